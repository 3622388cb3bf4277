import {
  type NewPayoutAccount,
  type PayoutAccount,
  type PayoutKind,
  PIX_KEY_TYPES,
  type PixKeyType,
} from '@ficha/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, SubmitButton, TextField, type TextFieldProps } from '@/components/form';
import { Icon } from '@/components/icon';
import { Modal } from '@/components/modal';
import { useToast } from '@/components/toast';
import type { TranslationKey } from '@/i18n/keys';
import { CPF_MASKED_LENGTH, maskCpf } from '@/lib/cpf-mask';
import {
  checkedBy,
  encodeMessage,
  type FormErrors,
  type FormMessage,
  refusalField,
  says,
  useZodForm,
} from '@/lib/form';
import { useAddPayoutAccount } from '../api/payout-accounts';
import { moneyRefusal, useMoneyMessageText } from '../lib/money-refusal';
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

type AccountValues = Record<Field, string> & { kind: PayoutKind; keyType: PixKeyType };
const FIELDS: readonly Field[] = ['holderName', 'pixKey', 'bankName', 'branch', 'accountNumber'];

/** The account as the server takes it, or the rule each field broke. */
function readAccount(values: AccountValues): { body?: NewPayoutAccount; errors: FormErrors<Field> } {
  const holderName = values.holderName.trim();
  const holderError = HOLDER.test(holderName) ? undefined : says('holderInvalid');
  if (values.kind === 'PIX') {
    const pixKey = normalizePixKey(values.keyType, values.pixKey);
    return {
      errors: { holderName: holderError, pixKey: pixKey ? undefined : says('pixKeyInvalid') },
      body: pixKey ? { kind: 'PIX', holderName, pixKeyType: values.keyType, pixKey } : undefined,
    };
  }
  const bankName = values.bankName.trim();
  const accountNumber = values.accountNumber.trim();
  const branch = values.branch.trim() || undefined;
  return {
    errors: {
      holderName: holderError,
      bankName: bankName ? undefined : says('bankRequired'),
      accountNumber: ACCOUNT_NUMBER.test(accountNumber) ? undefined : says('accountNumberInvalid'),
    },
    body: { kind: 'BANK', holderName, bankName, branch, accountNumber },
  };
}

const schema = checkedBy<AccountValues>((values) => readAccount(values).errors);

function AddAccountForm({ onAdded }: { onAdded: (account: PayoutAccount) => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const toast = useToast();
  const messageText = useMoneyMessageText();
  const addAccount = useAddPayoutAccount();
  const form = useZodForm(schema, {
    kind: 'PIX',
    keyType: 'CPF',
    holderName: '',
    pixKey: '',
    bankName: '',
    branch: '',
    accountNumber: '',
  });
  const [kind, keyType] = form.watch(['kind', 'keyType']);

  const handleSubmit = async (values: AccountValues) => {
    const { body } = readAccount(values);
    if (!body) return;
    try {
      const account = await addAccount.mutateAsync(body);
      toast(t('account.added'));
      onAdded(account);
    } catch (error) {
      const field = refusalField(error);
      const message = moneyRefusal(error);
      // FIELD_INVALID names the field; its message may be empty, then the field's own rule explains.
      const shown =
        'text' in message || !('key' in message) || message.key !== 'error.FIELD_INVALID'
          ? message
          : fieldRule(field);
      if (field && isField(field))
        form.setError(field, { message: encodeMessage(shown) }, { shouldFocus: true });
      else toast(messageText(message) ?? '', { durationMs: 3000 });
    }
  };

  const input = (field: Field, label: string, extra: Omit<TextFieldProps, 'name' | 'label'> = {}) => (
    <TextField name={field} look="money" label={label} autoComplete="off" {...extra} />
  );

  return (
    <Form form={form} onSubmit={handleSubmit} className="account-form">
      <fieldset className="pill-tabs segmented">
        <legend className="visually-hidden">{t('account.kind')}</legend>
        {(['PIX', 'BANK'] as const).map((option) => (
          <label key={option} className="segmented__option">
            <input
              type="radio"
              name={`${ids}-kind`}
              checked={kind === option}
              onChange={() => {
                form.setValue('kind', option);
                form.clearErrors();
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
                      form.setValue('keyType', type);
                      form.resetField('pixKey');
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
            transform: keyType === 'CPF' ? maskCpf : undefined,
          })}
          <p className="money-field__hint">{t(keyType === 'CPF' ? 'account.cpfOwn' : 'account.keyOwn')}</p>
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
      <SubmitButton>{t('account.save')}</SubmitButton>
    </Form>
  );
}

function isField(name: string): name is Field {
  return FIELDS.some((field) => field === name);
}

function fieldRule(field: string | undefined): FormMessage {
  switch (field) {
    case 'holderName':
      return says('holderInvalid');
    case 'pixKey':
      return says('pixKeyRefused');
    case 'bankName':
      return says('bankRequired');
    case 'accountNumber':
      return says('accountNumberInvalid');
    default:
      return { key: 'error.FIELD_INVALID' };
  }
}
