import { normalizeCpf } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { registerEntry, upsertRegisterEntries } from './rg.repository.ts';
import { rgNow } from './rg-clock.ts';

/**
 * The central self-exclusion register (Brazil keeps one for every licensed operator), asked at
 * registration and login. The built-in register is local: the rg_register table, which the
 * operator fills from the national register (`npm run rg:import`, or the console's import).
 * A connection to a national service implements this interface instead.
 */
export interface SelfExclusionRegister {
  isExcluded(db: Kysely<DB>, cpf: string): Promise<boolean>;
}

export const selfExclusionRegister: SelfExclusionRegister = {
  async isExcluded(db, cpf) {
    return (await registerEntry(db, cpf, rgNow())) !== undefined;
  },
};

/**
 * Imports CPFs into the local register (the console's import and `npm run rg:import`): each entry
 * is read as a CPF with its check digits; invalid ones are listed back and nothing is kept of them.
 */
export async function importRegister(
  db: Kysely<DB>,
  entries: string[],
  source: string,
): Promise<{ imported: number; rejected: string[] }> {
  const valid: string[] = [];
  const rejected: string[] = [];
  for (const entry of entries) {
    const cpf = normalizeCpf(entry.trim());
    if (cpf) valid.push(cpf);
    else rejected.push(entry);
  }
  return { imported: await upsertRegisterEntries(db, valid, source), rejected };
}
