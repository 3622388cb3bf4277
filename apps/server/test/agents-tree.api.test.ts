import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  depthBelow,
  directDownlineIds,
  isInTeam,
  moveSubtree,
  teamMemberIds,
  teamSize,
  uplineChain,
  uplineOf,
} from '../src/modules/agents/index.ts';
import { uniqueName } from './account-client.ts';
import { closureFromReferrers, insertTreeMember, memberIdByName, storedClosure } from './agents-fixtures.ts';
import { accountApp, merchantIdOf } from './test-app.ts';

/**
 * The agent tree (issue 17 part 1): a closure of members.referrer_id kept by the database, and the
 * attribution of a registration to the agent whose invitation code or link brought it.
 */
const t = accountApp('10.17');
const { client } = t;

const ficha = () => merchantIdOf(t.db, 'FICHA');
const codeRow = (code: string) =>
  t.db.selectFrom('affiliate_codes').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
const countMembers = async () =>
  Number(
    (
      await t.db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the closure table', () => {
  it('holds the demo tree: agente01 > jogador02, jogador03, agente02 > jogador04, and a self row for everyone', async () => {
    const m = await ficha();
    const id = (username: string) => memberIdByName(t.db, m, username);
    const [agent, sub, p2, p3, p4] = [
      await id('agente01'),
      await id('agente02'),
      await id('jogador02'),
      await id('jogador03'),
      await id('jogador04'),
    ];
    expect(await directDownlineIds(t.db, m, agent)).toEqual([p2, p3, sub].sort((a, b) => a - b));
    expect(await teamSize(t.db, m, agent)).toBe(4);
    expect(await teamSize(t.db, m, agent, { minDepth: 0 })).toBe(5);
    expect(await depthBelow(t.db, m, agent, p4)).toBe(2);
    expect(await isInTeam(t.db, m, agent, p4)).toBe(true);
    expect(await isInTeam(t.db, m, sub, p2)).toBe(false);
    expect(await isInTeam(t.db, m, agent, agent)).toBe(false);
    expect(await isInTeam(t.db, m, agent, agent, { includeSelf: true })).toBe(true);
    expect(await uplineOf(t.db, m, p4)).toBe(sub);
    expect(await uplineOf(t.db, m, agent)).toBeNull();
    expect(await uplineChain(t.db, m, p4)).toEqual([sub, agent]);
    const selfRows = await t.db
      .selectFrom('agent_tree')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('depth', '=', 0)
      .executeTakeFirstOrThrow();
    expect(Number(selfRows.n)).toBe(await countMembers());
    expect(await storedClosure(t.db)).toEqual(await closureFromReferrers(t.db));
  });

  it('is one indexed query for a team, usable as a subquery', async () => {
    const m = await ficha();
    const agent = await memberIdByName(t.db, m, 'agente01');
    const names = await t.db
      .selectFrom('members')
      .select('username')
      .where('id', 'in', teamMemberIds(t.db, m, agent))
      .orderBy('username')
      .execute();
    expect(names.map((r) => r.username)).toEqual(
      expect.arrayContaining(['agente02', 'jogador02', 'jogador03', 'jogador04']),
    );
    // Another merchant's id never matches: the tree is read per merchant.
    const rio = await merchantIdOf(t.db, 'RIO');
    expect(await teamSize(t.db, rio, agent)).toBe(0);
    expect(await isInTeam(t.db, rio, agent, await memberIdByName(t.db, m, 'jogador04'))).toBe(false);
  });

  it("the migration's back-fill of existing members gives the same closure the triggers keep", async () => {
    const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations');
    const script = await fs.readFile(path.join(dir, '0033_agent_tree.sql'), 'utf8');
    const backfill = /INSERT INTO agent_tree[^;]*WITH RECURSIVE[^;]*;/.exec(script)?.[0];
    expect(backfill).toBeDefined();
    const before = await storedClosure(t.db);
    await t.db
      .transaction()
      .execute(async (trx) => {
        await sql`DELETE FROM agent_tree`.execute(trx);
        await sql.raw(backfill as string).execute(trx);
        expect(await storedClosure(trx)).toEqual(before);
        // Leave the table as it was either way.
        throw new RollbackProbe();
      })
      .catch((error) => {
        if (!(error instanceof RollbackProbe)) throw error;
      });
  });
});

class RollbackProbe extends Error {}

describe('moving a downline with its team (transferDownline)', () => {
  it('moves the whole subtree and keeps the closure exact over random moves', async () => {
    const m = await ficha();
    const ids: number[] = [await insertTreeMember(t.db, m, { type: 1, prefix: 'root' })];
    // A random tree of 30 under one root, then 40 random moves (refused ones change nothing).
    let seed = 17;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let i = 0; i < 30; i++) {
      ids.push(await insertTreeMember(t.db, m, { upline: ids[next(ids.length)] as number, type: next(2) }));
    }
    let refusals = 0;
    for (let i = 0; i < 40; i++) {
      const member = ids[1 + next(ids.length - 1)] as number;
      const target = ids[next(ids.length)] as number;
      const result = await t.db.transaction().execute((trx) => moveSubtree(trx, m, member, target));
      if (!result.ok) {
        expect(result.refusal).toBe('CYCLE');
        expect(await isInTeam(t.db, m, member, target, { includeSelf: true })).toBe(true);
        refusals += 1;
      } else {
        expect(await uplineOf(t.db, m, member)).toBe(target);
      }
    }
    expect(refusals).toBeGreaterThan(0);
    expect(await storedClosure(t.db)).toEqual(await closureFromReferrers(t.db));
    expect(await teamSize(t.db, m, ids[0] as number)).toBe(30);
  });

  it('refuses a cycle, another merchant and an unknown member, changing nothing', async () => {
    const m = await ficha();
    const rio = await merchantIdOf(t.db, 'RIO');
    const top = await insertTreeMember(t.db, m, { type: 1 });
    const mid = await insertTreeMember(t.db, m, { upline: top, type: 1 });
    const low = await insertTreeMember(t.db, m, { upline: mid });
    const rioAgent = await insertTreeMember(t.db, rio, { type: 1 });
    const before = await storedClosure(t.db);
    const move = (member: number, target: number | null, merchant = m) =>
      t.db.transaction().execute((trx) => moveSubtree(trx, merchant, member, target));
    expect(await move(top, low)).toEqual({ ok: false, refusal: 'CYCLE' });
    expect(await move(mid, mid)).toEqual({ ok: false, refusal: 'CYCLE' });
    expect(await move(mid, rioAgent)).toEqual({ ok: false, refusal: 'OTHER_MERCHANT' });
    expect(await move(rioAgent, top, rio)).toEqual({ ok: false, refusal: 'OTHER_MERCHANT' });
    expect(await move(mid, top, rio)).toEqual({ ok: false, refusal: 'UNKNOWN_MEMBER' });
    expect(await storedClosure(t.db)).toEqual(before);
    // The database's own guard, for writers that skip the repository.
    await expect(
      t.db
        .updateTable('members')
        .set({ referrer_id: String(low) })
        .where('id', '=', String(top))
        .execute(),
    ).rejects.toThrow(/agent_tree/);
    await expect(
      t.db
        .updateTable('members')
        .set({ referrer_id: String(rioAgent) })
        .where('id', '=', String(mid))
        .execute(),
    ).rejects.toThrow(/agent_tree/);
    expect(await storedClosure(t.db)).toEqual(before);
    // To the top: nobody's downline any more, its team still its own.
    expect(await move(mid, null)).toEqual({ ok: true, previousUplineId: top });
    expect(await uplineOf(t.db, m, mid)).toBeNull();
    expect(await isInTeam(t.db, m, top, low)).toBe(false);
    expect(await isInTeam(t.db, m, mid, low)).toBe(true);
  });
});

describe('attribution at registration (spec sections 3 and 5)', () => {
  it("an agent's code attaches the new member under it and counts the registration", async () => {
    const m = await ficha();
    const agent = await memberIdByName(t.db, m, 'agente01');
    const sub = await memberIdByName(t.db, m, 'agente02');
    const before = await codeRow('SUB2026');
    const username = uniqueName('via');
    const res = await client().registerMember(username, { affiliateCode: 'sub2026' });
    expect(res.body.code).toBe('OK');
    const id = await memberIdByName(t.db, m, username);
    expect(await uplineOf(t.db, m, id)).toBe(sub);
    expect(await depthBelow(t.db, m, agent, id)).toBe(2);
    const after = await codeRow('SUB2026');
    expect(after.register_count).toBe(before.register_count + 1);
    const row = await t.db
      .selectFrom('members')
      .select('affiliate_code_id')
      .where('id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(row.affiliate_code_id).toBe(after.id);
  });

  it('refuses an expired or turned-off code with INVITATION_CODE_EXPIRED and changes nothing', async () => {
    const m = await ficha();
    const agent = await memberIdByName(t.db, m, 'agente01');
    await t.db
      .insertInto('affiliate_codes')
      .values([
        { merchant_id: m, member_id: agent, code: 'OLDLINK1', expires_at: new Date(Date.now() - 60_000) },
        { merchant_id: m, member_id: agent, code: 'OFFLINK1', disabled_at: new Date() },
      ])
      .execute();
    for (const code of ['OLDLINK1', 'offlink1']) {
      const members = await countMembers();
      const c = client();
      const check = await c.call('GET', `/wps/agent/affiliate?code=${code}`);
      expect(check.body).toMatchObject({ success: false, code: 'INVITATION_CODE_EXPIRED' });
      const res = await c.registerMember(uniqueName('exp'), { affiliateCode: code });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        code: 'INVITATION_CODE_EXPIRED',
        message: 'This invitation link has expired or was turned off. Ask for a new one.',
        value: { field: 'affiliateCode' },
      });
      expect(await countMembers()).toBe(members);
      expect((await codeRow(code.toUpperCase())).register_count).toBe(0);
    }
    const pt = await client().call('GET', '/wps/agent/affiliate?code=OLDLINK1', {
      headers: { language: 'PT' },
    });
    expect(pt.body.message).toBe('Este link de convite expirou ou foi desativado. Peça um novo.');
  });

  it("refuses another merchant's code as unknown, and a trial or disabled owner's", async () => {
    const m = await ficha();
    const rio = await merchantIdOf(t.db, 'RIO');
    const rioAgent = await insertTreeMember(t.db, rio, { type: 1 });
    const trial = await insertTreeMember(t.db, m, { type: 4 });
    const gone = await insertTreeMember(t.db, m, { type: 1 });
    await t.db.updateTable('members').set({ status: 'disabled' }).where('id', '=', String(gone)).execute();
    await t.db
      .insertInto('affiliate_codes')
      .values([
        { merchant_id: rio, member_id: rioAgent, code: 'RIOAGENT' },
        { merchant_id: m, member_id: trial, code: 'TRIALINV' },
        { merchant_id: m, member_id: gone, code: 'GONEAGNT' },
      ])
      .execute();
    for (const code of ['RIOAGENT', 'TRIALINV', 'GONEAGNT']) {
      const members = await countMembers();
      const res = await client().registerMember(uniqueName('oth'), { affiliateCode: code });
      expect(res.body).toMatchObject({ code: 'INVALID_INVITATION_CODE', message: 'Invalid invitation code' });
      expect(await countMembers()).toBe(members);
    }
    // On its own site the RIO agent's code is good.
    expect((await client('RIO').call('GET', '/wps/agent/affiliate?code=rioagent')).body).toMatchObject({
      success: true,
      value: { code: 'RIOAGENT' },
    });
  });

  it("a player's code works only while the site runs the REFERRAL promotion (spec section 6)", async () => {
    const m = await ficha();
    const rio = await merchantIdOf(t.db, 'RIO');
    const player = await insertTreeMember(t.db, m, { type: 0 });
    const rioPlayer = await insertTreeMember(t.db, rio, { type: 0 });
    await t.db
      .insertInto('affiliate_codes')
      .values([
        { merchant_id: m, member_id: player, code: 'FRIEND01' },
        { merchant_id: rio, member_id: rioPlayer, code: 'FRIEND02' },
      ])
      .execute();
    const username = uniqueName('fr');
    expect((await client().registerMember(username, { affiliateCode: 'FRIEND01' })).body.code).toBe('OK');
    expect(await uplineOf(t.db, m, await memberIdByName(t.db, m, username))).toBe(player);
    // RIO does not run REFERRAL.
    const refused = await client('RIO').call('GET', '/wps/agent/affiliate?code=FRIEND02');
    expect(refused.body.code).toBe('INVALID_INVITATION_CODE');
  });

  it('counts every registration once when many register through one code at the same time', async () => {
    const m = await ficha();
    const agent = await memberIdByName(t.db, m, 'agente01');
    await t.db
      .insertInto('affiliate_codes')
      .values({ merchant_id: m, member_id: agent, code: 'RUSH2026' })
      .execute();
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        client().registerMember(uniqueName('rush'), { affiliateCode: 'RUSH2026' }),
      ),
    );
    expect(results.map((r) => r.body.code)).toEqual(Array(6).fill('OK'));
    const code = await codeRow('RUSH2026');
    expect(code.register_count).toBe(6);
    const attributed = await t.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('affiliate_code_id', '=', code.id)
      .executeTakeFirstOrThrow();
    expect(Number(attributed.n)).toBe(6);
    expect(await storedClosure(t.db)).toEqual(await closureFromReferrers(t.db));
  });
});
