import type { KycStatus } from '@ficha/contract';

/** Identity verification's pure rules (issue 19 part 4): the age rule, names, who may do what when. */

/** The member may upload and submit while nothing is under review or decided for good. */
export const canSubmit = (status: KycStatus): boolean =>
  status === 'NOT_STARTED' || status === 'MORE_INFO_REQUESTED';

/** The date of today in the merchant's time zone, YYYY-MM-DD: the age rule counts local birthdays. */
export function localDate(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A real calendar date between 1900 and today, or undefined. */
function calendarDate(text: string): { y: number; m: number; d: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return undefined;
  return y < 1900 ? undefined : { y, m, d };
}

/** Whole years from a birth date to `today` (both YYYY-MM-DD); undefined for no date or a future one. */
export function ageOn(birthDate: string, today: string): number | undefined {
  const born = calendarDate(birthDate);
  const now = calendarDate(today);
  if (!born || !now || birthDate > today) return undefined;
  const hadBirthday = now.m > born.m || (now.m === born.m && now.d >= born.d);
  return now.y - born.y - (hadBirthday ? 0 : 1);
}

/** A full name: letters, spaces and . ' -, at least a first and a last name, 5 to 120 characters. */
export function fullNameOf(input: string): string | undefined {
  const name = input.trim().replace(/\s+/g, ' ');
  if (name.length < 5 || name.length > 120 || !/^[\p{L}][\p{L} .'-]+$/u.test(name)) return undefined;
  return name.split(' ').filter((part) => /\p{L}{2,}/u.test(part)).length >= 2 ? name : undefined;
}

/** A CPF as the member's own pages show it: only the last digits. */
export const maskedCpf = (cpf: string | null): string | null =>
  cpf ? `•••.•••.${cpf.slice(6, 9)}-${cpf.slice(9)}` : null;
