import type { RgRealityCheck } from '@ficha/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { endSession, useSession } from '@/features/session';
import { useFormatMoney } from '@/features/wallet';
import { useAnswerRealityCheck, useRealityCheck } from '../api/rg';

/** What a reminder says: the time played and the session's net result. */
export function RealityCheckText({
  check,
  money,
}: {
  check: RgRealityCheck;
  money: (amount: string) => string;
}) {
  const { t } = useTranslation();
  const net = check.net.startsWith('-') ? check.net.slice(1) : check.net;
  return (
    <>
      <p>{t('rg.realityPlayed', { count: check.minutesPlayed })}</p>
      <p>
        {check.net.startsWith('-')
          ? t('rg.realityLost', { amount: money(net) })
          : t('rg.realityWon', { amount: money(net) })}
      </p>
    </>
  );
}

/**
 * The site's reality check (issue 19 part 3): while a real member is signed in, the server says
 * when the next reminder is due; when it is, this asks to continue or stop (which ends the session).
 * Over a third-party game's frame (`onStop` given) it shows above the game, and stop also leaves it.
 */
export function RealityCheckWatcher({ onStop }: { onStop?: () => void } = {}) {
  const session = useSession();
  if (!session.isLoggedIn || !session.canDeposit) return null;
  return <RealityCheckPrompt onStop={onStop} />;
}

function RealityCheckPrompt({ onStop }: { onStop: (() => void) | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const check = useRealityCheck(true);
  const answer = useAnswerRealityCheck();
  const formatMoney = useFormatMoney();
  const data = check.data;
  if (!data?.due) return null;
  const choose = (choice: 'CONTINUE' | 'STOP') =>
    answer.mutate(choice, {
      onSuccess: () => {
        if (choice !== 'STOP') return;
        onStop?.();
        endSession(queryClient);
      },
    });
  return (
    <Modal open onClose={() => choose('CONTINUE')} variant="dialog" label={t('rg.realityTitle')}>
      <div className="rg-dialog" role="alertdialog" aria-label={t('rg.realityTitle')}>
        <h2 className="panel__title">{t('rg.realityTitle')}</h2>
        <RealityCheckText check={data} money={(amount) => formatMoney(amount)} />
        <div className="rg-choices">
          <button
            type="button"
            className="btn btn--secondary"
            disabled={answer.isPending}
            onClick={() => choose('STOP')}
          >
            {onStop ? t('rg.realityLeaveGame') : t('rg.realityStop')}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            disabled={answer.isPending}
            onClick={() => choose('CONTINUE')}
          >
            {t('rg.realityContinue')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
