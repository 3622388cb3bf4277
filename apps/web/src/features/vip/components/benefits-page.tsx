import type { VipBenefits } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@/features/wallet';
import { useVipBenefits } from '../api/vip';
import { PageState } from './page-state';

/** /m/member/benefits: the VIP levels, the member's level, the progress to the next and each level's benefits. */
export function BenefitsPage() {
  const benefits = useVipBenefits();
  return <PageState query={benefits}>{(data) => <Benefits data={data} />}</PageState>;
}

function Benefits({ data }: { data: VipBenefits }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  if (!data.enabled) return <p className="vip-card vip-empty">{t('vip.none')}</p>;
  const current = data.levels.find((l) => l.level === data.level);
  return (
    <>
      <section className="vip-card vip-hero" aria-labelledby="vip-level">
        <h2 id="vip-level" className="vip-card__title" data-testid="vip-level">
          {current ? t('vip.level', { level: current.level, name: current.name }) : t('vip.noLevel')}
        </h2>
        <p className="vip-card__text">
          {t('vip.totals', { deposits: money(data.deposits), turnover: money(data.turnover) })}
          {data.windowDays ? ` ${t('vip.window', { days: data.windowDays })}` : ''}
        </p>
        {data.next ? (
          <p className="vip-card__text" data-testid="vip-next">
            {t('vip.next', {
              name: data.next.name,
              deposit: money(data.next.depositLeft),
              turnover: money(data.next.turnoverLeft),
            })}
          </p>
        ) : (
          <p className="vip-card__text">{t('vip.top')}</p>
        )}
        {data.downgrade && <p className="vip-card__note">{t('vip.downgrade')}</p>}
      </section>
      <ol className="vip-levels">
        {data.levels.map((l) => (
          <li key={l.level} className={`vip-card${l.level === data.level ? ' vip-card--current' : ''}`}>
            <h3 className="vip-card__title">{t('vip.level', { level: l.level, name: l.name })}</h3>
            <dl className="vip-benefits">
              <dt>{t('vip.needs')}</dt>
              <dd>{t('vip.needsText', { deposit: money(l.minDeposit), turnover: money(l.minTurnover) })}</dd>
              <dt>{t('vip.levelUp')}</dt>
              <dd>{money(l.levelUpBonus)}</dd>
              <dt>{t('vip.weekly')}</dt>
              <dd>{money(l.weeklyBonus)}</dd>
              <dt>{t('vip.monthly')}</dt>
              <dd>{money(l.monthlyBonus)}</dd>
              <dt>{t('vip.birthday')}</dt>
              <dd>{money(l.birthdayBonus)}</dd>
              <dt>{t('vip.withdraw')}</dt>
              <dd>{l.withdrawDailyMax ? money(l.withdrawDailyMax) : t('vip.siteLimit')}</dd>
              <dt>{t('vip.cashback')}</dt>
              <dd>{t('vip.cashbackText', { percent: l.cashbackPercent })}</dd>
            </dl>
          </li>
        ))}
      </ol>
    </>
  );
}
