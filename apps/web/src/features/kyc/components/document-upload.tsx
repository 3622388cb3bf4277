import type { KycDocument, KycDocumentKind } from '@ficha/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '@/components/form';
import type { TranslationKey } from '@/i18n/keys';
import type { FormMessage } from '@/lib/form';
import { useUploadKycDocument } from '../api/kyc';
import { fileProblem, kycRefusal } from '../lib/kyc-refusal';

const LABELS: Record<KycDocumentKind, TranslationKey> = {
  DOCUMENT_FRONT: 'kyc.documentFront',
  DOCUMENT_BACK: 'kyc.documentBack',
  SELFIE: 'kyc.selfie',
};
const HINTS: Record<KycDocumentKind, TranslationKey> = {
  DOCUMENT_FRONT: 'kyc.documentHint',
  DOCUMENT_BACK: 'kyc.documentHint',
  SELFIE: 'kyc.selfieHint',
};

/** One file of the verification: what is sent already, a picker, the upload's progress, its refusal. */
export function DocumentUpload({
  kind,
  sent,
  disabled,
}: {
  kind: KycDocumentKind;
  sent: KycDocument | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const messageText = useMessageText();
  const upload = useUploadKycDocument();
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<FormMessage>();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    const problem = fileProblem(kind, file);
    if (problem) return setError(problem);
    setProgress(0);
    try {
      await upload.mutateAsync({ kind, file, onProgress: setProgress });
    } catch (failure) {
      setError(kycRefusal(failure));
    } finally {
      setProgress(undefined);
    }
  };

  const errorText = messageText(error);
  return (
    <li className="kyc-file">
      <div className="kyc-file__head">
        <label htmlFor={id} className="kyc-file__label">
          {t(LABELS[kind])}
        </label>
        <span className={sent ? 'kyc-file__state kyc-file__state--sent' : 'kyc-file__state'}>
          {sent ? t('kyc.fileSent') : t('kyc.fileMissing')}
        </span>
      </div>
      <p className="kyc-file__hint" id={`${id}-hint`}>
        {t(HINTS[kind])}
      </p>
      {/* The native picker's words follow the browser, not the site: it stays for assistive
          technology and the label below is what a finger taps. */}
      <input
        id={id}
        className="kyc-file__input visually-hidden"
        type="file"
        accept={kind === 'SELFIE' ? 'image/png,image/jpeg' : 'image/png,image/jpeg,application/pdf'}
        {...(kind === 'SELFIE' ? { capture: 'user' as const } : {})}
        disabled={disabled || progress !== undefined}
        aria-describedby={`${id}-hint${errorText ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <label
        htmlFor={id}
        className="btn btn--outline btn--sm kyc-file__pick"
        aria-hidden="true"
        data-disabled={disabled || progress !== undefined || undefined}
      >
        {sent ? t('kyc.replaceFile') : t('kyc.chooseFile')}
      </label>
      {progress !== undefined && (
        <progress
          className="kyc-file__progress"
          max={100}
          value={Math.round(progress * 100)}
          aria-label={t('kyc.uploading', { name: t(LABELS[kind]) })}
        />
      )}
      {errorText && (
        <p className="kyc-error" role="alert" id={`${id}-error`}>
          {errorText}
        </p>
      )}
    </li>
  );
}
