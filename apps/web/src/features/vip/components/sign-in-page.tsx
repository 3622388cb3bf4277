import type { SignInState } from '@ficha/contract';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '@/components/form/message-text';
import { useToast } from '@/components/toast';
import { useFormatMoney } from '@/features/wallet';
import { refusalMessage } from '@/lib/form/refusal';
import { useClaimSignIn, useSignIn } from '../api/vip';
import { PageState } from './page-state';

/** /m/activity/signIn: the calendar, today's claim and the streak. */
export function SignInPage() {
  const state = useSignIn();
  return <PageState query={state}>{(data) => <Calendar data={data} />}</PageState>;
}

function Calendar({ data }: { data: SignInState }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const claim = useClaimSignIn();
  const toast = useToast();
  const messageText = useMessageText();
  if (!data.enabled)
    return (
      <section className="vip-card" data-testid="sign-in-closed">
        <h2 className="vip-card__title">{t('signIn.closed')}</h2>
        {data.notice && <p className="vip-card__text">{data.notice}</p>}
      </section>
    );
  const claimed = data.claimedToday;
  return (
    <>
      <section className="vip-card vip-hero">
        <h2 className="vip-card__title" data-testid="sign-in-streak">
          {t('signIn.streak', { count: data.streak })}
        </h2>
        <p className="vip-card__text">
          {data.resetOnMiss ? t('signIn.resets') : t('signIn.keeps')}
          {data.turnoverMultiple > 0 ? ` ${t('signIn.turnover', { times: data.turnoverMultiple })}` : ''}
        </p>
        <button
          type="button"
          className="btn btn--primary"
          disabled={claimed || claim.isPending}
          onClick={() =>
            claim.mutate(undefined, {
              onSuccess: () => toast(t('signIn.claimed', { amount: money(data.todayReward) })),
              onError: (failure) => toast(messageText(refusalMessage(failure)) ?? t('signIn.closed')),
            })
          }
        >
          {claimed ? t('signIn.done') : t('signIn.claim', { amount: money(data.todayReward) })}
        </button>
      </section>
      <ol className="sign-in-days">
        {data.days.map((d) => {
          const past = claimed ? d.day <= data.todayDay : d.day < data.todayDay;
          const today = d.day === data.todayDay;
          return (
            <li
              key={d.day}
              className={`sign-in-day${past ? ' sign-in-day--done' : ''}${today ? ' sign-in-day--today' : ''}`}
              aria-current={today ? 'date' : undefined}
            >
              <span>{t('signIn.day', { day: d.day })}</span>
              <strong>{money(d.reward)}</strong>
            </li>
          );
        })}
      </ol>
    </>
  );
}
