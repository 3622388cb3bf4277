// npm run bench: prints what a cheap phone downloads for the home page (gzipped JS), how Lighthouse
// rates the home and game list pages, and how fast the server answers the home's boot calls beside
// a hello-world Fastify. Figures only; nothing here asserts on time.
import { apiFigures } from './bench-api.ts';
import { webPageFigures } from './bench-lighthouse.ts';
import { bundleFigures } from './bench-web.ts';

/** Generated titles for a catalogue of realistic size (vendor AURORA, slots). */
function largeFeed(count: number) {
  const words = [
    'Dragão',
    'Fortuna',
    'Tigre',
    'Samba',
    'Ouro',
    'Lua',
    'Sol',
    'Mar',
    'Estrela',
    'Rei',
    'Rainha',
    'Selva',
  ];
  return {
    games: Array.from({ length: count }, (_, i) => ({
      vendor: 'AURORA',
      gameCode: `bench-${i}`,
      gameId: String(100_000 + i),
      nameEN: `${words[i % words.length]} ${words[Math.floor(i / words.length) % words.length]} ${i}`,
      gameType: 'RNG' as const,
      classify: ['slot'],
      minBet: '0.10',
    })),
  };
}

bundleFigures();
await webPageFigures();
await apiFigures({ catalogue: largeFeed });
