import { isDepositKind, type LanguageCode } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney, localeOf } from '@/lib/format';
import classes from './phone-preview.module.css';
import { isFixedKind, type PromotionValues } from './promotion-values';

/** Money typed in the form, shown as the phone shows it ('' while it is not an amount yet). */
const moneyIn = (amount: string, currency: string, language: LanguageCode) =>
  /^\d+(\.\d{1,2})?$/.test(amount.trim()) ? formatMoney(amount.trim(), currency, language) : '…';

/**
 * The terms the player site lists (apps/web PromotionDetail's Terms), computed from the form the
 * way the server answers them: a percent only without a fixed amount, no wagering where the
 * licence forbids it, the largest bet only with wagering.
 */
function termRows(
  v: PromotionValues,
  wageringAllowed: boolean,
  currency: string,
  lng: LanguageCode,
  t: (key: string, options?: Record<string, unknown>) => string,
) {
  const money = (amount: string) => moneyIn(amount, currency, lng);
  const fixed = isFixedKind(v.kind) || (isDepositKind(v.kind) && v.bonusType === 'FIXED');
  const rows: Array<[string, string]> = [];
  if (fixed) rows.push([t('phone.bonus'), money(v.fixedAmount)]);
  else if (isDepositKind(v.kind))
    rows.push([
      t('phone.bonus'),
      t('phone.percentUpTo', { percent: v.percent || '…', max: money(v.maxBonus) }),
    ]);
  else rows.push([t('phone.cap'), money(v.maxBonus)]);
  if (isDepositKind(v.kind) && Number(v.minDeposit) > 0)
    rows.push([t('phone.minDeposit'), money(v.minDeposit)]);
  const turnover = wageringAllowed ? Number(v.turnoverMultiplier) || 0 : 0;
  rows.push([t('phone.turnover'), turnover === 0 ? t('phone.noTurnover') : `${turnover}×`]);
  if (turnover > 0) rows.push([t('phone.maxBet'), money(v.maxBet)]);
  if (v.maxConversion.trim() !== '') rows.push([t('phone.maxConversion'), money(v.maxConversion)]);
  if (v.expiryDays.trim() !== '')
    rows.push([t('phone.expiry'), t('phone.days', { count: Number(v.expiryDays) || 0 })]);
  if (v.endsAt) rows.push([t('phone.endsAt'), new Date(v.endsAt).toLocaleDateString(localeOf(lng))]);
  return rows;
}

/** The button the member sees under the terms (before any claim). */
const actionOf = (kind: string) =>
  isDepositKind(kind) ? 'phone.depositWith' : kind === 'REFERRAL' ? 'phone.invite' : 'phone.claim';

/**
 * How the promotion looks on the phone site while it is edited: its card on /m/activity and its
 * page (/m/activityDetail) in a 390 px frame, in the chosen language. The description is drawn in
 * a sandboxed frame, so nothing typed can run in the console.
 */
export function PhonePreview({
  values,
  language,
  currency,
  wageringAllowed,
}: {
  values: PromotionValues;
  language: LanguageCode;
  currency: string;
  wageringAllowed: boolean;
}) {
  const { t } = useTranslation();
  const title = values.titles[language]?.trim() || t('promotionsOps.preview.untitled');
  const description = values.descriptions[language] ?? '';
  /** The phone's own words, in the preview's language whatever the console's. */
  const phone = (key: string, options?: Record<string, unknown>) =>
    t(`promotionsOps.${key}`, { lng: language, ...options });
  return (
    <figure className={classes.phone} aria-label={t('promotionsOps.preview.label')}>
      <div className={classes.header}>{phone('phone.header')}</div>
      <div className={classes.screen}>
        <div className={classes.page}>
          <p className={classes.caption}>{t('promotionsOps.preview.list')}</p>
          <div className={classes.card} data-testid="preview-card">
            {values.bannerUrl.trim() && <img className={classes.banner} src={values.bannerUrl} alt="" />}
            <div className={classes.cardTitle}>{title}</div>
          </div>
          <p className={classes.caption}>{t('promotionsOps.preview.detail')}</p>
          <article className={classes.page} style={{ padding: 0 }} data-testid="preview-detail">
            {values.bannerUrl.trim() && (
              <img className={classes.detailBanner} src={values.bannerUrl} alt="" />
            )}
            <h1 className={classes.detailTitle}>{title}</h1>
            {description.trim() !== '' && (
              <iframe
                className={classes.description}
                title={t('promotionsOps.preview.label')}
                sandbox=""
                srcDoc={`<!doctype html><meta charset="utf-8"><body style="font:14px/1.45 system-ui,sans-serif;margin:0;color:#111827">${description}</body>`}
              />
            )}
            <dl className={classes.terms}>
              {termRows(values, wageringAllowed, currency, language, phone).map(([label, value]) => (
                <div key={label} style={{ display: 'contents' }}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <div className={classes.action}>{phone(actionOf(values.kind))}</div>
          </article>
        </div>
      </div>
    </figure>
  );
}
