import {
  ERROR_MESSAGES,
  fillPlaceholders,
  formatCurrency,
  type LanguageCode,
  localeOf,
  type ResultCode,
  RG_PERIOD_WORDS,
  type RgPeriod,
} from '@ficha/contract';

/**
 * An amount placed in a message: written as money in the reader's language when the message is
 * made ("entre R$ 20,00 e R$ 50.000,00"). `currency` is the amount's own (a game session's, play
 * money included); without it the merchant's currency of the request is used.
 */
export interface MoneyParam {
  money: string;
  currency?: string;
}

/** A moment placed in a message, written in the reader's language and the site's time zone. */
export interface TimeParam {
  at: string;
  timeZone: string;
}

/** A responsible-gaming window placed in a message ("24 horas"). */
export interface PeriodParam {
  period: RgPeriod;
}

export type MessageParams = Record<string, string | number | MoneyParam | TimeParam | PeriodParam>;

/** Marks a moment for a message's {placeholder}. */
export function timeParam(at: Date, timeZone: string): TimeParam {
  return { at: at.toISOString(), timeZone };
}

/** Marks a decimal amount ("20.00") as money for a message's {placeholder}. */
export function moneyParam(amount: string, currency?: string): MoneyParam {
  return currency === undefined ? { money: amount } : { money: amount, currency };
}

function paramText(param: MessageParams[string], language: LanguageCode, currency: string): string {
  if (typeof param !== 'object') return String(param);
  if ('period' in param) return RG_PERIOD_WORDS[language][param.period];
  if ('at' in param)
    return new Intl.DateTimeFormat(localeOf(language), {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: param.timeZone,
      timeZoneName: 'short',
    }).format(new Date(param.at));
  return formatCurrency(param.money, { locale: localeOf(language), currency: param.currency ?? currency });
}

/**
 * The message for a code; {name} placeholders are filled from params, money params formatted in
 * the language and `currency` (the merchant's; empty writes the digits alone).
 */
export function messageFor(
  code: ResultCode,
  language: LanguageCode,
  params: MessageParams = {},
  currency = '',
): string {
  return fillPlaceholders(ERROR_MESSAGES[language][code], (name) => {
    const param = params[name];
    return param === undefined ? undefined : paramText(param, language, currency);
  });
}
