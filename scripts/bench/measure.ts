import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';

/** Measures of the wallet bench (bench-wallet.ts): pgbench as the reference, CPU per posting, memory. */

export function pgbench(
  serverUrl: string,
  clients: number,
  seconds: number,
): { tps: number; note: string } | undefined {
  const binary = fs
    .readdirSync('/usr/lib/postgresql')
    .map((v) => `/usr/lib/postgresql/${v}/bin/pgbench`)
    .find((p) => fs.existsSync(p));
  if (!binary) {
    console.log('  pgbench not found under /usr/lib/postgresql');
    return undefined;
  }
  // The server allows about 100 connections; pgbench needs one per client.
  const c = Math.min(clients, 80);
  const url = new URL(serverUrl);
  const name = `ficha_pgbench_${randomBytes(3).toString('hex')}`;
  const args = ['-h', url.hostname, '-p', url.port || '5432', '-U', url.username || 'postgres'];
  execFileSync('psql', [
    ...args,
    '-d',
    url.pathname.slice(1) || 'postgres',
    '-qc',
    `CREATE DATABASE ${name}`,
  ]);
  try {
    execFileSync(binary, [...args, '-i', '-q', '-s', '10', name], { stdio: 'ignore' });
    const out = execFileSync(
      binary,
      [...args, '-c', String(c), '-j', '2', '-T', String(seconds), '-M', 'prepared', '-b', 'tpcb-like', name],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0);
    return { tps, note: c !== clients ? ` (${c} clients: the server's connection limit)` : '' };
  } finally {
    execFileSync('psql', [
      ...args,
      '-d',
      url.pathname.slice(1) || 'postgres',
      '-qc',
      `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
    ]);
  }
}

/** CPU time (µs) spent so far by the server, PostgreSQL's processes and this load generator. */
function cpuTimes(serverPid: number) {
  const ticksOf = (pid: string) => {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return {
        comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
        ticks: Number(fields[11]) + Number(fields[12]),
      };
    } catch {
      return undefined;
    }
  };
  const TICK_US = 10_000; // USER_HZ is 100 on Linux
  const postgres = new Map<string, number>();
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const p = ticksOf(pid);
    if (p?.comm === 'postgres') postgres.set(pid, p.ticks * TICK_US);
  }
  const own = process.cpuUsage();
  return {
    server: (ticksOf(String(serverPid))?.ticks ?? 0) * TICK_US,
    postgres,
    generator: own.user + own.system,
    at: performance.now(),
  };
}

/** Runs a load phase and adds what each process spent per posting (µs of CPU) to its figures. */
export async function measured<T extends { postings: number }>(serverPid: number, run: () => Promise<T>) {
  const before = cpuTimes(serverPid);
  const result = await run();
  const after = cpuTimes(serverPid);
  const seconds = (after.at - before.at) / 1000;
  const count = Math.max(1, result.postings * seconds);
  // PostgreSQL's processes come and go (idle connections close): each counts from its own start.
  let postgres = 0;
  for (const [pid, used] of after.postgres) postgres += used - (before.postgres.get(pid) ?? 0);
  const spent = {
    server: after.server - before.server,
    postgres,
    generator: after.generator - before.generator,
  };
  const per = (k: keyof typeof spent) => Math.round(spent[k] / count);
  const busy = (spent.server + spent.postgres + spent.generator) / (seconds * 1e6);
  return {
    ...result,
    cpu: { server: per('server'), postgres: per('postgres'), generator: per('generator'), cores: busy },
  };
}

export function sampleMemory(pid: number) {
  const samples: number[] = [];
  const read = () => {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      samples.push(Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024));
    } catch {
      // the process is gone
    }
  };
  read();
  const timer = setInterval(read, 1000);
  return {
    latest: () => samples.at(-1) ?? 0,
    stop() {
      clearInterval(timer);
      read();
      return { first: samples[0] ?? 0, last: samples.at(-1) ?? 0, max: Math.max(...samples) };
    },
  };
}
