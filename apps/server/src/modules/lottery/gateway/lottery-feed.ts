import {
  type LOTTERY_CATALOGUE_VENDORS,
  LOTTERY_GAMES,
  type LotteryGame,
} from '@ficha/games/lottery/lottery-games';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { Feed } from '../../games/game-feed.ts';
import { importFeed } from '../../games/game-feed.ts';
import { deleteUnconnectedVendors } from './gateway.queries.ts';

/**
 * The in-house lottery in the catalogue (issue 14 part 4: "the lottery games are in the catalogue
 * under the lottery category and launch like any game; the made-up lottery vendors of the demo feed
 * are replaced by this one").
 *
 * Which vendor code the catalogue shows. The site's game click (spec section 4) routes by vendor:
 * "TCG_LOTTO_VN launches lottery with the Vietnamese prize mode; TCG_SEA with prize mode SEA; LOTT
 * or ELOTT launch a lottery page". Those TCG codes name another company's lottery, so our games use
 * the two generic lottery codes instead:
 *   - LOTT: the entertainment games (fast dice, five digits) and the traditional daily Vietnamese
 *     draws, which the spec calls the plain lottery;
 *   - ELOTT: the electronic Vietnamese draw every 5 minutes ("the electronic ('ELOTT') variant").
 * The Vietnamese games carry their prize mode in lottoMode (VN north, SEA south), which the click
 * passes on as prize_mode just as it would for TCG_LOTTO_VN and TCG_SEA. Whatever the code shown,
 * every one of them is played through the one engine of this folder: its game sessions and wallet
 * bets are under LOTTERY_VENDOR (FICHA_LOTTO), and the catalogue's gameCode and gameId are the
 * engine's game code. (LOTTERY_CATALOGUE_VENDORS, in the games package, names the two.)
 */
export function catalogueVendorOf(game: LotteryGame): (typeof LOTTERY_CATALOGUE_VENDORS)[number] {
  return game.code.startsWith('ficha_elotto_') ? 'ELOTT' : 'LOTT';
}

/** The demo feed's made-up lottery studios of earlier versions, removed from existing databases. */
const RETIRED_DEMO_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA'];

/** Where the launch of a catalogue lottery game opens: the lottery frame's entry route. */
export const LOTTERY_LAUNCH_URL = '/m/startLottery';

/** Fast games drawn every minute are the popular ones: first in /lgw/games/popular and in hot games. */
const HOT_GAMES: Record<string, number> = { ficha_lotto_k3_1m: 30, ficha_lotto_vn: 31 };

export function lotteryFeed(): Feed {
  return {
    vendors: [
      {
        code: 'LOTT',
        displayName: 'Ficha Loto',
        accountTypeName: 'LOTT',
        category: 'LOTTERY' as const,
        sort: 60,
      },
      {
        code: 'ELOTT',
        displayName: 'Ficha e-Loto',
        accountTypeName: 'LOTT',
        category: 'LOTTERY' as const,
        sort: 61,
      },
    ].map((vendor) => ({ ...vendor, launchUrl: LOTTERY_LAUNCH_URL })),
    games: LOTTERY_GAMES.map((game, index) => ({
      vendor: catalogueVendorOf(game),
      gameCode: game.code,
      gameId: game.code,
      nameEN: game.names.EN,
      namePT: game.names.PT,
      gameType: 'LOTTERY' as const,
      // The play type (ent, trad) is the game's classification, so the click knows it.
      classify: [game.playType],
      gameGroupId: game.kind,
      ...(game.prizeMode ? { lottoMode: game.prizeMode } : {}),
      // Lottery is real money only: no free play.
      supportPlay: 1,
      minBet: game.minBet,
      isNew: game.playType === 'ent' && game.prizeMode !== null,
      ...(HOT_GAMES[game.code] ? { hotRank: HOT_GAMES[game.code] } : {}),
      sort: index,
    })),
  };
}

/**
 * Loads the lottery's catalogue entries (at every start, like the studio's feed, so a new lottery
 * game appears on an existing site) and removes the made-up lottery studios an older demo seed
 * imported, with their favourites and recent entries. A retired code that an operator connected
 * for real (it has a launch URL) stays.
 */
export async function importLotteryCatalogue(db: Kysely<DB>): Promise<void> {
  await deleteUnconnectedVendors(db, RETIRED_DEMO_VENDORS);
  await importFeed(db, lotteryFeed());
}
