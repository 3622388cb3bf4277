import { describe, expect, it } from 'vitest';
import { uplineOf } from '../src/modules/agents/index.ts';
import { insertTreeMember, memberIdByName } from './agents-fixtures.ts';
import { demoOperatorToken, opsCall } from './staff-client.ts';
import { merchantIdOf, useTestApp } from './test-app.ts';

/** The console's agent tree (issue 17 part 1): search, downlines, transferDownline with an audit row. */
const env = useTestApp();

let token: string | undefined;
async function ops(method: 'GET' | 'POST', url: string, body?: object) {
  // One login for the file: each login spends a TOTP step.
  token ??= await demoOperatorToken(env.app, env.db);
  return opsCall(env.app, token, method, `/ops/api/v1${url}`, body);
}

describe('/ops/api/v1/agents', () => {
  it('finds the demo agent and its downlines; moves a downline with its team and audits it', async () => {
    const m = await merchantIdOf(env.db);
    const found = await ops('GET', `/agents?merchantId=${m}&keyword=agente`);
    const demo = found.body.value.list.find((a: { account: string }) => a.account === 'agente01');
    expect(demo).toMatchObject({ directCount: 3, teamSize: 4, upline: null });
    const downlines = await ops('GET', `/agents/${demo.id}/downlines?merchantId=${m}`);
    expect(downlines.body.value.list.map((a: { account: string }) => a.account).sort()).toEqual([
      'agente02',
      'jogador02',
      'jogador03',
    ]);

    const sub = await memberIdByName(env.db, m, 'agente02');
    const p4 = await memberIdByName(env.db, m, 'jogador04');
    const target = await insertTreeMember(env.db, m, { type: 1, prefix: 'tgt' });
    // Into its own team: refused, nothing moves.
    const cycle = await ops('POST', '/agents/transferMultipleDownline', {
      merchantId: m,
      memberIds: [target, demo.id],
      targetAgentId: p4 === sub ? target : sub,
      reason: 'restructure',
    });
    expect(cycle.body.code).toBe('TRANSFER_CYCLE');
    expect(await uplineOf(env.db, m, target)).toBeNull();
    // A player is no upline; another merchant's agent is not found here.
    const toPlayer = await ops('POST', '/agents/transferDownline', {
      merchantId: m,
      memberId: sub,
      targetAgentId: p4,
      reason: 'restructure',
    });
    expect(toPlayer.body.code).toBe('TRANSFER_TARGET_INVALID');
    const rioAgent = await insertTreeMember(env.db, await merchantIdOf(env.db, 'RIO'), { type: 1 });
    const elsewhere = await ops('POST', '/agents/transferDownline', {
      merchantId: m,
      memberId: sub,
      targetAgentId: rioAgent,
      reason: 'restructure',
    });
    expect(elsewhere.status).toBe(404);
    expect(await uplineOf(env.db, m, sub)).toBe(demo.id);

    const moved = await ops('POST', '/agents/transferDownline', {
      merchantId: m,
      memberId: sub,
      targetAgentId: target,
      reason: 'agent asked to change team',
    });
    expect(moved.body.value).toEqual({
      moved: [{ memberId: sub, previousUpline: 'agente01' }],
      targetAgentId: target,
    });
    expect(await uplineOf(env.db, m, sub)).toBe(target);
    expect(await uplineOf(env.db, m, p4)).toBe(sub);
    const audit = await env.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'agent.transfer-downline')
      .where('target', '=', `member:${sub}`)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ merchant_id: m, reason: 'agent asked to change team' });
  });
});
