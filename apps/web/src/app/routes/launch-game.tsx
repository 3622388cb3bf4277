import { lazy, Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { LaunchScreen } from '@/features/games';
import { useBack } from '../shell/use-back';

// The lottery frame is its own chunk: a casino launch never downloads it.
const StartLotteryScreen = lazy(async () => ({
  default: (await import('@/features/lottery')).StartLotteryScreen,
}));

/**
 * /m/launchGame: the game full screen; close goes home with pageBack=home, else back. With playType
 * ent or trad (spec section 2 route list) it embeds the lottery frame of gameId instead.
 */
export function LaunchGameRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = useBack('back');
  const playType = params.get('playType');
  if (playType === 'ent' || playType === 'trad') {
    return (
      <Suspense fallback={null}>
        <StartLotteryScreen />
      </Suspense>
    );
  }
  const close = params.get('pageBack') === 'home' ? () => navigate(paths.home(), { replace: true }) : back;
  return <LaunchScreen onClose={close} />;
}
