import type { LanguageCode } from '@ficha/contract';
/** One seeded help article in both languages; content is an HTML fragment (see ../help-articles.ts). */
export interface HelpArticle {
  slug: 'terms' | 'privacy' | 'responsible-gaming' | 'deposits' | 'withdrawals' | 'account-faq';
  title: Record<LanguageCode, string>;
  content: Record<LanguageCode, string>; // HTML fragment
}

/** Joins template lines into one fragment without the indentation noise. */
export function html(strings: TemplateStringsArray): string {
  return strings
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .join('\n');
}
