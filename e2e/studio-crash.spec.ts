import { multiplierAtE2 } from '@ficha/games/crash/crash-curve';
import { expect, type FrameLocator, test, type WebSocketRoute } from '@playwright/test';
import { watchConsole } from './support/console.ts';
import { e2eQuery } from './support/database.ts';
import {
  expectBalanceAfter,
  expectGameRecord,
  launchStudioGame,
  newFundedPlayer,
  type RecordedRound,
  signInPage,
  WITH_MOTION,
} from './support/studio.ts';

// Issue 6 'Done means' for crash (Lift Off) at a phone viewport: launched from the lobby, a bet in
// free play (auto cash-out at 1.01x) and one in real money (cashed out by hand mid-flight); the
// balance and the game records change by exactly what the server settled, read from its tables
// whatever the round did; the fairness panel verifies the round in the browser. Rounds run at
// their normal pace on the shared e2e server, so the test waits for them.

const GAME = 'ficha_crash';

interface SettledBet extends RecordedRound {
  roundSeq: number;
  payoutE4: number;
  cashOutMs: number | null;
  crashE2: number;
}

/**
 * The member's last settled crash bet in a currency, with its round and the wallet's record of it:
 * the shared-round bet's wallet round id (`ficha_crash:<seq>`) is what /m/gameRecord shows.
 */
async function lastCrashBet(memberId: number, currency: string): Promise<SettledBet> {
  const { rows } = await e2eQuery(
    `SELECT w.round_id AS id, b.round_seq::int AS "roundSeq", b.payout_e4 AS "payoutE4", b.cash_out_ms AS "cashOutMs",
            (r.result->>'crashE2')::int AS "crashE2", b.currency,
            (b.amount / 100.0)::numeric(20,2)::text AS stake, (b.win / 100.0)::numeric(20,2)::text AS win,
            w.amount = b.amount AND w.won = b.win AND w.status = 'PLACED' AS "walletAgrees"
       FROM studio_shared_bets b
       JOIN studio_shared_rounds r ON r.game_code = b.game_code AND r.seq = b.round_seq
       JOIN wallet_bets w ON w.vendor_code = 'FICHA' AND w.tx_id = b.tx_id
      WHERE b.member_id = $1 AND b.game_code = $2 AND b.currency = $3 AND b.status = 'SETTLED'
      ORDER BY b.created_at DESC LIMIT 1`,
    [memberId, GAME, currency],
  );
  expect(rows, `a settled ${currency} crash bet`).toHaveLength(1);
  const { walletAgrees, ...bet } = rows[0];
  expect(walletAgrees, 'the wallet holds the same stake and win').toBe(true);
  return bet as SettledBet;
}

/** Waits (database clock) for a round still taking bets for `minMsLeft` whose crash point suits. */
async function upcomingRound(minMsLeft: number, suits: (crashE2: number) => boolean): Promise<number> {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    const { rows } = await e2eQuery(
      `SELECT seq::int AS seq, (result->>'crashE2')::int AS crash,
              (extract(epoch FROM starts_at - clock_timestamp()) * 1000)::float8 AS "startsIn"
         FROM studio_shared_rounds WHERE game_code = $1 ORDER BY seq DESC LIMIT 1`,
      [GAME],
    );
    const round = rows[0];
    if (round && round.startsIn >= minMsLeft && suits(round.crash)) return round.seq;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('no suitable crash round within 3 minutes');
}

/** Waits until the round ended and every bet of it is settled (a cash-out is credited before that). */
async function roundSettled(seq: number): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await e2eQuery('SELECT status FROM studio_shared_rounds WHERE game_code = $1 AND seq = $2', [
            GAME,
            seq,
          ])
        ).rows[0]?.status,
      { timeout: 180_000, intervals: [500] },
    )
    .toBe('SETTLED');
}

const ticket = (frame: FrameLocator) => frame.getByTestId('crash-ticket');
const multiplierShown = async (frame: FrameLocator) =>
  Number((await frame.getByTestId('crash-multiplier').textContent())?.replace('×', '').replace(',', '.'));

test.use(WITH_MOTION);

test('crash: free play and real money from the lobby, balance and records exact, round verified', async ({
  page,
  request,
}) => {
  // A round lasts as long as its rocket flies: seconds usually, now and then a minute or more.
  test.setTimeout(420_000);
  const errors = watchConsole(page);
  // The game's sockets pass through the test, which can cut one as a lost connection would.
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/studio\/ws\/crash/, (socket) => {
    socket.connectToServer();
    sockets.push(socket);
  });
  const player = await newFundedPlayer(request, '50.00');
  await signInPage(page, player);

  // Free play: 10.00 with an auto cash-out at 1.01x, in whichever round takes it.
  const free = await launchStudioGame(page, { name: 'Decolagem', gameType: 'CRASH', freePlay: true });
  await expect(free.getByTestId('studio-balance')).toHaveText('1.000,00');
  await free.getByLabel('Aposta', { exact: true }).fill('10.00');
  await free.getByLabel('Saque automático').check();
  await free.getByLabel('Sacar em (×)').fill('1.01');
  await free.getByRole('button', { name: /^Apostar/ }).click();
  await expect(ticket(free)).toHaveAttribute('data-state', /placed|queued|sending/);
  await expect(ticket(free)).toHaveAttribute('data-state', 'settled', { timeout: 240_000 });
  const freeBet = await lastCrashBet(player.memberId, 'PLAY');
  // Whatever the round did: 1.01x reached pays 10.10, a bust at 1.00x (about 1 round in 100) loses.
  expect(freeBet).toMatchObject({ stake: '10.00', win: freeBet.crashE2 >= 101 ? '10.10' : '0.00' });
  await expect(ticket(free)).toHaveText(
    freeBet.win === '10.10' ? 'Você sacou em 1,01×: ganhou 10,10' : /Explodiu antes do saque/,
  );
  await expectBalanceAfter(free, 1000, freeBet);

  // Real money: 2.00 on a round that flies past 2.5x (read from the server's table), the connection
  // lost and found again while it waits, cashed out by hand mid-flight.
  const real = await launchStudioGame(page, { name: 'Decolagem', gameType: 'CRASH', freePlay: false });
  await expect(real.getByTestId('studio-balance')).toHaveText('R$ 50,00');
  await real.getByLabel('Aposta', { exact: true }).fill('2.00');
  const seq = await upcomingRound(3_000, (crashE2) => crashE2 >= 250 && crashE2 < 100_000);
  await expect(real.getByRole('button', { name: 'Apostar', exact: true })).toBeEnabled();
  await real.getByRole('button', { name: 'Apostar', exact: true }).click();
  await expect(ticket(real)).toHaveAttribute('data-state', 'placed');
  await expect(real.getByTestId('studio-balance')).toHaveText('R$ 48,00');
  // The connection drops: the game says so, reconnects and finds the bet again in the snapshot.
  const connections = sockets.length;
  await sockets[connections - 1]!.close({ code: 4000, reason: 'connection lost' });
  const lost = real.getByText('Conexão perdida. Reconectando…');
  await expect(lost).toBeVisible();
  await expect(lost).toBeHidden({ timeout: 15_000 });
  expect(sockets.length).toBe(connections + 1);
  await expect(ticket(real)).toHaveAttribute('data-state', 'placed');
  const cashOut = real.getByRole('button', { name: /^Sacar/ });
  await expect(cashOut).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => multiplierShown(real), { timeout: 30_000 }).toBeGreaterThanOrEqual(1.6);
  await page.screenshot({ path: 'docs/screenshots/studio-crash.png' });
  await cashOut.click();
  await expect(ticket(real)).toHaveAttribute('data-state', /cashed|settled/);
  await expect(ticket(real)).toHaveAttribute('data-state', 'settled', { timeout: 60_000 });
  const realBet = await lastCrashBet(player.memberId, 'BRL');
  expect(realBet.roundSeq).toBe(seq);
  expect(realBet.id).toBe(`${GAME}:${seq}`);
  // Paid the multiplier of the curve at the moment the server took the cash-out, before the crash.
  expect(realBet.cashOutMs).not.toBeNull();
  expect(realBet.payoutE4).toBe(multiplierAtE2(realBet.cashOutMs!) * 100);
  expect(realBet.payoutE4 / 100).toBeLessThan(realBet.crashE2);
  expect(realBet.stake).toBe('2.00');
  expect(realBet.win).toBe(((2 * realBet.payoutE4) / 10_000).toFixed(2));
  const shownAt = (realBet.payoutE4 / 10_000).toFixed(2).replace('.', ',');
  await expect(ticket(real)).toHaveText(
    `Você sacou em ${shownAt}×: ganhou R$ ${realBet.win.replace('.', ',')}`,
  );
  await expectBalanceAfter(real, 50, realBet);

  // The fairness panel checks the round, once it ended, in the browser: chain link, crash point, terminal hash.
  await roundSettled(seq);
  await real.getByRole('button', { name: 'Jogo justo' }).click();
  const sheet = real.getByRole('dialog');
  await expect(sheet.getByTestId('crash-terminal-hash')).toHaveText(/^[0-9a-f]{64}$/);
  const round = sheet.locator(`[data-round="${seq}"]`);
  await round.getByRole('button', { name: 'Verificar' }).click();
  await expect(
    round.getByText(`HMAC-SHA256(sal, hash) dá ${(realBet.crashE2 / 100).toFixed(2).replace('.', ',')}×`),
  ).toBeVisible();
  await expect(round.getByText('✓ Verificada: a rodada confere com a cadeia.')).toBeVisible();
  await sheet.getByRole('button', { name: 'Fechar' }).click();

  await expectGameRecord(page, realBet);
  expect(errors).toEqual([]);
});
