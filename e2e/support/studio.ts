import { type APIRequestContext, expect, type FrameLocator, type Page, test } from '@playwright/test';
import { captchaAnswer, uniqueUsername, validCpf } from './account-helpers.ts';
import { openSignedIn, sealed, signIn, unwrap } from './api.ts';
import { watchConsole } from './console.ts';
import { e2eQuery } from './database.ts';
import { demoOperatorToken } from './operator.ts';

/**
 * Helpers for the studio games' journeys (issue 6 'Done means'): a new member with cash from the
 * operator, signed in; a studio game launched from the lobby in free play or real money; the
 * round the server recorded, to check the balance and the game records against.
 */

export interface StudioPlayer {
  token: string;
  userName: string;
  memberId: number;
}

/** Registers a member through the API and has the operator credit `cash` by a manual adjustment. */
export async function newFundedPlayer(request: APIRequestContext, cash: string): Promise<StudioPlayer> {
  const username = uniqueUsername();
  const password = 'Studio2026';
  const { captchaKey } = await unwrap<{ captchaKey: string }>(await request.get('/wps/captcha'));
  const registration = await sealed(request, {
    registerMethod: 'H5',
    type: 0,
    ageConfirmed: true,
    captchaKey,
    captcha: await captchaAnswer(captchaKey),
    username,
    password,
    confirmPassword: password,
    idNumber: validCpf(),
  });
  await unwrap(
    await request.put('/wps/member/register', {
      headers: { Encryption: registration.header },
      data: registration.body,
    }),
  );
  const session = await signIn(request, { username, password });
  const { rows } = await e2eQuery('SELECT id FROM members WHERE username = $1', [username]);
  const memberId = Number(rows[0].id);
  await unwrap(
    await request.post('/ops/api/v1/adjustments', {
      headers: { authorization: `Bearer ${await demoOperatorToken(request)}` },
      data: { memberId, amount: cash, reason: 'studio e2e stake', key: `studio-e2e-${memberId}` },
    }),
  );
  return { token: session.token, userName: session.userName, memberId };
}

/** The new member's session, read by the site before its first render. */
export async function signInPage(page: Page, player: StudioPlayer): Promise<void> {
  await openSignedIn(page, {
    token: player.token,
    userName: player.userName,
    type: 0,
    firstTimeLogin: false,
  });
}

/**
 * Opens the lobby's game list of the game's category, taps the studio game's tile, picks free
 * play or real money (studio games offer both: supportPlay 0) and answers the game's frame once
 * its balance shows.
 */
export async function launchStudioGame(
  page: Page,
  game: { name: string; gameType: string; freePlay: boolean },
): Promise<FrameLocator> {
  await page.goto(`/m/gameList?gameType=${game.gameType}`);
  await page
    .getByRole('button', { name: `Jogar ${game.name} de Ficha Originals` })
    .first()
    .click();
  const choice = page.getByRole('dialog');
  await choice
    .getByRole('button', { name: game.freePlay ? 'Jogar grátis' : 'Jogar com dinheiro real' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/m/launchGame\\?.*freePlay=${game.freePlay ? 1 : 0}`));
  const frame = page.frameLocator('iframe.launch__frame');
  await expect(frame.getByTestId('studio-balance')).toBeVisible();
  await expect(frame.locator('.studio')).toHaveAttribute('data-mode', game.freePlay ? 'FREE' : 'REAL');
  return frame;
}

export interface RecordedRound {
  id: string;
  stake: string;
  win: string;
  currency: string;
}

/** The member's last settled round of a game, as the server recorded it. */
export async function lastRound(memberId: number, gameCode: string): Promise<RecordedRound> {
  const { rows } = await e2eQuery(
    `SELECT id, (stake / 100.0)::numeric(20,2)::text AS stake, (win / 100.0)::numeric(20,2)::text AS win, currency
       FROM studio_rounds WHERE member_id = $1 AND game_code = $2 AND status = 'SETTLED'
      ORDER BY created_at DESC LIMIT 1`,
    [memberId, gameCode],
  );
  expect(rows, `a settled ${gameCode} round`).toHaveLength(1);
  return rows[0] as RecordedRound;
}

/** "1234.5" -> "1.234,50": how the studio shows amounts in Portuguese. */
export function ptAmount(amount: number): string {
  const [whole, cents] = amount.toFixed(2).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
}

/** The studio's balance after a round: what it was, minus the stake, plus the win. */
export async function expectBalanceAfter(frame: FrameLocator, before: number, round: RecordedRound) {
  const after = before - Number(round.stake) + Number(round.win);
  await expect(frame.getByTestId('studio-balance')).toHaveText(
    // Play money shows digits alone; the demo merchant's reais show their symbol (hardening 15).
    round.currency === 'PLAY' ? ptAmount(after) : `R$ ${ptAmount(after)}`,
  );
  return after;
}

/** The round in /m/gameRecord with its bet and win (spec section 2 game records). */
export async function expectGameRecord(page: Page, round: RecordedRound): Promise<void> {
  await page.goto('/m/gameRecord');
  const record = page.locator('.record').filter({ hasText: `Rodada ${round.id}` });
  await expect(record).toBeVisible();
  await expect(record.locator('.record__amounts dd').first()).toContainText(ptAmount(Number(round.stake)));
  await expect(record.locator('.record__amounts dd').nth(1)).toContainText(ptAmount(Number(round.win)));
}

/** Rotates the seeds in the fairness panel and verifies the latest round in the browser. */
export async function verifyInFairnessPanel(frame: FrameLocator): Promise<void> {
  await frame.getByRole('button', { name: 'Jogo justo' }).click();
  const sheet = frame.getByRole('dialog');
  const hash = await sheet.getByTestId('server-seed-hash').textContent();
  await sheet.getByRole('button', { name: 'Trocar sementes e revelar' }).click();
  await expect(sheet.getByTestId('revealed-seed')).toBeVisible();
  await expect(sheet.getByTestId('server-seed-hash')).not.toHaveText(hash ?? '');
  await sheet.getByRole('button', { name: 'Verificar' }).first().click();
  await expect(sheet.getByText('✓ Verificada: o resultado confere com as sementes.')).toBeVisible();
  await sheet.getByRole('button', { name: 'Fechar' }).click();
}

/** Every studio journey starts so: the console watched, a new member with `cash` signed in on the page. */
export async function startStudioJourney(
  page: Page,
  request: APIRequestContext,
  cash = '50.00',
): Promise<{ errors: string[]; player: StudioPlayer }> {
  const errors = watchConsole(page);
  const player = await newFundedPlayer(request, cash);
  await signInPage(page, player);
  return { errors, player };
}

/** A studio game as the lobby lists it: its tile's name, its category and its code. */
export interface StudioGame {
  name: string;
  gameType: string;
  code: string;
}

/**
 * One studio game's journey from the lobby: a new member with 50.00 signed in, the game launched
 * in free play (opening with 1.000,00 of play money) or real money (opening with R$ 50,00), the
 * rounds the server recorded, and the end every journey shares.
 */
export async function studioJourney(page: Page, request: APIRequestContext, game: StudioGame) {
  const { errors, player } = await startStudioJourney(page, request);
  const launch = async (freePlay: boolean) => {
    const frame = await launchStudioGame(page, { ...game, freePlay });
    await expect(frame.getByTestId('studio-balance')).toHaveText(freePlay ? '1.000,00' : 'R$ 50,00');
    return frame;
  };
  return {
    player,
    launchFree: () => launch(true),
    launchReal: () => launch(false),
    /** The member's latest round of the game. */
    lastRound: () => lastRound(player.memberId, game.code),
    /** The real-money round of `stake` just played: recorded in reais, the balance after it exact. */
    async expectRealRound(frame: FrameLocator, stake: string): Promise<RecordedRound> {
      const round = await lastRound(player.memberId, game.code);
      expect(round).toMatchObject({ currency: 'BRL', stake });
      await expectBalanceAfter(frame, 50, round);
      return round;
    },
    /** The end of every journey: the round in the member's game records, and no console error. */
    async finish(round: RecordedRound): Promise<void> {
      await expectGameRecord(page, round);
      expect(errors).toEqual([]);
    },
  };
}

/**
 * The studio games play with motion (reels, the crash curve, the wheel, tiles turning over), which
 * is part of what their journeys check; the rest of the suite runs with reduced motion
 * (playwright.config.ts). Each game's spec file calls test.use(WITH_MOTION).
 */
export const WITH_MOTION = { reducedMotion: 'no-preference' } as const;

/**
 * The test of a studio game's journey: `game` is set per file with studioTest.use, and `journey`
 * is that game's journey for the test's page.
 */
export const studioTest = test.extend<{ game: StudioGame; journey: StudioJourney }>({
  game: [{ name: '', gameType: '', code: '' }, { option: true }],
  journey: async ({ page, request, game }, use) => {
    await use(await studioJourney(page, request, game));
  },
});

export type StudioJourney = Awaited<ReturnType<typeof studioJourney>>;
