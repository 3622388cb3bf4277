import { diceRules } from '@ficha/games/dice/dice-rules';
import { fairRng } from '@ficha/games/fairness';
import { expect, type Page } from '@playwright/test';
import { e2eQuery } from './database.ts';
import { launchStudioGame } from './studio.ts';

// Rounds of the studio's games with an outcome a journey can count on, for journeys about what
// play does elsewhere (turnover, team figures, dividends).

/**
 * One real-money dice roll of `stake` the member is sure to lose: the roll comes from the seed
 * pair the game committed to on opening (provably fair), so the test reads it and bets the other
 * side.
 */
export async function loseDiceRoll(page: Page, memberId: number, stake: string): Promise<void> {
  const frame = await launchStudioGame(page, { name: 'Dados', gameType: 'RNG', freePlay: false });
  const activeSeed = async () =>
    (
      await e2eQuery(
        "SELECT server_seed, client_seed, nonce FROM studio_seeds WHERE member_id = $1 AND game_code = 'ficha_dice' AND revealed_at IS NULL",
        [memberId],
      )
    ).rows[0] as { server_seed: string; client_seed: string; nonce: string } | undefined;
  await expect.poll(activeSeed, { message: 'the seed pair the game opened with' }).toBeTruthy();
  const seed = (await activeSeed())!;
  const under = diceRules.play(fairRng(seed.server_seed, seed.client_seed, Number(seed.nonce) + 1), {
    target: 5000,
    direction: 'under',
  });
  await frame.getByLabel('Aposta').fill(stake);
  await frame.getByRole('button', { name: under.outcome.won ? 'Acima' : 'Abaixo' }).click();
  await frame.getByRole('button', { name: 'Rolar' }).click();
  await expect(frame.getByRole('status').filter({ hasText: 'Não foi desta vez' })).toBeVisible();
}

/** One real-money spin of Frutas da Sorte (a slot: its stakes count in full towards a bonus). */
export async function spinFruitLines(page: Page, stake: string): Promise<void> {
  const frame = await launchStudioGame(page, { name: 'Frutas da Sorte', gameType: 'RNG', freePlay: false });
  const slot = frame.locator('.slot');
  const before = Number((await slot.getAttribute('data-rounds')) ?? '0');
  await frame.getByLabel('Aposta').fill(stake);
  await frame.getByRole('button', { name: 'Girar' }).click();
  await expect(slot).toHaveAttribute('data-rounds', String(before + 1), { timeout: 30_000 });
  await expect(
    frame.getByRole('status').filter({ hasText: /Você ganhou|Sem prêmio desta vez/ }),
  ).toBeVisible();
}
