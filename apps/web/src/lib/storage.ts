/**
 * Web storage that never throws: Safari private mode, a full quota or a disabled storage must not
 * take the site down, so a failed read is "nothing stored" and a failed write is dropped.
 */
type Area = 'local' | 'session';

function area(kind: Area): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStored(key: string, kind: Area = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null, kind: Area = 'local'): void {
  try {
    if (value === null) area(kind)?.removeItem(key);
    else area(kind)?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the value simply is not remembered.
  }
}

/** Parses stored JSON; anything unparsable counts as absent (spec section 4: an unparsable cache is ignored). */
export function readStoredJson(key: string, kind: Area = 'local'): unknown {
  const raw = readStored(key, kind);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
