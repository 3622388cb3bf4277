// Lighthouse 12 with its default mobile settings (simulated slow 4G, 4x CPU slowdown) on the built
// site, as a cheap phone sees it. Scores swing with the machine's load: each page is measured three
// times and the median of each figure printed, beside the machine's benchmark index.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { startBuiltSite } from './bench-site.ts';
import { compressionFigures } from './bench-web.ts';

const RUNS = 3;
export const PAGES = [
  { name: 'home /m', path: '/m' },
  { name: 'game list /m/gameList', path: '/m/gameList?gameType=RNG' },
];
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

export interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  mainThread: number;
  benchmarkIndex: number;
}

/** A fresh Chromium (empty profile) and the port of its DevTools endpoint. */
async function launchChromium(): Promise<{ port: number; close(): Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'ficha-lh-chromium-'));
  const chromium: ChildProcess = spawn(
    process.env.CHROME_PATH ?? '/usr/bin/chromium',
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise((resolve) => chromium.once('exit', resolve));
  const close = async () => {
    chromium.kill('SIGKILL');
    await exited;
    // Its helper processes may still be writing to the profile for a moment; a folder they keep
    // busy past the retries stays in the temporary directory rather than ending the bench.
    try {
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch {
      // left behind
    }
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let text = '';
      chromium.stderr?.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
        if (match) resolve(Number(match[1]));
      });
      chromium.on('exit', () => reject(new Error(`Chromium exited before listening:\n${text}`)));
    });
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}

export async function measure(url: string, reportPath: string): Promise<Figures> {
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr: Result = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    fs.writeFileSync(reportPath, JSON.stringify(lhr));
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: lhr.categories.performance?.score ?? Number.NaN,
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      mainThread: value('mainthread-work-breakdown'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await chromium.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function printMedians(name: string, runs: Figures[]): void {
  const m = (key: keyof Figures) => median(runs.map((run) => run[key]));
  console.log(
    `  ${name.padEnd(24)} score ${m('score').toFixed(2)}  FCP ${seconds(m('fcp'))}  LCP ${seconds(m('lcp'))}  ` +
      `TBT ${Math.round(m('tbt'))} ms  CLS ${m('cls').toFixed(3)}  main thread ${seconds(m('mainThread'))}  ` +
      `(scores ${runs.map((run) => run.score.toFixed(2)).join(', ')}; benchmark index ${Math.round(m('benchmarkIndex'))})`,
  );
}

/** Measures one page RUNS times and prints the medians; the reports are kept in `reports`. */
export async function lighthousePage(origin: string, page: { name: string; path: string }, reports: string) {
  const runs: Figures[] = [];
  for (let i = 1; i <= RUNS; i++) {
    const file = path.join(reports, `${page.path.replace(/\W+/g, '_')}-${i}.json`);
    runs.push(await measure(`${origin}${page.path}`, file));
  }
  printMedians(page.name, runs);
}

/** Starts the built site, checks its compression, and prints the Lighthouse medians of each page. */
export async function webPageFigures(port = Number(process.env.BENCH_WEB_PORT ?? 8192)): Promise<void> {
  const site = await startBuiltSite(port);
  const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'ficha-lighthouse-'));
  try {
    await compressionFigures(site.origin);
    console.log(`\nLighthouse 12, default mobile settings, median of ${RUNS} runs (reports in ${reports})`);
    for (const page of PAGES) await lighthousePage(site.origin, page, reports);
  } finally {
    site.stop();
  }
}
