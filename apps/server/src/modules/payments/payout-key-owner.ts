import type { PixKeyType } from '@ficha/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PixGateway } from './payment-gateway.ts';

/**
 * Withdrawals go only to accounts in the player's own CPF (issue 19 part 4). A CPF key names its
 * holder (kyc-holds.ts guardPayoutOwner); an e-mail, phone or random (EVP) key does not, so the
 * merchant's PIX gateway asks the DICT who owns it, and the key must be the member's own verified
 * CPF's. A merchant without a usable PIX gateway has nobody to ask: such keys are refused there
 * (the member's CPF key still works), rather than pay out to a key nobody checked.
 */
export async function guardKeyOwner(
  db: Kysely<DB>,
  gateway: PixGateway | undefined,
  merchantId: number,
  memberCpf: string | null,
  card: { pix_key_type: string | null; pix_key: string | null },
  refusal: () => AppError = () => new AppError('PAYOUT_KEY_OWNER_UNCONFIRMED'),
): Promise<void> {
  const type = card.pix_key_type as PixKeyType | null;
  if (type === null || type === 'CPF' || card.pix_key === null) return;
  if (memberCpf === null || !gateway) throw refusal();
  const owner = await gateway.keyOwner(db, { merchantId, type, key: card.pix_key });
  if (owner?.cpf !== memberCpf) throw refusal();
}
