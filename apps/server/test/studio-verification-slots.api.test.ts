import { verifyPlayedRounds } from './studio-verification.ts';
import { useTestApp } from './test-app.ts';

// Issue 6 'Done means', second half (studio-verification.ts): the three slots from their seeds.
verifyPlayedRounds(useTestApp(), ['ficha_fruit_lines', 'ficha_mega_ways', 'ficha_dragon_vault']);
