import { STUDIO_GAMES } from '@ficha/games/catalogue';
import { describe, expect, it } from 'vitest';
import { importFeed } from '../src/modules/games/game-feed.ts';
import { useTestApp } from './test-app.ts';

/**
 * Issue 19 part 5, "Honest display": "Each game's RTP in its info sheet and the lobby tile's
 * details". The studio's RTP comes from its maths (packages/games), a vendor's from its feed; a
 * game whose vendor published none answers null, never a made-up figure.
 */

const env = useTestApp();

type ListedGame = { gameCode: string; vassalage: string; rtp: string | null };
const list = async (query: string) =>
  (await env.app.inject({ method: 'GET', url: `/wps/relay/GCSGAME_gameList?pageSize=100&${query}` })).json()
    .value.games as ListedGame[];

describe('the RTP in the catalogue', () => {
  it('lists every studio game with the RTP its maths declares', async () => {
    const studio = await list('vassalage=FICHA');
    expect(studio.length).toBe(STUDIO_GAMES.length);
    for (const game of STUDIO_GAMES) {
      const listed = studio.find((g) => g.gameCode === game.code);
      expect(listed?.rtp, game.code).toBe((game.declaredRtp * 100).toFixed(2));
    }
    expect(studio.find((g) => g.gameCode === 'ficha_baccarat')?.rtp).toBe('98.94');
  });

  it("takes a vendor's RTP from its feed, and answers null when the feed has none", async () => {
    const vendor = {
      code: 'RTPV',
      displayName: 'RTP Vendor',
      accountTypeName: 'RTPV',
      category: 'RNG',
      launchUrl: 'https://games.example/launch',
    };
    const game = (gameCode: string, rtp?: string) => ({
      vendor: 'RTPV',
      gameCode,
      gameId: gameCode,
      nameEN: gameCode,
      gameType: 'RNG',
      ...(rtp !== undefined ? { rtp } : {}),
    });
    await importFeed(env.db, {
      vendors: [vendor],
      games: [game('published', '96.5'), game('silent'), game('blank', '')],
    });
    const games = await list('vassalage=RTPV');
    expect(Object.fromEntries(games.map((g) => [g.gameCode, g.rtp]))).toEqual({
      published: '96.50',
      silent: null,
      blank: null,
    });
    // A new feed without the figure takes it away: the site shows only what the vendor states.
    await importFeed(env.db, { games: [game('published')] });
    expect((await list('vassalage=RTPV')).find((g) => g.gameCode === 'published')?.rtp).toBeNull();
    // An impossible figure is refused, and nothing of that feed is written.
    await expect(importFeed(env.db, { games: [game('published', '120')] })).rejects.toThrow();
    await expect(importFeed(env.db, { games: [game('published', '0')] })).rejects.toThrow();
  });
});
