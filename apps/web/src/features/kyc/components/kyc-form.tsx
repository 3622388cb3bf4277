import { KYC_DOCUMENT_KINDS, type KycState } from '@ficha/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '@/components/form';
import { useToast } from '@/components/toast';
import { maskCpf } from '@/lib/cpf-mask';
import type { FormMessage } from '@/lib/form';
import { useSubmitKyc } from '../api/kyc';
import { kycRefusal } from '../lib/kyc-refusal';
import { DocumentUpload } from './document-upload';

/** The three files, then the details, then 'send for review'. */
export function KycForm({ state }: { state: KycState }) {
  const { t } = useTranslation();
  const ids = useId();
  const toast = useToast();
  const messageText = useMessageText();
  const submit = useSubmitKyc();
  const [fullName, setFullName] = useState(state.fullName ?? '');
  const [birthDate, setBirthDate] = useState(state.birthDate ?? '');
  const [cpf, setCpf] = useState('');
  const [error, setError] = useState<FormMessage>();
  const sent = (kind: string) => state.documents.find((d) => d.kind === kind);
  const allSent = KYC_DOCUMENT_KINDS.every((kind) => sent(kind));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!allSent) return setError({ key: 'kyc.filesFirst' });
    try {
      await submit.mutateAsync({
        fullName,
        birthDate,
        ...(state.cpf === null ? { cpf: cpf.replace(/\D/g, '') } : {}),
      });
      toast(t('kyc.sentToast'));
    } catch (failure) {
      setError(kycRefusal(failure));
    }
  };

  const errorText = messageText(error);
  return (
    <form className="panel" onSubmit={send} noValidate aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="panel__title">
        {t('kyc.formTitle')}
      </h2>
      <p className="panel__text">{t('kyc.formIntro')}</p>
      <ul className="kyc-files">
        {KYC_DOCUMENT_KINDS.map((kind) => (
          <DocumentUpload key={kind} kind={kind} sent={sent(kind)} disabled={submit.isPending} />
        ))}
      </ul>
      <label className="kyc-field">
        <span>{t('kyc.fullName')}</span>
        <input
          className="kyc-field__input"
          value={fullName}
          autoComplete="name"
          maxLength={120}
          onChange={(e) => setFullName(e.target.value)}
        />
      </label>
      <label className="kyc-field">
        <span>{t('kyc.birthDate')}</span>
        <input
          className="kyc-field__input"
          type="date"
          value={birthDate}
          autoComplete="bday"
          onChange={(e) => setBirthDate(e.target.value)}
        />
      </label>
      {state.cpf === null ? (
        <label className="kyc-field">
          <span>{t('kyc.cpf')}</span>
          <input
            className="kyc-field__input"
            inputMode="numeric"
            value={cpf}
            onChange={(e) => setCpf(maskCpf(e.target.value))}
          />
        </label>
      ) : (
        <p className="panel__text">{t('kyc.cpfOnFile', { cpf: state.cpf })}</p>
      )}
      {errorText && (
        <p className="kyc-error" role="alert">
          {errorText}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={submit.isPending}>
        {t('kyc.send')}
      </button>
    </form>
  );
}
