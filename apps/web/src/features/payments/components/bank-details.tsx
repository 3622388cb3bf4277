import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '@/i18n/keys';
import { CopyButton } from './copy-button';

// The fields a bank-transfer method carries, in the order a member types them into a bank app.
const FIELDS: readonly { name: string; key: TranslationKey }[] = [
  { name: 'bank', key: 'bank.bank' },
  { name: 'branch', key: 'bank.branch' },
  { name: 'account', key: 'bank.account' },
  { name: 'holder', key: 'bank.holder' },
  { name: 'document', key: 'bank.document' },
];

/** Where to send a manual transfer, each line with its own copy button. */
export function BankDetails({ details }: { details: Record<string, string> }) {
  const { t } = useTranslation();
  const known = FIELDS.filter((field) => details[field.name]);
  const others = Object.keys(details).filter((name) => !FIELDS.some((field) => field.name === name));
  const rows = [
    ...known.map((field) => ({ name: field.name, label: t(field.key), value: details[field.name] ?? '' })),
    ...others.map((name) => ({ name, label: name, value: details[name] ?? '' })),
  ];
  return (
    <section className="bank-details" aria-labelledby="bank-details-title">
      <h2 id="bank-details-title" className="money-section__title">
        {t('bank.title')}
      </h2>
      <p className="money-field__hint">{t('bank.instructions')}</p>
      <dl className="bank-details__list">
        {rows.map((row) => (
          <div key={row.name} className="bank-details__row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
            <CopyButton text={row.value} what={row.label} />
          </div>
        ))}
      </dl>
    </section>
  );
}
