import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Icon } from '@/components/icon';
import { StateView } from '@/components/state-view';
import { TopBar } from '@/components/top-bar';
import { paths } from '@/config/paths';
import { useSession } from '@/features/session';
import { useInvalidateWalletOnLeave } from '@/features/wallet';
import { errorMessageKey } from '@/i18n/error-message';
import { ApiError } from '@/lib/api-client';
import { useLaunchGame } from '../api/launch-game';
import { showsOwnRealityCheck } from '../lib/reality-check-frame';
import { LoginGate } from './login-gate';
import './launch.css';

// Issue 19 part 3: a third-party game cannot show the reality check, so this page shows it over
// the game's frame (loaded only when such a game opens).
const RealityCheckWatcher = lazy(async () => ({
  default: (await import('@/features/responsible-gaming')).RealityCheckWatcher,
}));

/**
 * /m/launchGame: asks /wps/game/launchGame for a session and hosts the game full screen in a
 * frame, with a close button. When the vendor has no live integration the answer is
 * PROVIDER_UNAVAILABLE and the screen says so plainly: nothing pretends to load.
 */
export function LaunchScreen({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const name = params.get('name') ?? '';
  const freePlay = params.get('freePlay') === '1';
  useInvalidateWalletOnLeave();

  return (
    <div className="launch">
      <TopBar
        title={name || t('title.launchGame')}
        backIcon="close"
        onBack={onClose}
        end={freePlay ? <span className="launch__mode">{t('games.playFree')}</span> : undefined}
      />
      <LoginGate>
        <LaunchBody onClose={onClose} />
      </LoginGate>
    </div>
  );
}

function LaunchBody({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const nodeId = params.get('nodeId') ?? '';
  const freePlay = params.get('freePlay') === '1';
  const name = params.get('name') ?? '';
  const launch = useLaunchGame(nodeId, freePlay);

  if (!nodeId)
    return <LaunchError code="GAME_NOT_FOUND" error={undefined} onClose={onClose} onRetry={undefined} />;
  if (launch.isPending) {
    return (
      <div className="launch__state state-card state-card--screen" role="status" aria-live="polite">
        <span className="launch__spinner" aria-hidden="true" />
        <p className="launch__loading">{name ? t('games.opening', { name }) : t('games.openingGame')}</p>
      </div>
    );
  }
  if (launch.isError) {
    const code = launch.error instanceof ApiError ? launch.error.code : '';
    return (
      <LaunchError
        code={code}
        error={launch.error}
        onClose={onClose}
        onRetry={launch.isFetching ? undefined : () => void launch.refetch()}
      />
    );
  }
  return (
    <>
      <iframe
        className="launch__frame"
        src={launch.data.url}
        title={name || t('title.launchGame')}
        allow="autoplay; fullscreen"
        allowFullScreen
        data-mode={launch.data.mode}
      />
      {!showsOwnRealityCheck(launch.data.url) && (
        <Suspense fallback={null}>
          <RealityCheckWatcher onStop={onClose} />
        </Suspense>
      )}
    </>
  );
}

interface LaunchErrorProps {
  code: string;
  error: unknown;
  onClose: () => void;
  onRetry: (() => void) | undefined;
}

function LaunchError({ code, error, onClose, onRetry }: LaunchErrorProps) {
  const { t } = useTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const name = params.get('name') || t('games.thisGame');
  const vendor = params.get('vendorName') || params.get('vendor') || t('games.thisProvider');
  const back = (
    <button type="button" className="btn btn--secondary" onClick={onClose}>
      {t('games.backToGames')}
    </button>
  );

  switch (code) {
    case 'PROVIDER_UNAVAILABLE':
      return (
        <div className="launch__state state-card state-card--screen" data-testid="provider-unavailable">
          <StateView
            icon="wrench"
            title={t('games.providerUnavailableTitle', { vendor })}
            description={t('games.providerUnavailableText', { vendor, name })}
            action={{ to: paths.home(), label: t('games.otherGames') }}
          >
            {back}
          </StateView>
          <p className="launch__note">
            <Icon name="shieldLock" size={18} />
            {t('games.providerUnavailableNote')}
          </p>
        </div>
      );
    case 'FREE_REJECT':
      return (
        <div className="launch__state state-card state-card--screen">
          <StateView
            icon="lock"
            title={t('free_reject')}
            description={t('state.trialText')}
            action={{ to: paths.register(), label: t('nav.register') }}
          >
            {back}
          </StateView>
        </div>
      );
    case 'FREE_PLAY_UNSUPPORTED':
      return (
        <div className="launch__state state-card state-card--screen">
          <StateView
            icon="gamepad"
            title={t('error.FREE_PLAY_UNSUPPORTED')}
            description={t('games.freeUnsupportedText')}
          >
            {!session.isTrial && (
              <button
                type="button"
                className="btn btn--primary"
                onClick={() => {
                  const next = new URLSearchParams(params);
                  next.set('freePlay', '0');
                  setParams(next, { replace: true });
                }}
              >
                {t('games.playReal')}
              </button>
            )}
            {back}
          </StateView>
        </div>
      );
    case 'GAME_DISABLED':
      return (
        <div className="launch__state state-card state-card--screen" data-testid="game-disabled">
          <StateView
            icon="slots"
            title={t('error.GAME_DISABLED')}
            description={t('games.disabledText')}
            action={{ to: paths.home(), label: t('games.otherGames') }}
          >
            {back}
          </StateView>
        </div>
      );
    case 'GAME_NOT_FOUND':
      return (
        <div className="launch__state state-card state-card--screen">
          <StateView icon="slots" title={t('error.GAME_NOT_FOUND')} description={t('games.notFoundText')}>
            {back}
          </StateView>
        </div>
      );
    default:
      return (
        <div className="launch__state state-card state-card--screen">
          <StateView
            icon="alert"
            tone="danger"
            title={t('state.errorTitle')}
            description={t(errorMessageKey(error))}
          >
            {onRetry && (
              <button type="button" className="btn btn--primary" onClick={onRetry}>
                {t('action.retry')}
              </button>
            )}
            {back}
          </StateView>
        </div>
      );
  }
}
