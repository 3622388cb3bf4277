import { storageKeys } from '@/config/storage-keys';
import { readStored } from '@/lib/storage';

/** Session info as spec section 3 stores it under MC_SESSION_INFO. */
export interface SessionInfo {
  token: string;
  merchantCode?: string;
  userName?: string;
  type: number;
  firstTimeLogin?: boolean;
  customerType?: number;
}

// Spec section 3 "Member info": the member type defaults to 4 (trial) when unknown.
const DEFAULT_MEMBER_TYPE = 4;

let cachedRaw: string | null = null;
let cachedInfo: SessionInfo | null = null;

function parse(raw: string | null): SessionInfo | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const info = value as Record<string, unknown>;
    if (typeof info.token !== 'string' || info.token === '') return null;
    const type = Number(info.type);
    return {
      token: info.token,
      merchantCode: typeof info.merchantCode === 'string' ? info.merchantCode : undefined,
      userName: typeof info.userName === 'string' ? info.userName : undefined,
      type: Number.isInteger(type) && info.type !== null && info.type !== '' ? type : DEFAULT_MEMBER_TYPE,
      firstTimeLogin: info.firstTimeLogin === true,
      customerType: typeof info.customerType === 'number' ? info.customerType : undefined,
    };
  } catch {
    return null;
  }
}

/** Snapshot for useSyncExternalStore: the same object until the stored text changes. */
export function getSessionSnapshot(): SessionInfo | null {
  const raw = readStored(storageKeys.session);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedInfo = parse(raw);
  }
  return cachedInfo;
}

export function subscribeSession(onChange: () => void): () => void {
  // A login or logout in another tab reaches this one through the 'storage' event.
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}
