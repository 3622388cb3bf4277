import type { FieldRule, RegisterField } from '@ficha/contract';

export type RuleMap = Partial<Record<RegisterField, FieldRule>>;

export function ruleMap(list: readonly FieldRule[] | undefined): RuleMap {
  const map: RuleMap = {};
  for (const rule of list ?? []) map[rule.field] = rule;
  return map;
}

/**
 * Spec section 5, the same test the server applies: an empty optional field passes, a required one
 * must be present, a present one must match the pattern (JS source, flag 'u', trimmed value).
 */
export function checkRule(rule: FieldRule | undefined, value: string): 'missing' | 'pattern' | undefined {
  if (!rule?.enabled) return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return rule.required ? 'missing' : undefined;
  try {
    return new RegExp(rule.pattern, 'u').test(trimmed) ? undefined : 'pattern';
  } catch {
    // A pattern this browser cannot compile is left to the server, which has the last word anyway.
    return undefined;
  }
}

/** Spec section 3: one leading zero is removed from the mobile number before it is sent. */
export function stripLeadingZero(mobile: string): string {
  return mobile.trim().replace(/^0/, '');
}

/** Digits only, for fields the spec declares numeric (captcha, SMS code, mobile number). */
export function digitsOnly(value: string, maxLength: number): string {
  return value.replace(/\D/g, '').slice(0, maxLength);
}
