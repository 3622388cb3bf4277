import {
  type NewPayoutAccount,
  type PayoutAccount,
  type PayoutKind,
  PIX_KEY_TYPES,
  type PixKeyType,
} from '@ficha/contract';
import { type ChangeEvent, type FormEvent, type InputHTMLAttributes, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { Modal } from '@/components/modal';
import { useToast } from '@/components/toast';
import type { TranslationKey } from '@/i18n/keys';
import { CPF_MASKED_LENGTH, maskCpf } from '@/lib/cpf-mask';
import { useAddPayoutAccount } from '../api/payout-accounts';
import { type FieldMessage, refusalField, refusalMessage, useFieldMessageText } from '../lib/field-message';
import { normalizePixKey, PIX_KEY_INPUT_MODE } from '../lib/pix-key';

const KEY_LABELS: Record<PixKeyType, TranslationKey> = {
  CPF: 'pixKey.CPF',
  EMAIL: 'pixKey.EMAIL',
  PHONE: 'pixKey.PHONE',
  EVP: 'pixKey.EVP',
};

const KEY_PLACEHOLDERS: Record<PixKeyType, TranslationKey> = {
  CPF: 'pixKey.placeholderCPF',
  EMAIL: 'pixKey.placeholderEMAIL',
  PHONE: 'pixKey.placeholderPHONE',
  EVP: 'pixKey.placeholderEVP',
};

type Field = 'holderName' | 'pixKey' | 'bankName' | 'branch' | 'accountNumber';

// The server's rule for a holder: letters, spaces and . ' - (its own name, 2 to 60 characters).
const HOLDER = /^[\p{L}][\p{L} .'-]{1,59}$/u;
const ACCOUNT_NUMBER = /^[0-9-]{4,20}$/;

interface AddAccountSheetProps {
  open: boolean;
  onClose: () => void;
  onAdded: (account: PayoutAccount) => void;
}

/** 'Add account' (issue 4 part 5): a PIX key with its type, or a bank account, in the member's own name. */
export function AddAccountSheet({ open, onClose, onAdded }: AddAccountSheetProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      variant="sheet"
      label={t('account.addTitle')}
      className="account-sheet"
    >
      <div className="sheet-grip" aria-hidden="true" />
      <header className="sheet-head">
        <h2>{t('account.addTitle')}</h2>
        <button type="button" className="icon-btn" onClick={onClose} aria-label={t('action.close')}>
          <Icon name="close" />
        </button>
      </header>
      {open && <AddAccountForm onAdded={onAdded} />}
    </Modal>
  );
}

function AddAccountForm({ onAdded }: { onAdded: (account: PayoutAccount) => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const toast = useToast();
  const messageText = useFieldMessageText();
  const addAccount = useAddPayoutAccount();
  const [kind, setKind] = useState<PayoutKind>('PIX');
  const [keyType, setKeyType] = useState<PixKeyType>('CPF');
  const [values, setValues] = useState<Record<Field, string>>({
    holderName: '',
    pixKey: '',
    bankName: '',
    branch: '',
    accountNumber: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, FieldMessage>>>({});

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const validate = (): { body?: NewPayoutAccount; errors: Partial<Record<Field, FieldMessage>> } => {
    const found: Partial<Record<Field, FieldMessage>> = {};
    const holderName = values.holderName.trim();
    if (!HOLDER.test(holderName)) found.holderName = { key: 'account.holderInvalid' };
    if (kind === 'PIX') {
      const pixKey = normalizePixKey(keyType, values.pixKey);
      if (!pixKey) found.pixKey = { key: 'account.keyInvalid' };
      return { errors: found, body: pixKey ? { kind, holderName, pixKeyType: keyType, pixKey } : undefined };
    }
    const bankName = values.bankName.trim();
    const accountNumber = values.accountNumber.trim();
    if (!bankName) found.bankName = { key: 'account.bankRequired' };
    if (!ACCOUNT_NUMBER.test(accountNumber)) found.accountNumber = { key: 'account.numberInvalid' };
    const branch = values.branch.trim() || undefined;
    return { errors: found, body: { kind, holderName, bankName, branch, accountNumber } };
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate();
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0 || !checked.body) return;
    addAccount.mutate(checked.body, {
      onSuccess: (account) => {
        toast(t('account.added'));
        onAdded(account);
      },
      onError: (error) => {
        const field = refusalField(error);
        const message = refusalMessage(error);
        // FIELD_INVALID names the field; its message may be empty, then the field's own rule explains.
        const shown = 'text' in message || message.key !== 'error.FIELD_INVALID' ? message : fieldRule(field);
        if (field && isField(field)) setErrors({ [field]: shown });
        else toast(messageText(message) ?? '', { durationMs: 3000 });
      },
    });
  };

  const input = (field: Field, label: string, extra: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div className="money-field">
      <label className="money-field__label" htmlFor={`${ids}-${field}`}>
        {label}
      </label>
      <input
        id={`${ids}-${field}`}
        className="money-input"
        value={values[field]}
        autoComplete="off"
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${ids}-${field}-error` : undefined}
        onChange={(event) => set(field, event.target.value)}
        {...extra}
      />
      {errors[field] && (
        <span id={`${ids}-${field}-error`} className="money-field__error" role="alert">
          {messageText(errors[field])}
        </span>
      )}
    </div>
  );

  return (
    <form className="account-form" onSubmit={handleSubmit} noValidate>
      <fieldset className="segmented">
        <legend className="visually-hidden">{t('account.kind')}</legend>
        {(['PIX', 'BANK'] as const).map((option) => (
          <label key={option} className="segmented__option">
            <input
              type="radio"
              name={`${ids}-kind`}
              checked={kind === option}
              onChange={() => {
                setKind(option);
                setErrors({});
              }}
            />
            <span className="segmented__label">
              {t(option === 'PIX' ? 'account.kindPix' : 'account.kindBank')}
            </span>
          </label>
        ))}
      </fieldset>
      {input('holderName', t('account.holder'), { autoComplete: 'name', maxLength: 60 })}
      <p className="money-field__hint">{t('account.ownName')}</p>
      {kind === 'PIX' ? (
        <>
          <fieldset className="key-types">
            <legend className="money-field__label">{t('account.keyType')}</legend>
            <div className="key-types__options">
              {PIX_KEY_TYPES.map((type) => (
                <label key={type} className="key-types__option">
                  <input
                    type="radio"
                    name={`${ids}-key-type`}
                    checked={keyType === type}
                    onChange={() => {
                      setKeyType(type);
                      set('pixKey', '');
                    }}
                  />
                  <span className="key-types__label">{t(KEY_LABELS[type])}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {input('pixKey', t('account.key'), {
            inputMode: PIX_KEY_INPUT_MODE[keyType],
            placeholder: t(KEY_PLACEHOLDERS[keyType]),
            maxLength: keyType === 'CPF' ? CPF_MASKED_LENGTH : 100,
            autoCapitalize: 'none',
            spellCheck: false,
            // A CPF key is formatted as it is typed (hardening 20); it is sent as its digits.
            ...(keyType === 'CPF' && {
              onChange: (event: ChangeEvent<HTMLInputElement>) => set('pixKey', maskCpf(event.target.value)),
            }),
          })}
          {keyType === 'CPF' && <p className="money-field__hint">{t('account.cpfOwn')}</p>}
        </>
      ) : (
        <>
          {input('bankName', t('account.bankName'), { maxLength: 60 })}
          <div className="account-form__pair">
            {input('branch', t('account.branch'), { inputMode: 'numeric', maxLength: 10 })}
            {input('accountNumber', t('account.number'), { inputMode: 'numeric', maxLength: 20 })}
          </div>
        </>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={addAccount.isPending}>
        {addAccount.isPending ? t('in_please_wait') : t('account.save')}
      </button>
    </form>
  );
}

function isField(name: string): name is Field {
  return ['holderName', 'pixKey', 'bankName', 'branch', 'accountNumber'].includes(name);
}

function fieldRule(field: string | undefined): FieldMessage {
  switch (field) {
    case 'holderName':
      return { key: 'account.holderInvalid' };
    case 'pixKey':
      return { key: 'account.keyRefused' };
    case 'bankName':
      return { key: 'account.bankRequired' };
    case 'accountNumber':
      return { key: 'account.numberInvalid' };
    default:
      return { key: 'error.FIELD_INVALID' };
  }
}
