import { formatMinor } from '@ficha/contract';
import { type WheelLabel, type WheelOutcome, wheelPayoutE4 } from '@ficha/games/money-wheel/wheel';
import { winFor } from '@ficha/games/payout';
import { expect, type FrameLocator, test } from '@playwright/test';
import { e2eQuery } from './support/database.ts';
import { expectBalanceAfter, type RecordedRound, studioJourney, WITH_MOTION } from './support/studio.ts';

// Issue 6 'Done means' for the money wheel at a phone viewport: launched from the lobby, a bet in a
// shared round in free play and one in real money; the wheel stops on the server's segment, the
// balance and the game records change by exactly the bet's result; the fairness panel verifies the
// round from its hash chain in the browser. Rounds run on the server's own clock (default phases).

const GAME = 'ficha_money_wheel';

interface WheelBet extends RecordedRound {
  seq: number;
  label: WheelLabel;
  amountMinor: bigint;
  winMinor: bigint;
  result: WheelOutcome;
}

/** The member's latest settled money wheel bet and its round's result, as the server stored them. */
async function lastWheelBet(memberId: number): Promise<WheelBet> {
  let bet: WheelBet | undefined;
  await expect
    .poll(
      async () => {
        const { rows } = await e2eQuery(
          `SELECT b.round_seq, b.label, b.amount, b.win, b.currency, r.result,
                  (b.amount / 100.0)::numeric(20,2)::text AS stake_text, (b.win / 100.0)::numeric(20,2)::text AS win_text
             FROM studio_shared_bets b
             JOIN studio_shared_rounds r ON r.game_code = b.game_code AND r.seq = b.round_seq
            WHERE b.member_id = $1 AND b.game_code = $2 AND b.status = 'SETTLED'
            ORDER BY b.created_at DESC LIMIT 1`,
          [memberId, GAME],
        );
        const row = rows[0];
        bet = row && {
          id: `${GAME}:${row.round_seq}`,
          seq: Number(row.round_seq),
          stake: row.stake_text,
          win: row.win_text,
          currency: row.currency,
          label: row.label,
          amountMinor: BigInt(row.amount),
          winMinor: BigInt(row.win),
          result: row.result,
        };
        return bet?.seq ?? 0;
      },
      { message: 'a settled money wheel bet', timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  return bet!;
}

/** Waits for a round taking bets for 3 more seconds, puts one chip on a label and sends it. */
async function betOnNextRound(frame: FrameLocator, label: WheelLabel, chip: string) {
  const status = frame.getByTestId('mw-status');
  await expect
    .poll(
      async () =>
        (await status.getAttribute('data-phase')) === 'betting' &&
        Number(await status.getAttribute('data-closes-in')) > 3_000,
      { message: 'a round taking bets', timeout: 30_000, intervals: [200] },
    )
    .toBe(true);
  await frame.getByRole('button', { name: `Ficha de ${chip}` }).click();
  await frame.getByRole('button', { name: `Apostar no ${label}`, exact: true }).click();
  await expect(frame.getByTestId('mw-place')).toHaveText(/^Apostar /);
  await frame.getByTestId('mw-place').click();
  await expect(frame.locator(`.mw-cell[data-label="${label}"] .mw-cell__placed`)).toHaveText(chip);
}

/** The wheel stopped, the banner shows this player's result, and the pointer is on the drawn label. */
async function expectLanded(frame: FrameLocator, bet: WheelBet) {
  const banner = frame.getByTestId('mw-banner');
  await expect(banner).toHaveAttribute('data-round', String(bet.seq));
  await expect(banner).toHaveAttribute('data-outcome', bet.winMinor > 0n ? 'won' : 'lost');
  const wheel = frame.getByTestId('mw-wheel');
  await expect(wheel).toHaveAttribute('data-at-rest', 'true');
  await expect(wheel).toHaveAttribute('data-pointer-label', String(bet.result.label));
}

/** The money the server settled is the maths' pay for the label on the round's drawn result. */
function expectExactPay(bet: WheelBet, label: WheelLabel, stake: string) {
  expect(bet).toMatchObject({ label, stake });
  expect(bet.winMinor).toBe(winFor(bet.amountMinor, wheelPayoutE4(label, bet.result)));
  expect(bet.win).toBe(formatMinor(bet.winMinor));
}

test.use(WITH_MOTION);

test('money wheel: shared rounds in free play and real money from the lobby, exact money, round verified', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const journey = await studioJourney(page, request, {
    name: 'Roda do Dinheiro',
    gameType: 'GAMESHOW',
    code: GAME,
  });

  const free = await journey.launchFree();
  // Two chips staged, the second taken back: only the bet on 1 is sent.
  await betOnNextRound(free, 1, '10,00');
  await expect(free.getByTestId('studio-balance')).toHaveText('990,00');
  await free.getByRole('button', { name: 'Apostar no 2', exact: true }).click();
  await expect(free.locator('.mw-cell[data-label="2"] .mw-cell__staged')).toHaveText('+10,00');
  await free.getByRole('button', { name: 'Desfazer' }).click();
  await expect(free.locator('.mw-cell[data-label="2"] .mw-cell__staged')).toHaveCount(0);
  await expect(free.getByTestId('mw-status')).toHaveAttribute('data-phase', 'spinning', { timeout: 15_000 });
  await expect(free.getByTestId('mw-banner')).toBeVisible({ timeout: 15_000 });
  const freeBet = await lastWheelBet(journey.player.memberId);
  expectExactPay(freeBet, 1, '10.00');
  await expectLanded(free, freeBet);
  await expectBalanceAfter(free, 1000, freeBet);
  await page.screenshot({ path: 'docs/screenshots/studio-money-wheel.png' });

  const real = await journey.launchReal();
  await betOnNextRound(real, 2, 'R$ 1,00');
  await expect(real.getByTestId('studio-balance')).toHaveText('R$ 49,00');
  await expect(real.getByTestId('mw-banner')).toBeVisible({ timeout: 25_000 });
  const realBet = await lastWheelBet(journey.player.memberId);
  expect(realBet.currency).toBe('BRL');
  expectExactPay(realBet, 2, '1.00');
  await expectLanded(real, realBet);
  await expectBalanceAfter(real, 50, realBet);

  // The round's hash chains back to the published terminal hash and its result follows from it.
  await real.getByRole('button', { name: 'Jogo justo' }).click();
  const sheet = real.getByRole('dialog');
  await expect(sheet.getByTestId('mw-terminal-hash')).toHaveText(/^[0-9a-f]{64}$/);
  const row = sheet.locator(`.fair__round[data-round="${realBet.seq}"]`);
  await row.getByRole('button', { name: 'Verificar' }).click();
  await expect(row.getByRole('status')).toHaveText('✓ Rodada verificada');
  await sheet.getByRole('button', { name: 'Fechar' }).click();

  await journey.finish(realBet);
});
