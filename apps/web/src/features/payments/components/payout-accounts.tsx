import type { PayoutAccount } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { Skeleton } from '@/components/skeleton';
import type { TranslationKey } from '@/i18n/keys';
import { AddAccountSheet } from './add-account-sheet';
import { MethodIcon } from './method-icon';

const KEY_LABELS: Record<string, TranslationKey> = {
  CPF: 'pixKey.CPF',
  EMAIL: 'pixKey.EMAIL',
  PHONE: 'pixKey.PHONE',
  EVP: 'pixKey.EVP',
};

/** "PIX · E-mail •••• .com" or "Banco Demo •••• 4567": what the member recognises an account by. */
export function useAccountLabel(): (account: PayoutAccount) => string {
  const { t } = useTranslation();
  return (account) => {
    if (account.kind === 'PIX') {
      const type = account.pixKeyType ? KEY_LABELS[account.pixKeyType] : undefined;
      return `PIX · ${type ? t(type) : (account.pixKeyType ?? '')} ${account.pixKey ?? ''}`.trim();
    }
    return `${account.bankName ?? t('account.kindBank')} ${account.accountNumber ?? ''}`.trim();
  };
}

interface PayoutAccountsProps {
  accounts: readonly PayoutAccount[] | undefined;
  isPending: boolean;
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  error?: string;
}

/** The member's payout accounts as choices, with 'add account' in a bottom sheet. */
export function PayoutAccounts({ accounts, isPending, selectedId, onSelect, error }: PayoutAccountsProps) {
  const { t } = useTranslation();
  const label = useAccountLabel();
  const [isAdding, setAdding] = useState(false);

  return (
    <fieldset className="payout-accounts" aria-describedby={error ? 'payout-error' : undefined}>
      <legend className="money-section__title">{t('account.title')}</legend>
      {isPending ? (
        <Skeleton height={60} radius={12} />
      ) : accounts && accounts.length > 0 ? (
        <div className="payout-accounts__list">
          {accounts.map((account) => (
            <label key={account.id} className="choice-card method-option payout-option">
              <input
                type="radio"
                name="payout-account"
                className="method-option__radio"
                checked={account.id === selectedId}
                onChange={() => onSelect(account.id)}
              />
              <span className="icon-badge method-option__icon">
                <MethodIcon code={account.kind === 'PIX' ? 'PIX' : 'BANK_TRANSFER'} size={22} />
              </span>
              <span className="method-option__text">
                <span className="method-option__name">{label(account)}</span>
                <span className="meta-text">{account.holderName}</span>
              </span>
            </label>
          ))}
        </div>
      ) : (
        <p className="payout-accounts__empty">{t('account.none')}</p>
      )}
      {error && (
        <span id="payout-error" className="money-field__error" role="alert">
          {error}
        </span>
      )}
      <button type="button" className="btn btn--outline btn--block" onClick={() => setAdding(true)}>
        <Icon name="plusSquare" size={18} />
        {t('account.add')}
      </button>
      <AddAccountSheet
        open={isAdding}
        onClose={() => setAdding(false)}
        onAdded={(account) => {
          onSelect(account.id);
          setAdding(false);
        }}
      />
    </fieldset>
  );
}
