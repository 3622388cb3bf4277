import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { StateView } from '@/components/state-view';
import { TopBar } from '@/components/top-bar';
import { paths } from '@/config/paths';
import { sessionQueryMeta, useSession } from '@/features/session';
import { merchantQueryFn } from '@/features/system';
import { useInvalidateWalletOnLeave } from '@/features/wallet';
import { ApiError } from '@/lib/api-client';
import { launchLottery } from '../api/lottery-api';
import { lotteryKeys } from '../api/lottery-keys';
import { parseFrameTheme } from '../lib/frame-theme';
import { LotteryFrame } from './lottery-frame';
import { useErrorText } from './use-error-text';

/** Spec section 2: the frame closes to /m/home when pageBack is present, else to /m/game. */
function useFrameClose(): () => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const closeTo = params.has('pageBack') ? paths.home() : paths.game();
  return () => navigate(closeTo, { replace: true });
}

/**
 * /m/lotto-h5/{mui}/{playType}/games/{gameId} (spec section 2): the embedded frame, reading mui,
 * playType, gameId from the path and token, merchant, css, prize_mode, pageBack from the query.
 * The token is the game session the launch opened; no site login is needed inside the frame.
 */
export function LottoH5Screen() {
  const { t } = useTranslation();
  const { playType } = useParams();
  const [params] = useSearchParams();
  const onClose = useFrameClose();
  useInvalidateWalletOnLeave();
  const token = params.get('token') ?? '';
  const theme = parseFrameTheme(params.get('css'));
  if (!token) {
    return (
      <div className="lf" data-theme={theme.theme}>
        <TopBar title={t('title.lottery')} backIcon="close" onBack={onClose} />
        <div className="state-card state-card--screen lf-state">
          <StateView icon="ticket" title={t('error.UNKNOWN_SESSION')} description={t('lotteryFrame.noToken')}>
            <button type="button" className="btn btn--secondary" onClick={onClose}>
              {t('action.close')}
            </button>
          </StateView>
        </div>
      </div>
    );
  }
  return (
    <LotteryFrame
      session={{ token, merchant: params.get('merchant') ?? undefined }}
      playType={playType}
      prizeMode={params.get('prize_mode') ?? undefined}
      theme={theme}
      onClose={onClose}
    />
  );
}

/**
 * /m/startLottery and /m/launchGame with playType ent|trad (spec section 2): launches the chosen
 * game for the member (gameId or code, prize_mode, playType) and shows its frame in place. Guests go
 * to /m/login; trial users are refused with 'free_reject' (spec section 4 'Game click').
 */
export function StartLotteryScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const [params] = useSearchParams();
  const onClose = useFrameClose();
  useInvalidateWalletOnLeave();
  const gameCode = params.get('gameId') || params.get('code') || params.get('gameCode') || '';
  const prizeMode = params.get('prize_mode') ?? undefined;
  const playType = params.get('playType') ?? undefined;
  const theme = parseFrameTheme(params.get('css'));
  const launch = useQuery({
    queryKey: lotteryKeys.launch(session.userName ?? '', gameCode),
    queryFn: merchantQueryFn((signal) => launchLottery({ gameCode, prizeMode, playType }, signal)),
    enabled: session.isLoggedIn && !session.isTrial && gameCode !== '',
    meta: sessionQueryMeta,
    retry: false,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const frame = (body: ReactNode) => (
    <div className="lf" data-theme={theme.theme}>
      <TopBar title={t('title.startLottery')} backIcon="close" onBack={onClose} />
      <div className="state-card state-card--screen lf-state">{body}</div>
    </div>
  );
  if (!session.isLoggedIn) return <Navigate to={paths.login()} replace />;
  if (session.isTrial || (launch.error instanceof ApiError && launch.error.code === 'FREE_REJECT')) {
    return frame(
      <StateView
        icon="lock"
        title={t('free_reject')}
        description={t('state.trialText')}
        action={{ to: paths.register(), label: t('nav.register') }}
      />,
    );
  }
  if (!gameCode) return frame(<LaunchFailed code="GAME_NOT_FOUND" error={undefined} onClose={onClose} />);
  if (launch.isError)
    return frame(
      <LaunchFailed code="" error={launch.error} onClose={onClose} onRetry={() => void launch.refetch()} />,
    );
  if (launch.isPending) {
    return frame(
      <div role="status" className="lf-pad">
        <span className="lf-spinner" aria-hidden="true" />
        <p className="lf-muted">{t('lotteryFrame.opening')}</p>
      </div>,
    );
  }
  const url = new URL(launch.data.url, window.location.origin);
  return (
    <LotteryFrame
      session={{
        token: url.searchParams.get('token') ?? launch.data.sessionId,
        merchant: url.searchParams.get('merchant') ?? undefined,
      }}
      playType={playType}
      prizeMode={url.searchParams.get('prize_mode') ?? prizeMode}
      theme={theme}
      onClose={onClose}
      key={launch.data.sessionId}
    />
  );
}

function LaunchFailed({
  code,
  error,
  onClose,
  onRetry,
}: {
  code: string;
  error: unknown;
  onClose: () => void;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const notFound =
    code === 'GAME_NOT_FOUND' || (error instanceof ApiError && error.code === 'GAME_NOT_FOUND');
  return (
    <StateView
      icon={notFound ? 'ticket' : 'alert'}
      tone={notFound ? 'neutral' : 'danger'}
      title={notFound ? t('error.GAME_NOT_FOUND') : t('state.errorTitle')}
      description={notFound ? t('lotteryFrame.chooseGame') : errorText(error)}
    >
      {onRetry && !notFound && (
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          {t('action.retry')}
        </button>
      )}
      <button type="button" className="btn btn--secondary" onClick={onClose}>
        {t('action.close')}
      </button>
    </StateView>
  );
}
