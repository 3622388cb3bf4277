import { DRAGON_VAULT_SYMBOLS } from '@ficha/games/slots/dragon-vault';
import { FRUIT_LINES_SYMBOLS } from '@ficha/games/slots/fruit-lines';
import { MEGA_WAYS_SYMBOLS } from '@ficha/games/slots/mega-ways';
import type { SlotSymbol } from '@ficha/games/slots/reels';
import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { e2eQuery } from './support/database.ts';
import {
  expectBalanceAfter,
  lastRound,
  type RecordedRound,
  studioJourney,
  verifyInFairnessPanel,
  WITH_MOTION,
} from './support/studio.ts';

// Issue 6 'Done means' for the three slots at a phone viewport: each launched from the lobby, a
// round in free play and one in real money; the balance and the game records change by exactly
// the round's result; the reels show exactly the grid the server drew; the fairness panel verifies
// the rounds in the browser after the seeds are rotated. Dragon Vault also buys its free spins.

interface Slot {
  code: 'ficha_fruit_lines' | 'ficha_mega_ways' | 'ficha_dragon_vault';
  name: string;
  /** The lobby category the game is opened from. */
  gameType: string;
  symbols: readonly SlotSymbol[];
}

type Journey = Awaited<ReturnType<typeof studioJourney>>;

const FRUIT_LINES: Slot = {
  code: 'ficha_fruit_lines',
  name: 'Frutas da Sorte',
  gameType: 'RNG',
  symbols: FRUIT_LINES_SYMBOLS,
};
const MEGA_WAYS: Slot = {
  code: 'ficha_mega_ways',
  name: 'Carnaval Megaways',
  gameType: 'MEGAWAY',
  symbols: MEGA_WAYS_SYMBOLS,
};
const DRAGON_VAULT: Slot = {
  code: 'ficha_dragon_vault',
  name: 'Cofre do Dragão',
  gameType: 'FEATUREBUY',
  symbols: DRAGON_VAULT_SYMBOLS,
};

/** Spins once (the button, or enter in the stake field) and waits until the round was shown to its end. */
async function spin(
  frame: FrameLocator,
  roundsBefore: number,
  by: 'button' | 'enter' = 'button',
): Promise<void> {
  if (by === 'enter') await frame.getByLabel('Aposta').press('Enter');
  else await frame.getByRole('button', { name: 'Girar' }).click();
  await expect(frame.locator('.slot')).toHaveAttribute('data-rounds', String(roundsBefore + 1), {
    timeout: 30_000,
  });
  await expect(
    frame.getByRole('status').filter({ hasText: /Você ganhou|Sem prêmio desta vez/ }),
  ).toBeVisible();
}

/** The grid the reels rest on is the one the server stored for the round (its last spin). */
async function expectReelsShow(frame: FrameLocator, slot: Slot, round: RecordedRound): Promise<void> {
  const { rows } = await e2eQuery('SELECT outcome FROM studio_rounds WHERE id = $1', [round.id]);
  const outcome = rows[0].outcome;
  const grid: number[][] =
    slot.code === 'ficha_dragon_vault' ? (outcome.freeSpins.at(-1) ?? outcome.baseSpin).grid : outcome.grid;
  const reels = frame.getByTestId('slot-reels').locator('.reel');
  await expect(reels).toHaveCount(grid.length);
  for (const [reel, column] of grid.entries()) {
    const shown = reels.nth(reel).locator('[data-symbol]');
    await expect(shown).toHaveCount(column.length);
    for (const [row, symbol] of column.entries()) {
      await expect(shown.nth(row)).toHaveAttribute('data-symbol', slot.symbols[symbol]!.key);
    }
  }
}

/** Free play: a few spins (turbo after the first) until one wins, each settling exactly. */
async function playFree(page: Page, frame: FrameLocator, slot: Slot, memberId: number, screenshot: string) {
  await frame.getByLabel('Aposta').fill('2.00');
  let balance = 1000;
  for (let played = 0; played < 15; played++) {
    await spin(frame, played);
    const round = await lastRound(memberId, slot.code);
    expect(round).toMatchObject({ currency: 'PLAY', stake: '2.00' });
    balance = await expectBalanceAfter(frame, balance, round);
    await expectReelsShow(frame, slot, round);
    if (Number(round.win) > 0) break;
    if (played === 0) await frame.getByRole('button', { name: 'Turbo' }).click();
  }
  await page.screenshot({ path: screenshot });
}

/** Real money: one spin of 1.00 (started from the keyboard), exact balance, reels, fairness panel. */
async function playReal(journey: Journey, frame: FrameLocator, slot: Slot) {
  await frame.getByLabel('Aposta').fill('1.00');
  await spin(frame, 0, 'enter');
  const round = await journey.expectRealRound(frame, '1.00');
  await expectReelsShow(frame, slot, round);
  await verifyInFairnessPanel(frame);
  return round;
}

test.use(WITH_MOTION);

test('Lucky Fruits: free play and real money from the lobby, reels, balance and records exact', async ({
  page,
  request,
}) => {
  const journey = await studioJourney(page, request, FRUIT_LINES);

  const free = await journey.launchFree();
  await playFree(page, free, FRUIT_LINES, journey.player.memberId, 'docs/screenshots/studio-fruit-lines.png');

  const real = await journey.launchReal();
  await real.getByRole('button', { name: 'Regras' }).click();
  await expect(real.getByRole('dialog').getByText('As 20 linhas de pagamento')).toBeVisible();
  await real.getByRole('dialog').getByRole('button', { name: 'Fechar' }).click();
  const round = await playReal(journey, real, FRUIT_LINES);

  await journey.finish(round);
});

test('Carnival Megaways: free play and real money from the lobby, reels of 2 to 7, records exact', async ({
  page,
  request,
}) => {
  const journey = await studioJourney(page, request, MEGA_WAYS);

  const free = await journey.launchFree();
  await playFree(page, free, MEGA_WAYS, journey.player.memberId, 'docs/screenshots/studio-mega-ways.png');
  await expect(free.getByTestId('slot-ways')).toHaveText(/\d caminhos/);

  const real = await journey.launchReal();
  const round = await playReal(journey, real, MEGA_WAYS);

  await journey.finish(round);
});

test('Dragon Vault: a bought feature in free play, a spin in real money, every round verified', async ({
  page,
  request,
}) => {
  // Four free spins are watched at normal speed before the rest is skipped.
  test.setTimeout(90_000);
  const journey = await studioJourney(page, request, DRAGON_VAULT);

  const free = await journey.launchFree();
  await free.getByLabel('Aposta').fill('1.00');
  await free.getByRole('button', { name: /Comprar bônus/ }).click();
  const confirm = free.getByRole('dialog', { name: 'Comprar giros grátis' });
  await expect(confirm).toContainText('100 vezes a sua aposta de 1,00');
  await confirm.getByRole('button', { name: 'Comprar por 100,00' }).click();
  // The free spins play one after another with their counter and multiplier.
  await expect(free.getByTestId('slot-free-spin')).toHaveText('4/10', { timeout: 30_000 });
  await expect(free.getByTestId('slot-feature')).toContainText('×4');
  await page.screenshot({ path: 'docs/screenshots/studio-dragon-vault.png' });
  // Stop skips the rest of the show to the round's end: the same result, at once.
  await free.getByRole('button', { name: 'Parar' }).click();
  await expect(free.locator('.slot')).toHaveAttribute('data-rounds', '1', { timeout: 10_000 });
  await expect(free.getByTestId('slot-free-spin')).toHaveText('10/10');
  const bought = await journey.lastRound();
  expect(bought).toMatchObject({ currency: 'PLAY', stake: '100.00' });
  await expectBalanceAfter(free, 1000, bought);
  await expectReelsShow(free, DRAGON_VAULT, bought);

  // Above the limit (10 max bets: a bet of 10,00) the purchase is closed.
  await free.getByLabel('Aposta').fill('10.01');
  await expect(free.getByRole('button', { name: /Comprar bônus/ })).toBeDisabled();
  await expect(free.getByText('A compra vale para apostas até 10,00.')).toBeVisible();

  const real = await journey.launchReal();
  const round = await playReal(journey, real, DRAGON_VAULT);

  // The bought round shares the seed pair: now revealed, it verifies too.
  await real.getByRole('button', { name: 'Jogo justo' }).click();
  const panel = real.getByRole('dialog');
  const verify = panel.getByRole('button', { name: 'Verificar' });
  await expect(verify).toHaveCount(2);
  await verify.first().click();
  await verify.first().click();
  await expect(panel.getByText('✓ Verificada: o resultado confere com as sementes.')).toHaveCount(2);
  await expect(panel.getByText(/Compra · 10 giros grátis/)).toBeVisible();
  await panel.getByRole('button', { name: 'Fechar' }).click();

  await journey.finish(round);
});
