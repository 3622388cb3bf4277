/**
 * Before and after of an audit row, readably: one line per field that differs (nested objects by
 * their dotted path), values as short text. Rows with only one side list that side's fields.
 */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

const shown = (value: unknown): string => {
  if (value === undefined) return '';
  if (value === null) return '∅';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

function flatten(value: unknown, prefix: string, out: Map<string, unknown>): void {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0 && prefix) out.set(prefix, value);
    for (const [key, inner] of entries) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  } else if (prefix) {
    out.set(prefix, value);
  } else if (value !== undefined && value !== null) {
    out.set('value', value);
  }
}

export function changesOf(before: unknown, after: unknown): FieldChange[] {
  const a = new Map<string, unknown>();
  const b = new Map<string, unknown>();
  flatten(before, '', a);
  flatten(after, '', b);
  const fields = [...new Set([...a.keys(), ...b.keys()])];
  return fields.map((field) => {
    const was = shown(a.get(field));
    const now = shown(b.get(field));
    return { field, before: was, after: now, changed: was !== now };
  });
}

/** One line for the table: the fields that changed, "field: before → after". */
export function changeSummary(before: unknown, after: unknown, max = 3): string {
  const changed = changesOf(before, after).filter((c) => c.changed);
  const parts = changed
    .slice(0, max)
    .map((c) =>
      c.before && c.after ? `${c.field}: ${c.before} → ${c.after}` : `${c.field}: ${c.after || c.before}`,
    );
  if (changed.length > max) parts.push(`+${changed.length - max}`);
  return parts.join('; ');
}
