import type { Feed } from './game-feed.ts';

/**
 * The demo catalogue: third-party studios whose integration is not configured on this
 * deployment (no launch URL), so a launch says the provider is unavailable. Titles are made up,
 * but shaped like a real feed: vendors per category, classifications, min bets, new and hot flags.
 */
const WORDS_EN = [
  'Golden',
  'Lucky',
  'Wild',
  'Mystic',
  'Royal',
  'Jungle',
  'Samba',
  'Dragon',
  'Fortune',
  'Treasure',
  'Carnival',
  'Amazon',
  'Tiger',
  'Phoenix',
  'Diamond',
  'Sunset',
  'Pirate',
  'Cosmic',
  'Mega',
  'Ocean',
];
// Portuguese titles read '<noun> <of the theme>': 'Riquezas do Dragão', 'Giros da Sorte'.
const THEMES_PT = [
  'do Ouro',
  'da Sorte',
  'da Natureza',
  'do Mistério',
  'do Rei',
  'da Selva',
  'do Samba',
  'do Dragão',
  'da Fortuna',
  'do Tesouro',
  'do Carnaval',
  'da Amazônia',
  'do Tigre',
  'da Fênix',
  'do Diamante',
  'do Pôr do Sol',
  'do Pirata',
  'do Cosmos',
  'Mega',
  'do Oceano',
];
const NOUNS_EN = ['Riches', 'Spins', 'Reels', 'Gems', 'Temple', 'Coins', 'Nights', 'Rush', 'Quest', 'Party'];
const NOUNS_PT = [
  'Riquezas',
  'Giros',
  'Rolos',
  'Joias',
  'Templo',
  'Moedas',
  'Noites',
  'Corrida',
  'Jornada',
  'Festa',
];
const MIN_BETS = ['0.01', '0.05', '0.10', '0.50', '0.75'];

function titles(index: number): { en: string; pt: string } {
  const a = index % WORDS_EN.length;
  const n = Math.floor(index / WORDS_EN.length) % NOUNS_EN.length;
  const sequel = index >= WORDS_EN.length * NOUNS_EN.length ? ' II' : '';
  const theme = THEMES_PT[a]!;
  const pt = theme === 'Mega' ? `Mega ${NOUNS_PT[n]}` : `${NOUNS_PT[n]} ${theme}`;
  return { en: `${WORDS_EN[a]} ${NOUNS_EN[n]}${sequel}`, pt: `${pt}${sequel}` };
}

type Title = { en: string; pt: string };
type GameType = Feed['games'][number]['gameType'];
type Vendor = NonNullable<Feed['vendors']>[number];

/** `<name> <n>`, taking turns through the names; n counts games from 1 unless `number` says otherwise. */
const turns =
  (en: string[], pt: string[], number = (i: number) => i + 1) =>
  (i: number): Title => ({
    en: `${en[i % en.length]} ${number(i)}`,
    pt: `${pt[i % pt.length]} ${number(i)}`,
  });

/**
 * One lobby category of the demo catalogue: its studios (code, display name, and where a studio
 * differs from the others: how many games, how far into the titles its names start), how many games
 * a studio has, what they are called and how they are classified.
 */
interface DemoCategory {
  category: Vendor['category'];
  /** The games' type, when it is not the category's name. */
  gameType?: GameType;
  vendors: Array<[code: string, displayName: string, differs?: { count?: number; titlesFrom?: number }]>;
  count: number;
  names: (i: number) => Title;
  classify: (i: number) => string[];
}

const none = () => [];

const CATALOGUE: DemoCategory[] = [
  {
    category: 'RNG',
    vendors: [
      ['BGS', 'BGS Games', { count: 30 }],
      ['AURORA', 'Aurora Gaming'],
      ['LUMEN', 'Lumen Slots', { titlesFrom: 60 }],
      ['TUCANO', 'Tucano Studio', { titlesFrom: 120 }],
    ],
    count: 170,
    names: titles,
    classify: (i) => [
      'slot',
      ...(i % 5 === 0 ? ['MEGAWAY'] : []),
      ...(i % 4 === 1 ? ['FEATUREBUY'] : []),
      ...(i % 3 === 2 ? ['BONUSGAME'] : []),
    ],
  },
  {
    category: 'LIVE',
    vendors: [['VIVO', 'Vivo Live']],
    count: 24,
    names: turns(
      ['Roulette', 'Baccarat', 'Blackjack', 'Sic Bo'],
      ['Roleta', 'Bacará', 'Blackjack', 'Sic Bo'],
    ),
    classify: (i) => [['roulette', 'baccarat', 'blackjack', 'dice'][i % 4]!],
  },
  {
    category: 'FISH',
    vendors: [['REEF', 'Reef Fishing']],
    count: 12,
    names: turns(['Ocean Hunter'], ['Caçador do Oceano']),
    classify: none,
  },
  {
    category: 'CRASH',
    vendors: [['ROCKET', 'Rocket Crash']],
    count: 8,
    names: turns(['Aviator', 'Rocket', 'Jet', 'Balloon'], ['Aviador', 'Foguete', 'Jato', 'Balão'], (i) =>
      Math.floor(i / 4 + 1),
    ),
    classify: () => ['Crash'],
  },
  {
    category: 'GAMESHOW',
    vendors: [['RODA', 'Roda Show']],
    count: 6,
    names: turns(['Money Wheel'], ['Roda da Fortuna']),
    classify: () => ['wheel'],
  },
  // Sports, cockfights and eSports are one sportsbook game each, in the SPORTS game type.
  ...(
    [
      ['SPORTS', 'APEX', 'Apex Sports', 'Sportsbook', 'Apostas Esportivas'],
      ['COCKFIGHT', 'GALO', 'Galo Arena', 'Cockfight Arena', 'Arena de Galos'],
      ['ESPORTS', 'PIXEL', 'Pixel eSports', 'eSports Book', 'Apostas eSports'],
    ] as const
  ).map(
    ([category, code, displayName, en, pt]): DemoCategory => ({
      category,
      gameType: 'SPORTS',
      vendors: [[code, displayName]],
      count: 1,
      names: () => ({ en, pt }),
      classify: none,
    }),
  ),
  {
    category: 'TG',
    vendors: [['MESA', 'Mesa Cards']],
    count: 10,
    names: turns(['Poker Table'], ['Mesa de Pôquer']),
    classify: () => ['table'],
  },
  {
    category: 'BG',
    vendors: [['BINGO', 'Bingo Brasil']],
    count: 8,
    names: turns(
      ['Bingo Classic', 'Bingo Turbo', 'Bingo Festa', 'Bingo Mania'],
      ['Bingo Clássico', 'Bingo Turbo', 'Bingo Festa', 'Bingo Mania'],
    ),
    classify: () => ['bingo'],
  },
  // The lottery category is the in-house lottery's (modules/lottery/gateway/lottery-feed.ts).
];

export function demoFeed(): Feed {
  const vendors: Vendor[] = [];
  const games: Feed['games'] = [];
  let hot = 0;
  for (const { category, count, names, classify, ...plan } of CATALOGUE) {
    const gameType = plan.gameType ?? (category as GameType);
    for (const [code, displayName, differs] of plan.vendors) {
      vendors.push({ code, displayName, accountTypeName: code, category, sort: vendors.length + 1 });
      for (let i = 0; i < (differs?.count ?? count); i++) {
        const name = names(i + (differs?.titlesFrom ?? 0));
        games.push({
          vendor: code,
          gameCode: `${code.toLowerCase()}-${i + 1}`,
          gameId: String(1000 + i),
          nameEN: name.en,
          namePT: name.pt,
          gameType,
          classify: classify(i),
          // Slots and crash games have a demo mode; live tables and sports do not.
          supportPlay: ['RNG', 'CRASH', 'FISH'].includes(gameType) ? 0 : 1,
          minBet: MIN_BETS[i % MIN_BETS.length]!,
          minLine: gameType === 'RNG' ? [10, 20, 25, 50][i % 4]! : 0,
          isNew: i % 7 === 3,
          ...(i % 11 === 0 && hot < 24 ? { hotRank: ++hot } : {}),
          sort: i,
        });
      }
    }
  }
  return { vendors, games };
}
