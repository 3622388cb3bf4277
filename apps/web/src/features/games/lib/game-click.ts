import { LOTTERY_VENDORS } from '@ficha/contract';

/** What a tap needs to know about a game: a list tile, a winner-board row or a vendor item. */
export interface PlayTarget {
  nodeId: string;
  vassalage?: string;
  gameId?: string;
  gameCode?: string;
  gameGroupId?: string | null;
  lottoMode?: string | null;
  /** Classifications; a lottery game's carry its play type, ent or trad (lottery-feed.ts). */
  gameClassifyNew?: readonly string[];
  /** 0: free play supported (spec section 3 'Game'); unknown counts as not supported. */
  supportPlay?: number;
  /** Shown on the launch screen while it loads and when the provider is unavailable. */
  name?: string;
  vendorName?: string;
}

export interface Player {
  isLoggedIn: boolean;
  isTrial: boolean;
}

export type ClickOutcome =
  | { kind: 'login' }
  | { kind: 'freeReject' }
  | { kind: 'choosePlay' }
  | { kind: 'navigate'; to: string };

export interface ClickContext {
  /** The vendor mapping has an ELOTT entry named TCG_LOTTO_VN or LOTT (spec section 4). */
  hasElectronicLottery: boolean;
  /** Launched from home: the frame's close button goes back to /m/home (route list 'pageBack=home'). */
  fromHome: boolean;
}

/** Lottery prize modes of spec section 4 'Game click' and section 9 (SEA for the SEA vendor). */
export const PRIZE_MODE = { vietnamese: 'VN', sea: 'SEA', electronic: 'ELOTT', plain: 'LOTT' } as const;

const LOTTERY_PLAY_TYPES: readonly string[] = ['ent', 'trad'];

export function isLotteryVendor(vassalage: string | undefined): boolean {
  return vassalage !== undefined && (LOTTERY_VENDORS as readonly string[]).includes(vassalage);
}

function withQuery(path: string, query: Record<string, string | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Spec section 4: TCG_LOTTO_VN plays the Vietnamese prize mode and TCG_SEA the SEA mode; our own
 * Vietnamese games (LOTT, ELOTT) carry the same modes in lottoMode; any other lottery game takes the
 * electronic mode when the vendor mapping has an ELOTT entry named TCG_LOTTO_VN or LOTT, else the
 * plain one.
 */
export function prizeModeOf(
  vassalage: string,
  lottoMode: string | null | undefined,
  hasElectronicLottery: boolean,
): string {
  if (vassalage === 'TCG_LOTTO_VN') return PRIZE_MODE.vietnamese;
  if (vassalage === 'TCG_SEA') return PRIZE_MODE.sea;
  if (lottoMode === PRIZE_MODE.vietnamese || lottoMode === PRIZE_MODE.sea) return lottoMode;
  return hasElectronicLottery ? PRIZE_MODE.electronic : PRIZE_MODE.plain;
}

/** The route list's playType (ent or trad): the game's classification, else entertainment. */
export function playTypeOf(target: PlayTarget): string {
  const declared = [...(target.gameClassifyNew ?? []), target.lottoMode ?? ''];
  return declared.find((value) => LOTTERY_PLAY_TYPES.includes(value)) ?? 'ent';
}

/**
 * A lottery game opens the lottery frame through /m/launchGame with the route list's lottery
 * query: playType, gameId, gameGroupId, prize_mode, code and pageBack (spec section 2), plus the
 * catalogue entry (nodeId, vendor) the launch call takes.
 */
export function lotteryPath(target: PlayTarget, context: ClickContext): string {
  const vendor = target.vassalage ?? '';
  return withQuery('/m/launchGame', {
    playType: playTypeOf(target),
    gameId: target.gameId,
    gameGroupId: target.gameGroupId,
    prize_mode: prizeModeOf(vendor, target.lottoMode, context.hasElectronicLottery),
    code: target.gameCode,
    nodeId: target.nodeId,
    vendor,
    name: target.name,
    pageBack: context.fromHome ? 'home' : undefined,
  });
}

/** /m/launchGame: the route list's gameId, gameGroupId, code and pageBack, plus what the call needs. */
export function launchPath(target: PlayTarget, freePlay: boolean, fromHome: boolean): string {
  return withQuery('/m/launchGame', {
    nodeId: target.nodeId,
    freePlay: freePlay ? '1' : '0',
    gameId: target.gameId,
    gameGroupId: target.gameGroupId,
    code: target.gameCode,
    vendor: target.vassalage,
    name: target.name,
    vendorName: target.vendorName,
    pageBack: fromHome ? 'home' : undefined,
  });
}

/**
 * Spec section 4 'Game click': no session goes to /m/login; a game with free play (supportPlay 0)
 * offers the choice first, so a trial user can still play it for free; otherwise trial users are
 * refused with 'free_reject'; lottery vendors open the lottery frame with their prize mode; the
 * rest go to the generic launcher for real money.
 */
export function decideGameClick(target: PlayTarget, player: Player, context: ClickContext): ClickOutcome {
  if (!player.isLoggedIn) return { kind: 'login' };
  const isLottery = isLotteryVendor(target.vassalage);
  if (!isLottery && target.supportPlay === 0) return { kind: 'choosePlay' };
  if (player.isTrial) return { kind: 'freeReject' };
  if (isLottery) return { kind: 'navigate', to: lotteryPath(target, context) };
  return { kind: 'navigate', to: launchPath(target, false, context.fromHome) };
}

/** After the real-money / free-play choice: a trial account may only play for free. */
export function decidePlayChoice(
  target: PlayTarget,
  freePlay: boolean,
  player: Player,
  context: ClickContext,
): ClickOutcome {
  if (!player.isLoggedIn) return { kind: 'login' };
  if (!freePlay && player.isTrial) return { kind: 'freeReject' };
  return { kind: 'navigate', to: launchPath(target, freePlay, context.fromHome) };
}
