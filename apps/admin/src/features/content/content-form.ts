/**
 * Form helpers shared by the content forms: the contract's schema checks the form before it is
 * sent (the server checks it again with the same schema), and its issues become field errors.
 */

export type FieldErrors = Record<string, string>;

interface Issue {
  path: PropertyKey[];
  message: string;
}
/** What a contract schema answers (zod's safeParse), without the app depending on zod itself. */
export interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
}

/** The first issue of each field, keyed by the field's path ("endsAt", "urls.PT"). */
export function fieldErrors(error: { issues: Issue[] }): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Parses the form's values with the schema: the data to send, or the errors to show. */
export function checkForm<T>(
  schema: Schema<T>,
  values: unknown,
): { data: T; errors: null } | { data: null; errors: FieldErrors } {
  const parsed = schema.safeParse(values);
  return parsed.success
    ? { data: parsed.data, errors: null }
    : { data: null, errors: fieldErrors(parsed.error) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO moment as a datetime-local input shows it (the browser's time zone); '' for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as the API's ISO moment; null when empty (open on that side). */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
}

/** Whether a window (start, end) covers now: what the player site shows. */
export function showingNow(
  item: { active: boolean; startsAt: string | null; endsAt: string | null },
  now = Date.now(),
) {
  return (
    item.active &&
    (item.startsAt === null || Date.parse(item.startsAt) <= now) &&
    (item.endsAt === null || Date.parse(item.endsAt) > now)
  );
}
