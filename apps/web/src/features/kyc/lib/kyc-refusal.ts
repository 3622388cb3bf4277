import { KYC_MAX_BYTES, type KycDocumentKind } from '@ficha/contract';
import type { TranslationKey } from '@/i18n/keys';
import { ApiError } from '@/lib/api-client';
import { type FormMessage, refusalField, refusalMessage } from '@/lib/form';

/** What the site says about a refused upload or submission (issue 19 part 4). */

const FIELD_KEYS: Record<string, TranslationKey> = {
  fullName: 'kyc.fullNameInvalid',
  birthDate: 'kyc.birthDateInvalid',
  cpf: 'kyc.cpfInvalid',
};

/**
 * The server's text for its KYC codes (some carry figures, like the size limit, that only it
 * fills, already in the request's language); a field's own message for FIELD_INVALID; else the
 * code's translation.
 */
export function kycRefusal(error: unknown): FormMessage {
  if (error instanceof ApiError && error.code.startsWith('KYC_') && error.message)
    return { text: error.message };
  const field = refusalField(error);
  if (error instanceof ApiError && error.code === 'FIELD_INVALID' && field && FIELD_KEYS[field])
    return { key: FIELD_KEYS[field] };
  return refusalMessage(error);
}

const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/**
 * The same rules as the server, checked before the bytes leave so the member learns at once (the
 * server judges the bytes again: a renamed file is still refused there).
 */
export function fileProblem(kind: KycDocumentKind, file: File): FormMessage | undefined {
  const allowed = kind === 'SELFIE' ? IMAGE_TYPES : [...IMAGE_TYPES, 'application/pdf'];
  if (file.size > KYC_MAX_BYTES)
    return { key: 'kyc.fileTooLarge', values: { max: KYC_MAX_BYTES / (1024 * 1024) } };
  if (!allowed.includes(file.type)) return { key: kind === 'SELFIE' ? 'kyc.selfieType' : 'kyc.documentType' };
  return undefined;
}
