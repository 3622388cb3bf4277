import { readStoredJson, writeStored } from '@/lib/storage';

/**
 * A visitor's chat identity (when the merchant lets visitors chat): kept in this browser per
 * merchant, sent as X-Chat-Visitor on the chat's calls and as the socket's credential.
 */
const KEY = 'ficha-chat-visitor';

type Tokens = Record<string, string>;

function readTokens(): Tokens {
  const stored = readStoredJson(KEY);
  return stored && typeof stored === 'object' ? (stored as Tokens) : {};
}

export function readVisitorToken(merchant: string): string | undefined {
  const token = readTokens()[merchant];
  return typeof token === 'string' ? token : undefined;
}

export function saveVisitorToken(merchant: string, token: string): void {
  writeStored(KEY, JSON.stringify({ ...readTokens(), [merchant]: token }));
}

/** The visitor's chat became a member's (or is gone): this browser keeps its token no more. */
export function forgetVisitorToken(merchant: string): void {
  const { [merchant]: _gone, ...rest } = readTokens();
  writeStored(KEY, JSON.stringify(rest));
}
