/**
 * Seeded help-centre articles.
 *
 * Every merchant starts with these six articles, in this order. The order is
 * part of the contract: the client links to them by index (/m/help?i=N), so
 * 0 = terms, 1 = privacy, 2 = responsible-gaming, 3 = deposits,
 * 4 = withdrawals, 5 = account-faq.
 *
 * Placeholders replaced by the server per merchant:
 *   {{site}}     operator's site name
 *   {{currency}} currency code, e.g. BRL
 *
 * Content is an HTML fragment limited to: h3, p, ul, ol, li, strong, em,
 * a (relative href only), table, thead, tbody, tr, th, td.
 */

import { ACCOUNT_FAQ } from './help-articles/account.ts';
import type { HelpArticle } from './help-articles/article.ts';
import { PRIVACY, RESPONSIBLE_GAMING, TERMS } from './help-articles/legal.ts';
import { DEPOSITS, WITHDRAWALS } from './help-articles/money.ts';

export type { HelpArticle };

export const HELP_ARTICLES: HelpArticle[] = [
  TERMS,
  PRIVACY,
  RESPONSIBLE_GAMING,
  DEPOSITS,
  WITHDRAWALS,
  ACCOUNT_FAQ,
];
