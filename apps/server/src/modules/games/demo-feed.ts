import type { Feed } from './game-feed.ts';

/**
 * The demo catalogue: third-party studios whose integration is not configured on this
 * deployment (no launch URL), so a launch says the provider is unavailable. Titles are made up,
 * but shaped like a real feed: vendors per category, classifications, min bets, new and hot flags.
 */
const VENDORS: NonNullable<Feed['vendors']> = [
  { code: 'BGS', displayName: 'BGS Games', accountTypeName: 'BGS', category: 'RNG', sort: 1 },
  { code: 'AURORA', displayName: 'Aurora Gaming', accountTypeName: 'AURORA', category: 'RNG', sort: 2 },
  { code: 'LUMEN', displayName: 'Lumen Slots', accountTypeName: 'LUMEN', category: 'RNG', sort: 3 },
  { code: 'TUCANO', displayName: 'Tucano Studio', accountTypeName: 'TUCANO', category: 'RNG', sort: 4 },
  { code: 'VIVO', displayName: 'Vivo Live', accountTypeName: 'VIVO', category: 'LIVE', sort: 5 },
  { code: 'REEF', displayName: 'Reef Fishing', accountTypeName: 'REEF', category: 'FISH', sort: 6 },
  { code: 'ROCKET', displayName: 'Rocket Crash', accountTypeName: 'ROCKET', category: 'CRASH', sort: 7 },
  { code: 'RODA', displayName: 'Roda Show', accountTypeName: 'RODA', category: 'GAMESHOW', sort: 8 },
  { code: 'APEX', displayName: 'Apex Sports', accountTypeName: 'APEX', category: 'SPORTS', sort: 9 },
  { code: 'GALO', displayName: 'Galo Arena', accountTypeName: 'GALO', category: 'COCKFIGHT', sort: 10 },
  { code: 'PIXEL', displayName: 'Pixel eSports', accountTypeName: 'PIXEL', category: 'ESPORTS', sort: 11 },
  { code: 'MESA', displayName: 'Mesa Cards', accountTypeName: 'MESA', category: 'TG', sort: 12 },
  { code: 'BINGO', displayName: 'Bingo Brasil', accountTypeName: 'BINGO', category: 'BG', sort: 13 },
  {
    code: 'TCG_LOTTO_VN',
    displayName: 'TCG Lotto',
    accountTypeName: 'TCG_LOTTO_VN',
    category: 'LOTTERY',
    sort: 14,
  },
];

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

const PER_CATEGORY: Record<
  string,
  { count: number; names: (i: number) => { en: string; pt: string }; classify: (i: number) => string[] }
> = {
  RNG: {
    count: 170,
    names: titles,
    classify: (i) => [
      'slot',
      ...(i % 5 === 0 ? ['MEGAWAY'] : []),
      ...(i % 4 === 1 ? ['FEATUREBUY'] : []),
      ...(i % 3 === 2 ? ['BONUSGAME'] : []),
    ],
  },
  LIVE: {
    count: 24,
    names: (i) => ({
      en: `${['Roulette', 'Baccarat', 'Blackjack', 'Sic Bo'][i % 4]} ${i + 1}`,
      pt: `${['Roleta', 'Bacará', 'Blackjack', 'Sic Bo'][i % 4]} ${i + 1}`,
    }),
    classify: (i) => [['roulette', 'baccarat', 'blackjack', 'dice'][i % 4]!],
  },
  FISH: {
    count: 12,
    names: (i) => ({ en: `Ocean Hunter ${i + 1}`, pt: `Caçador do Oceano ${i + 1}` }),
    classify: () => [],
  },
  CRASH: {
    count: 8,
    names: (i) => ({
      en: `${['Aviator', 'Rocket', 'Jet', 'Balloon'][i % 4]} ${Math.floor(i / 4) + 1}`,
      pt: `${['Aviador', 'Foguete', 'Jato', 'Balão'][i % 4]} ${Math.floor(i / 4) + 1}`,
    }),
    classify: () => ['Crash'],
  },
  GAMESHOW: {
    count: 6,
    names: (i) => ({ en: `Money Wheel ${i + 1}`, pt: `Roda da Fortuna ${i + 1}` }),
    classify: () => ['wheel'],
  },
  SPORTS: { count: 1, names: () => ({ en: 'Sportsbook', pt: 'Apostas Esportivas' }), classify: () => [] },
  COCKFIGHT: { count: 1, names: () => ({ en: 'Cockfight Arena', pt: 'Arena de Galos' }), classify: () => [] },
  ESPORTS: { count: 1, names: () => ({ en: 'eSports Book', pt: 'Apostas eSports' }), classify: () => [] },
  TG: {
    count: 10,
    names: (i) => ({ en: `Poker Table ${i + 1}`, pt: `Mesa de Pôquer ${i + 1}` }),
    classify: () => ['table'],
  },
  BG: {
    count: 8,
    names: (i) => ({
      en: `Bingo ${['Classic', 'Turbo', 'Festa', 'Mania'][i % 4]} ${i + 1}`,
      pt: `Bingo ${['Clássico', 'Turbo', 'Festa', 'Mania'][i % 4]} ${i + 1}`,
    }),
    classify: () => ['bingo'],
  },
  LOTTERY: {
    count: 4,
    names: (i) => ({ en: `Vietnam Lotto ${i + 1}`, pt: `Loto Vietnã ${i + 1}` }),
    classify: () => [],
  },
};

export function demoFeed(): Feed {
  const games: Feed['games'] = [];
  let hot = 0;
  for (const vendor of VENDORS) {
    const plan = PER_CATEGORY[vendor.category === 'RNG' ? 'RNG' : vendor.category]!;
    const count = vendor.category === 'RNG' ? (vendor.code === 'BGS' ? 30 : plan.count) : plan.count;
    for (let i = 0; i < count; i++) {
      const offset = vendor.code === 'LUMEN' ? 60 : vendor.code === 'TUCANO' ? 120 : 0;
      const name = plan.names(i + offset);
      const gameType = ['SPORTS', 'COCKFIGHT', 'ESPORTS'].includes(vendor.category)
        ? 'SPORTS'
        : vendor.category;
      games.push({
        vendor: vendor.code,
        gameCode: `${vendor.code.toLowerCase()}-${i + 1}`,
        gameId: String(1000 + i),
        nameEN: name.en,
        namePT: name.pt,
        gameType: gameType as Feed['games'][number]['gameType'],
        classify: plan.classify(i),
        // Slots and crash games have a demo mode; live tables and sports do not.
        supportPlay: ['RNG', 'CRASH', 'FISH'].includes(gameType) ? 0 : 1,
        minBet: MIN_BETS[i % MIN_BETS.length]!,
        minLine: gameType === 'RNG' ? [10, 20, 25, 50][i % 4]! : 0,
        isNew: i % 7 === 3,
        ...(i % 11 === 0 && hot < 24 ? { hotRank: ++hot } : {}),
        ...(vendor.code === 'TCG_LOTTO_VN' ? { lottoMode: 'VN' } : {}),
        sort: i,
      });
    }
  }
  return { vendors: VENDORS, games };
}
