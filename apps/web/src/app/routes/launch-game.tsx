import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { LaunchScreen } from '@/features/games';
import { useBack } from '../shell/use-back';

/** /m/launchGame: the game full screen; close goes home with pageBack=home, else back. */
export function LaunchGameRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = useBack('back');
  const close = params.get('pageBack') === 'home' ? () => navigate(paths.home(), { replace: true }) : back;
  return <LaunchScreen onClose={close} />;
}
