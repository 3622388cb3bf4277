import { STUDIO_GAMES, STUDIO_VENDOR } from '@ficha/games/catalogue';
import type { Feed } from '../games/game-feed.ts';

/** Where a launched studio game opens: the studio client, which reads session, game and lang. */
export const STUDIO_LAUNCH_URL = '/studio/';

/**
 * The in-house studio as a vendor feed (issue 5 part 1: "the seed holds the in-house studio's
 * games"): imported at every start like any vendor's feed, so a new studio game appears in the
 * lobby of an existing site too. Every studio game supports free play (supportPlay 0).
 */
export function studioFeed(): Feed {
  return {
    vendors: [
      {
        code: STUDIO_VENDOR,
        displayName: 'Ficha Originals',
        accountTypeName: STUDIO_VENDOR,
        category: 'RNG',
        launchUrl: STUDIO_LAUNCH_URL,
        sort: 0,
      },
    ],
    games: STUDIO_GAMES.map((game, index) => ({
      vendor: STUDIO_VENDOR,
      gameCode: game.code,
      gameId: game.code,
      nameEN: game.names.EN,
      namePT: game.names.PT,
      gameType: game.gameType as Feed['games'][number]['gameType'],
      classify: game.classify,
      supportPlay: 0,
      minBet: game.minBet,
      // The declared RTP of the game's maths, which the RTP simulation checks.
      rtp: Math.round(game.declaredRtp * 10_000) / 100,
      isNew: game.isNew,
      ...(game.hot ? { hotRank: index + 1 } : {}),
      sort: -100 + index,
    })),
  };
}
