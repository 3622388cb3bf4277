import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { clearLoginThrottleBeforeEach } from './support/account-helpers.ts';
import { openSignedIn, signIn, unwrap } from './support/api.ts';
import { watchConsole } from './support/console.ts';
import { e2eQuery } from './support/database.ts';
import { demoOperatorToken } from './support/operator.ts';

// Issue 5 'Done means' at the phone viewport of playwright.config.ts: a guest browses the lobby,
// filters RNG by vendor and min bet, searches LIVE, pages with more-games and is sent to login by a
// game; a member favourites a game, finds it in /m/fav, removes it, launches a game, sees the
// provider-unavailable state and finds the game in recent games. Issue 15 part 7: players see only
// games of vendors with a live integration; a game the operator switches off leaves the lobby.

const MEMBER = { username: 'jogador01', password: 'Jogador2026' };

interface GameListAnswer {
  games: { nodeId: string; gameName: string; vassalage: string; displayName: string }[];
  pageNum: number;
  totalPages: number;
  total: number;
}

/** The same list the screen asks for, straight from the API, to compare counts with. */
async function listFromApi(
  request: APIRequestContext,
  query: Record<string, string>,
): Promise<GameListAnswer> {
  const params = new URLSearchParams({
    platform: 'html5',
    language: 'PT',
    pageNo: '1',
    pageSize: '9',
    ...query,
  });
  return unwrap<GameListAnswer>(await request.get(`/wps/relay/GCSGAME_gameList?${params.toString()}`));
}

async function memberRows(table: 'favourite_games' | 'recent_games', nodeId?: string): Promise<number> {
  const { rows } = await e2eQuery(
    `SELECT count(*)::int AS n FROM ${table} t
       JOIN members m ON m.id = t.member_id JOIN merchants s ON s.id = m.merchant_id
      WHERE s.code = 'FICHA' AND m.username = $1 AND ($2::text IS NULL OR t.node_id::text = $2)`,
    [MEMBER.username, nodeId ?? null],
  );
  return Number(rows[0]?.n ?? 0);
}

/** A refused call (PROVIDER_UNAVAILABLE is a 409) is logged by the browser itself; the rest is a bug. */
function unexpected(problems: string[]): string[] {
  return problems.filter(
    (problem) => !/Failed to load resource: the server responded with a status of 409/.test(problem),
  );
}

function gameTiles(page: Page, listName: string) {
  return page.getByRole('list', { name: listName, exact: true }).getByRole('listitem');
}

/** Where the demo studios launch in this spec: never opened (their launches are refused first). */
const DEMO_LAUNCH_URL = 'https://vendor.invalid/launch';

/** The demo feed's studios have no integration; players see none of their games until they do. */
async function integrateDemoStudios(launchUrl: string | null, vendors?: string[]): Promise<void> {
  await e2eQuery(
    `UPDATE game_vendors SET launch_url = $1
      WHERE code NOT IN ('FICHA', 'LOTT', 'ELOTT') AND ($2::text[] IS NULL OR code = ANY($2))`,
    [launchUrl, vendors ?? null],
  );
}

// The lobby journeys below need a catalogue of several vendors: the demo studios are integrated
// for this spec, and taken back to how the demo has them after it.
test.beforeAll(() => integrateDemoStudios(DEMO_LAUNCH_URL));
test.afterAll(() => integrateDemoStudios(null));

clearLoginThrottleBeforeEach();

test('a guest browses the lobby, filters RNG, searches LIVE, pages, and a game asks for login', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const problems = watchConsole(page);

  // Spec section 2 'Home and lobby': hot games, RNG with a vendor picker, the categories, jackpot, winners.
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { name: 'Jogos em alta' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver todos: Jogos em alta' })).toHaveAttribute(
    'href',
    '/m/hot',
  );
  await expect(gameTiles(page, 'Jogos em alta')).toHaveCount(6);
  const rng = page.getByTestId('lobby-RNG');
  await expect(rng.getByRole('heading', { name: 'Slots' })).toBeVisible();
  const picker = rng.getByRole('group', { name: 'Escolha um provedor' });
  await expect(picker.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
  // Spec section 4 'Vendor sorting': BGS first for RNG.
  await expect(picker.getByRole('button').nth(1)).toHaveText('BGS Games');
  await picker.getByRole('button', { name: 'Lumen Slots' }).click();
  await expect(picker.getByRole('button', { name: 'Lumen Slots' })).toHaveAttribute('aria-pressed', 'true');
  await expect(rng.getByRole('listitem').first()).toContainText('Lumen Slots');
  for (const vendor of await rng.locator('.game-tile__vendor').allTextContents())
    expect(vendor).toBe('Lumen Slots');
  await expect(rng.getByRole('link', { name: 'Ver todos: Slots' })).toHaveAttribute(
    'href',
    '/m/gameList?gameType=RNG&vassalage=LUMEN',
  );
  // Spec section 4 'Jackpot counter': starts between 2,000,000 and 2,100,000.
  const jackpot = page.getByTestId('jackpot-value');
  await jackpot.scrollIntoViewIfNeeded();
  await expect(jackpot).toHaveText(/^R\$2\.0\d\d\.\d{3},\d\d$|^R\$2\.100\.000,00$/);
  await expect(page.getByRole('heading', { name: 'Últimos ganhadores' })).toBeVisible();

  // The game list of RNG: 9 a page, page bar 'n / total' (spec sections 2 and 9).
  const all = await listFromApi(request, { gameType: 'RNG' });
  await page.goto('/m/gameList?gameType=RNG');
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Categorias' }).getByRole('link', { name: 'Slots' }),
  ).toHaveAttribute('aria-current', 'page');
  const slots = gameTiles(page, 'Slots');
  await expect(slots).toHaveCount(9);
  await expect(page.getByText(`1 / ${all.totalPages}`)).toBeVisible();
  const more = page.getByRole('button', { name: 'Mais jogos' });
  await more.click();
  await expect(slots).toHaveCount(18);
  await expect(page.getByText(`2 / ${all.totalPages}`)).toBeVisible();

  // Filter by vendor and minimum bet (spec section 5: min bet only for RNG).
  const filtered = await listFromApi(request, { gameType: 'RNG', vassalage: 'AURORA', minBet: '0.05' });
  expect(filtered.total).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filtrar' });
  await expect(sheet.getByRole('group', { name: 'Classificação' })).toBeVisible();
  const listAsked = page.waitForRequest(
    (req) =>
      req.url().includes('GCSGAME_gameList') &&
      req.url().includes('vassalage=AURORA') &&
      req.url().includes('minBet=0.05'),
  );
  await sheet.getByRole('group', { name: 'Provedor' }).getByRole('button', { name: 'Aurora Gaming' }).click();
  await sheet.getByRole('group', { name: 'Aposta mínima' }).getByRole('button', { name: '0.05' }).click();
  await sheet.getByRole('button', { name: 'Ver jogos' }).click();
  await expect(sheet).toBeHidden();
  await listAsked;
  await expect(page).toHaveURL(/vassalage=AURORA/);
  await expect(page).toHaveURL(/minBet=0\.05/);
  await expect(page.getByText(`Total: ${filtered.total}`)).toBeVisible();
  await expect(page.getByText(`1 / ${filtered.totalPages}`)).toBeVisible();
  for (const vendor of await page.locator('.game-tile__vendor').allTextContents())
    expect(vendor).toBe('Aurora Gaming');
  // Choosing the selected vendor again deselects it; reset clears all (spec section 2).
  await page.getByRole('button', { name: /^Filtrar/ }).click();
  await sheet.getByRole('group', { name: 'Provedor' }).getByRole('button', { name: 'Aurora Gaming' }).click();
  await expect(sheet.getByRole('button', { name: 'Aurora Gaming' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page).not.toHaveURL(/vassalage=/);
  await sheet.getByRole('button', { name: 'Limpar' }).click();
  await expect(page).not.toHaveURL(/minBet=/);
  await page.keyboard.press('Escape');
  await expect(page.getByText(`Total: ${all.total}`)).toBeVisible();

  // LIVE has the search box: trimmed, on Enter; a category change starts at page 1.
  await page.getByRole('navigation', { name: 'Categorias' }).getByRole('link', { name: 'Ao vivo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ao vivo' })).toBeVisible();
  const roulettes = await listFromApi(request, { gameType: 'LIVE', gameName: 'roleta' });
  const search = page.getByRole('searchbox', { name: 'Buscar mesas ao vivo' });
  await search.fill('  roleta  ');
  await search.press('Enter');
  await expect(page).toHaveURL(/gameName=roleta(&|$)/);
  const live = gameTiles(page, 'Ao vivo');
  await expect(live).toHaveCount(Math.min(roulettes.total, 9));
  for (const name of await page.locator('.game-tile__name').allTextContents()) expect(name).toMatch(/Roleta/);
  // The last page: the more-games button is disabled.
  await expect(page.getByText(`1 / ${roulettes.totalPages}`)).toBeVisible();
  if (roulettes.totalPages === 1)
    await expect(page.getByRole('button', { name: 'Mais jogos' })).toBeDisabled();

  // Spec section 4 'Game click': no session goes to /m/login.
  await live
    .first()
    .getByRole('button', { name: /^Jogar / })
    .click();
  await expect(page).toHaveURL(/\/m\/login$/);
  // And the star asks for login too (toast 'in_logged_login').
  await page.goto('/m/hot');
  await gameTiles(page, 'Jogos em alta')
    .first()
    .getByRole('button', { name: /^Adicionar .* aos favoritos$/ })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Faça login primeiro' })).toBeVisible();
  expect(unexpected(problems)).toEqual([]);
});

test('a member favourites a game, finds and removes it in /m/fav, launches a game and finds it in recent games', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const problems = watchConsole(page);
  await e2eQuery(
    `DELETE FROM favourite_games f USING members m, merchants s
      WHERE f.member_id = m.id AND m.merchant_id = s.id AND s.code = 'FICHA' AND m.username = $1`,
    [MEMBER.username],
  );
  await e2eQuery(
    `DELETE FROM recent_games r USING members m, merchants s
      WHERE r.member_id = m.id AND m.merchant_id = s.id AND s.code = 'FICHA' AND m.username = $1`,
    [MEMBER.username],
  );
  await openSignedIn(page, await signIn(request, MEMBER));

  // Favourite a game from the FISH list (spec section 4 'Favourite toggle': saved confirmation).
  const fish = await listFromApi(request, { gameType: 'FISH' });
  const favourite = fish.games[0]!;
  await page.goto('/m/gameList?gameType=FISH');
  const fishTile = gameTiles(page, 'Pescaria').first();
  await expect(fishTile).toContainText(favourite.gameName);
  await fishTile.getByRole('button', { name: `Adicionar ${favourite.gameName} aos favoritos` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Salvo nos favoritos' })).toBeVisible();
  await expect(
    fishTile.getByRole('button', { name: `Remover ${favourite.gameName} dos favoritos` }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => memberRows('favourite_games', favourite.nodeId)).toBe(1);

  // /m/fav lists it; removing drops the tile at once.
  await page.goto('/m/fav');
  await expect(page.getByRole('tab', { name: 'Favoritos' })).toHaveAttribute('aria-selected', 'true');
  const favourites = gameTiles(page, 'Favoritos');
  await expect(favourites).toHaveCount(1);
  await expect(favourites.first()).toContainText(favourite.gameName);
  await favourites
    .first()
    .getByRole('button', { name: `Remover ${favourite.gameName} dos favoritos` })
    .click();
  await expect(favourites).toHaveCount(0);
  await expect(page.getByText('Nenhum dado')).toBeVisible();
  await expect.poll(() => memberRows('favourite_games')).toBe(0);

  // Launch a slot: free play is offered (supportPlay 0); real money goes to the launcher. The
  // vendor's integration is withdrawn after the list was shown, so the launcher says plainly that
  // the provider is not available.
  const slots = await listFromApi(request, { gameType: 'RNG', vassalage: 'AURORA' });
  const slot = slots.games[0]!;
  await page.goto('/m/gameList?gameType=RNG&vassalage=AURORA');
  await expect(gameTiles(page, 'Slots').first()).toContainText(slot.gameName);
  await integrateDemoStudios(null, ['AURORA']);
  await gameTiles(page, 'Slots')
    .first()
    .getByRole('button', { name: `Jogar ${slot.gameName} de Aurora Gaming` })
    .click();
  const choice = page.getByRole('dialog', { name: 'Como você quer jogar?' });
  await expect(choice.getByRole('button', { name: 'Jogar grátis' })).toBeVisible();
  await choice.getByRole('button', { name: 'Jogar com dinheiro real' }).click();
  await expect(page).toHaveURL(new RegExp(`/m/launchGame\\?nodeId=${slot.nodeId}&freePlay=0`));
  const unavailable = page.getByTestId('provider-unavailable');
  await expect(unavailable.getByText('Aurora Gaming ainda não está disponível')).toBeVisible();
  await expect(unavailable).toContainText('nenhuma aposta foi feita');
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect.poll(() => memberRows('recent_games', slot.nodeId)).toBe(1);
  // Never listed while the vendor is not integrated; back when it is.
  expect((await listFromApi(request, { gameType: 'RNG', vassalage: 'AURORA' })).total).toBe(0);
  await integrateDemoStudios(DEMO_LAUNCH_URL, ['AURORA']);

  // Close goes back; the game is in recent games, on /m/fav and in the home lobby.
  await page.getByRole('button', { name: 'Fechar' }).click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG&vassalage=AURORA$/);
  await page.goto('/m/fav?tab=recent');
  await expect(page.getByRole('tab', { name: 'Jogados recentemente' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(gameTiles(page, 'Jogados recentemente').first()).toContainText(slot.gameName);
  await page.goto('/m/home');
  await expect(page.getByTestId('lobby-recent').getByRole('listitem').first()).toContainText(slot.gameName);

  // Game records: the member's rounds; none were played, so 'no data'.
  await page.goto('/m/gameRecord');
  await expect(page.getByRole('button', { name: '7 dias' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Nenhuma rodada jogada neste período.')).toBeVisible();
  expect(unexpected(problems)).toEqual([]);
});

test('a game the operator switches off leaves the lobby and search, and its launch is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const problems = watchConsole(page);
  const hot = await unwrap<{ list: { nodeId: string; gameName: string; vassalage: string }[] }>(
    await request.get('/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5', {
      headers: { language: 'PT' },
    }),
  );
  // An in-house game: its name is its own (demo studios share made-up titles).
  const game = hot.list.find((g) => g.vassalage === 'FICHA')!;
  await openSignedIn(page, await signIn(request, MEMBER));
  await page.goto('/m/hot');
  await expect(gameTiles(page, 'Jogos em alta').filter({ hasText: game.gameName })).toHaveCount(1);

  // The operator switches it off in the console's API (the Games screen calls the same route).
  const token = await demoOperatorToken(request);
  const ops = { authorization: `Bearer ${token}`, language: 'EN' };
  const merchantId = Number((await e2eQuery(`SELECT id FROM merchants WHERE code = 'FICHA'`)).rows[0]?.id);
  const found = await unwrap<{ list: Array<Record<string, unknown> & { nodeId: string; version: number }> }>(
    await request.get(`/ops/api/v1/games?merchantId=${merchantId}&status=shown&pageSize=500`, {
      headers: ops,
    }),
  );
  const row = found.list.find((g) => g.nodeId === game.nodeId)!;
  const setEnabled = async (enabled: boolean, version: number) =>
    unwrap<{ version: number; status: string }>(
      await request.post(`/ops/api/v1/games/${game.nodeId}`, {
        headers: ops,
        data: {
          merchantId,
          version,
          enabled,
          isHot: row.isHot,
          isNew: row.isNew,
          minBet: row.minBet,
          sort: row.sort,
        },
      }),
    );
  const off = await setEnabled(false, row.version);
  expect(off.status).toBe('disabled');
  try {
    // The page opened before still shows the tile; launching it is refused with a clear message.
    await gameTiles(page, 'Jogos em alta')
      .filter({ hasText: game.gameName })
      .getByRole('button', { name: new RegExp(`^Jogar ${game.gameName}`) })
      .click();
    const choice = page.getByRole('dialog', { name: 'Como você quer jogar?' });
    const refused = page.getByTestId('game-disabled');
    await expect(choice.or(refused)).toBeVisible();
    if (await choice.isVisible())
      await choice.getByRole('button', { name: 'Jogar com dinheiro real' }).click();
    await expect(refused.getByText('Este jogo não está disponível neste site no momento.')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);

    // The lobby, the hot list and the search no longer show it.
    await page.goto('/m/hot');
    await expect(gameTiles(page, 'Jogos em alta').first()).toBeVisible();
    await expect(gameTiles(page, 'Jogos em alta').filter({ hasText: game.gameName })).toHaveCount(0);
    const search = await listFromApi(request, { gameName: game.gameName, pageSize: '100' });
    expect(search.games.map((g) => g.nodeId)).not.toContain(game.nodeId);
  } finally {
    await setEnabled(true, off.version);
  }
  await page.goto('/m/hot');
  await expect(gameTiles(page, 'Jogos em alta').filter({ hasText: game.gameName })).toHaveCount(1);
  expect(unexpected(problems)).toEqual([]);
});
