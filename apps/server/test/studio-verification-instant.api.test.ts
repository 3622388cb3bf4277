import { verifyChainedRounds, verifyPlayedRounds } from './studio-verification.ts';
import { useTestApp } from './test-app.ts';

// Issue 6 'Done means', first half (studio-verification.ts): dice, baccarat, fish and mines from
// their seeds, crash and the money wheel from their hash chains.
const env = useTestApp();
verifyPlayedRounds(env, ['ficha_dice', 'ficha_baccarat', 'ficha_fish', 'ficha_mines']);
verifyChainedRounds(env);
