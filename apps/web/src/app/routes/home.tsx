import { homeBanners } from '@ficha/contract';
import { Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorRetry } from '@/components/error-retry';
import { WidgetBoundary } from '@/components/widget-boundary';
import { paths } from '@/config/paths';
import { ContractCheckAlert } from '@/features/agent-contracts';
import { DownloadSheet, hasDownloadLinks } from '@/features/app-download';
import { useCustomerService } from '@/features/customer-service';
import { useHelpCenter } from '@/features/help';
import {
  AfterFirstFrame,
  AnnouncementMarquee,
  AppDownloadBanner,
  BannerCarousel,
  GameArea,
  HomeFooter,
  HomeMenu,
  HomeSkeleton,
  NoticeTicker,
  type TileId,
  TopTiles,
  WalletWidget,
} from '@/features/home';
import { useSession } from '@/features/session';
import { useConsolidated } from '@/features/system';
import { isStandalone } from '@/lib/device';

/** Spec section 2: page type 'list' with a gameType shows that category; anything else the lobby. */
function categoryOf(params: URLSearchParams): string {
  const gameType = params.get('gameType');
  return params.get('pageType') === 'list' && gameType ? gameType : 'LOBBY';
}

/** The home frame (spec section 2 'Home and lobby', 'Page shell'); every widget fails on its own. */
export function HomeRoute() {
  const navigate = useNavigate();
  const session = useSession();
  const customerService = useCustomerService();
  const helpItems = useHelpCenter().data ?? [];
  const { data, isPending, isError, error, refetch, isFetching } = useConsolidated();
  const [searchParams] = useSearchParams();
  const [isDownloadOpen, setDownloadOpen] = useState(false);
  // The sheet's code loads on the first tap; from then on it stays mounted to animate open and shut.
  const [hasOpenedDownload, setHasOpenedDownload] = useState(false);
  if (isDownloadOpen && !hasOpenedDownload) setHasOpenedDownload(true);

  if (isPending) return <HomeSkeleton />;
  if (isError && !data) {
    return <ErrorRetry error={error} onRetry={() => refetch()} isRetrying={isFetching} />;
  }

  const { whitelabel, notices } = data;
  const { flags } = whitelabel;
  const banners = homeBanners(data);
  // Spec section 2 'Page shell': this route is a home path; the button also needs to be outside
  // the installed app, the APP_WINDOW flag and download links.
  const showDownload = !isStandalone() && flags.APP_WINDOW && hasDownloadLinks(whitelabel.downloadLinks);
  const appIcon = whitelabel.downloadLinks.find((link) => link.resourceType === 'AppDownloadIcon')?.url;

  // Spec section 2 'Home and lobby' tile destinations and section 6 'Invite action'.
  const handleTile = (tile: TileId) => {
    if (tile === 'vip') navigate(paths.memberBenefits());
    else if (!session.isLoggedIn) navigate(paths.login());
    else if (tile === 'bonus') navigate(paths.activity());
    else if (session.isAgent) navigate(paths.agentRegister());
    else if (flags.REFERRAL) navigate(paths.inviteFriends());
    else customerService.open();
  };

  return (
    <div className="home">
      <h1 className="visually-hidden">{whitelabel.name}</h1>
      <ContractCheckAlert />
      <WidgetBoundary>
        <AppDownloadBanner
          name={whitelabel.name}
          bonus={whitelabel.appBonus}
          iconUrl={appIcon}
          showDownload={showDownload}
          onDownload={() => setDownloadOpen(true)}
        />
      </WidgetBoundary>
      {banners.length > 0 && (
        <WidgetBoundary>
          {/* A new list (language or merchant change) starts the carousel over. */}
          <BannerCarousel key={banners.map((banner) => banner.id).join()} banners={banners} />
        </WidgetBoundary>
      )}
      <WidgetBoundary>
        <AnnouncementMarquee notices={notices} />
      </WidgetBoundary>
      {session.isLoggedIn && (
        <WidgetBoundary>
          <WalletWidget currencySymbol={whitelabel.currencySymbol} />
        </WidgetBoundary>
      )}
      <WidgetBoundary>
        <TopTiles showVip={flags.VIP} onSelect={handleTile} />
      </WidgetBoundary>
      <WidgetBoundary>
        <NoticeTicker notices={notices} />
      </WidgetBoundary>
      <HomeMenu current={categoryOf(searchParams)} />
      <AfterFirstFrame>
        <WidgetBoundary>
          <GameArea category={categoryOf(searchParams)} />
        </WidgetBoundary>
        <WidgetBoundary>
          <HomeFooter whitelabel={whitelabel} helpItems={helpItems} />
        </WidgetBoundary>
      </AfterFirstFrame>
      {showDownload && hasOpenedDownload && (
        <Suspense fallback={null}>
          <DownloadSheet open={isDownloadOpen} onClose={() => setDownloadOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
