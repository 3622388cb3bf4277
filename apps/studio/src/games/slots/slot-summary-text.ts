import type { LanguageCode } from '@ficha/contract';
import type { Texts } from '../../shell/text.ts';

/** How a past round reads in the fairness panel's history. */
export const SUMMARY_TEXT: Texts<
  'lines' | 'stars' | 'ways' | 'wins' | 'noWin' | 'spin' | 'bought' | 'freeSpins'
> = {
  PT: {
    lines: '{count} linha(s)',
    stars: '{count} estrelas',
    ways: '{ways} caminhos',
    wins: '{count} prêmio(s)',
    noWin: 'sem prêmio',
    spin: 'Giro',
    bought: 'Compra',
    freeSpins: '{count} giros grátis',
  },
  EN: {
    lines: '{count} line(s)',
    stars: '{count} stars',
    ways: '{ways} ways',
    wins: '{count} win(s)',
    noWin: 'no win',
    spin: 'Spin',
    bought: 'Purchase',
    freeSpins: '{count} free spins',
  },
};

/** The summary's words in the page's language, with {name} placeholders filled. */
export function summaryText(
  language: LanguageCode,
  key: keyof (typeof SUMMARY_TEXT)['PT'],
  params: Record<string, string | number> = {},
): string {
  return SUMMARY_TEXT[language][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
