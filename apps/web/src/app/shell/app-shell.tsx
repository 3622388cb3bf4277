import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/error-boundary';
import { TopBar } from '@/components/top-bar';
import { isHomePath, paths } from '@/config/paths';
import { VisitorChatJoiner } from '@/features/chat';
import { CustomerServiceWidget } from '@/features/customer-service';
import { AnnouncementPopupHost, LiveUnreadHost } from '@/features/messages';
import { useSession, useSessionExpiredRedirect } from '@/features/session';
import { useWhitelabel } from '@/features/system';
import { BottomMenu } from './bottom-menu';
import { HomeHeader } from './home-header';
import { PageError } from './page-error';
import { PageSkeleton } from './page-skeleton';
import { SideMenu } from './side-menu';
import { useBack } from './use-back';
import { useRouteMeta } from './use-route-meta';
import './shell.css';

// The reality check's reminder (issue 19) loads only for a signed-in real member.
const RealityCheckWatcher = lazy(async () => ({
  default: (await import('@/features/responsible-gaming')).RealityCheckWatcher,
}));

/** The path whose first frame index.html's static shell painted (home paths only), else null. */
function staticShellPath(): string | null {
  return document.documentElement.dataset.shell === 'home' ? window.location.pathname : null;
}

/**
 * Spec section 2 'Page shell': header and bottom menu by route, the side panel, the floating
 * service button, and a 300 ms transition between screens.
 */
export function AppShell() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const { pathname, search } = useLocation();
  const whitelabel = useWhitelabel();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const { canDeposit } = useSession();
  // The screen the static shell already showed does not slide in a second time; later ones do.
  const [shellPath, setShellPath] = useState(staticShellPath);
  if (shellPath !== null && pathname !== shellPath) setShellPath(null);
  const back = useBack(meta?.backTarget ?? 'back');
  // A dead token anywhere clears the session and leads to login (spec section 8).
  useSessionExpiredRedirect();
  const showHeader = meta ? !meta.hideHeader : false;
  const showBottomMenu = meta ? !meta.hideBottomMenu : false;
  const title = meta ? t(meta.titleKey) : '';

  // Spec section 2 'Side menu': the panel closes on navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation
  useEffect(() => setMenuOpen(false), [pathname, search]);

  useEffect(() => {
    const site = whitelabel?.name;
    document.title = site && title ? `${title} · ${site}` : site || title;
  }, [title, whitelabel?.name]);

  return (
    <div className="app-shell" data-bottom-menu={showBottomMenu ? 'shown' : 'hidden'}>
      <a className="skip-link" href="#main">
        {t('action.skipToContent')}
      </a>
      {showHeader && (isHomePath(pathname) ? <HomeHeader /> : <TopBar title={title} onBack={back} />)}
      <main id="main" className="app-shell__main">
        {/* Keyed by path: each screen enters with the transition and a fresh error boundary. */}
        <div key={pathname} className={pathname === shellPath ? undefined : 'page-transition'}>
          <ErrorBoundary fallback={({ error, reset }) => <PageError error={error} onRetry={reset} />}>
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </div>
      </main>
      {showBottomMenu && (
        <BottomMenu
          onOpenMenu={() => setMenuOpen(true)}
          isMenuOpen={isMenuOpen}
          service={<CustomerServiceWidget />}
        />
      )}
      {/* In the entry, not lazy: a tap on Menu shows its links at once, with no chunk to fetch. */}
      <SideMenu open={isMenuOpen} onClose={() => setMenuOpen(false)} />
      {/* On the screens of the shell, not over login, register or a game. */}
      {showHeader && (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <AnnouncementPopupHost />
          </Suspense>
        </ErrorBoundary>
      )}
      {/* The tab's live socket for the unread badges (issue 16 part 3). */}
      <LiveUnreadHost />
      <VisitorChatJoiner />
      {/* A studio game shows the reminder itself, inside its frame. */}
      {canDeposit && !pathname.startsWith(paths.launchGame()) && (
        <Suspense fallback={null}>
          <RealityCheckWatcher />
        </Suspense>
      )}
    </div>
  );
}
