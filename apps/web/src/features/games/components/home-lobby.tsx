import type { Game } from '@ficha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/skeleton';
import { StateView } from '@/components/state-view';
import { WidgetBoundary } from '@/components/widget-boundary';
import { paths } from '@/config/paths';
import { useSession } from '@/features/session';
import { errorMessageKey } from '@/i18n/error-message';
import { useGameList } from '../api/get-game-list';
import { useHotGames } from '../api/get-hot-games';
import { useRecentGames } from '../api/get-recent-games';
import { useVendorSorting, type Vendor } from '../api/get-vendor-sorting';
import { categoryFilters, isLotteryCategory, isVendorListCategory } from '../lib/categories';
import { categoryIcon } from '../lib/category-label';
import type { PlayTarget } from '../lib/game-click';
import { GameGrid } from './game-grid';
import { JackpotPanel } from './jackpot-panel';
import { LobbySection } from './lobby-section';
import { useCategoryLabel } from './use-category-label';
import { withBgs } from './use-category-vendors';
import { useGameLauncher } from './use-game-launcher';
import { useInView } from './use-in-view';
import { VendorChips } from './vendor-chips';
import { VendorList } from './vendor-list';
import { WinnerBoard } from './winner-board';
import './lobby.css';

/** Tiles per lobby section: two rows of three. */
const LOBBY_TILES = 6;

type Play = (target: PlayTarget) => void;

function gameListPath(gameType: string, vassalage?: string): string {
  const params = new URLSearchParams({ gameType });
  if (vassalage) params.set('vassalage', vassalage);
  return `/m/gameList?${params.toString()}`;
}

/**
 * Spec section 2 'Home and lobby': hot games (view all -> /m/hot), the member's recent games, RNG
 * with a vendor picker, every lobby category with its view-all link, then the jackpot and the
 * winner board. Each part loads and fails on its own.
 */
export function HomeLobby() {
  const session = useSession();
  const { play, chooser } = useGameLauncher({ fromHome: true });
  return (
    <div className="stack lobby">
      <WidgetBoundary>
        <HotSection onPlay={play} />
      </WidgetBoundary>
      {session.isLoggedIn && (
        <WidgetBoundary>
          <RecentSection onPlay={play} />
        </WidgetBoundary>
      )}
      <WidgetBoundary>
        <RngSection onPlay={play} />
      </WidgetBoundary>
      <WidgetBoundary>
        <CategorySections onPlay={play} />
      </WidgetBoundary>
      <WidgetBoundary>
        <JackpotPanel />
      </WidgetBoundary>
      <WidgetBoundary>
        <WinnerBoard onPlay={play} />
      </WidgetBoundary>
      {chooser}
    </div>
  );
}

function HotSection({ onPlay }: { onPlay: Play }) {
  const { t } = useTranslation();
  const hot = useHotGames();
  return (
    <LobbySection title={t('title.hot')} icon="flame" viewAllTo={paths.hot()} testId="lobby-hot">
      <LobbyGames
        games={hot.data?.slice(0, LOBBY_TILES)}
        isLoading={hot.isPending}
        error={hot.isError ? hot.error : undefined}
        label={t('title.hot')}
        onPlay={onPlay}
      />
    </LobbySection>
  );
}

function RecentSection({ onPlay }: { onPlay: Play }) {
  const { t } = useTranslation();
  const recent = useRecentGames();
  // Nothing played yet: the section stays out of the way instead of saying 'no data'.
  if (recent.isSuccess && recent.data.length === 0) return null;
  return (
    <LobbySection
      title={t('games.recent')}
      icon="clock"
      viewAllTo={`${paths.fav()}?tab=recent`}
      testId="lobby-recent"
    >
      <LobbyGames
        games={recent.data?.slice(0, LOBBY_TILES)}
        isLoading={recent.isPending}
        error={recent.isError ? recent.error : undefined}
        label={t('games.recent')}
        onPlay={onPlay}
      />
    </LobbySection>
  );
}

/** RNG with a vendor picker: 'all' or one vendor's first games (spec section 2). */
function RngSection({ onPlay }: { onPlay: Play }) {
  const { t } = useTranslation();
  const label = useCategoryLabel();
  const sorting = useVendorSorting();
  const content = sorting.data?.content ?? [];
  const vendors = withBgs(
    content,
    'RNG',
    content.find((entry) => entry.gameCategory === 'RNG')?.vendorNames ?? [],
  );
  const [vendor, setVendor] = useState<string | undefined>(undefined);
  const list = useGameList(categoryFilters('RNG', vendor), LOBBY_TILES);
  return (
    <LobbySection
      title={label('RNG')}
      icon="slots"
      viewAllTo={gameListPath('RNG', vendor)}
      testId="lobby-RNG"
    >
      {vendors.length > 0 && (
        <VendorChips
          vendors={vendors}
          selected={vendor}
          label={t('games.pickVendor')}
          allLabel={t('games.classifyAll')}
          onSelectAll={() => setVendor(undefined)}
          onSelect={(vassalage) => setVendor((current) => (current === vassalage ? undefined : vassalage))}
        />
      )}
      <LobbyGames
        games={list.games}
        isLoading={list.isPending}
        error={list.isError ? list.error : undefined}
        label={label('RNG')}
        onPlay={onPlay}
      />
    </LobbySection>
  );
}

/** Every other category of the vendor sorting, in its order, each loaded when scrolled near. */
function CategorySections({ onPlay }: { onPlay: Play }) {
  const sorting = useVendorSorting();
  if (sorting.isPending) {
    return (
      <div className="stack lobby-section" aria-hidden="true">
        <Skeleton width="40%" height={20} />
        <Skeleton height={160} radius={16} />
      </div>
    );
  }
  const categories = (sorting.data?.content ?? []).filter(
    (entry) => entry.gameCategory !== 'RNG' && entry.vendorNames.length > 0,
  );
  return (
    <>
      {categories.map((entry) => (
        <CategorySection
          key={entry.gameCategory}
          category={entry.gameCategory}
          vendors={entry.vendorNames}
          onPlay={onPlay}
        />
      ))}
    </>
  );
}

function CategorySection({
  category,
  vendors,
  onPlay,
}: {
  category: string;
  vendors: readonly Vendor[];
  onPlay: Play;
}) {
  const { t } = useTranslation();
  const label = useCategoryLabel();
  const [ref, isInView] = useInView<HTMLElement>();
  const showsVendors = isVendorListCategory(category);
  const list = useGameList(categoryFilters(category), LOBBY_TILES, { enabled: isInView && !showsVendors });
  // Spec section 2 'Game tile and filter': a lottery category goes to /m/lottery.
  const viewAllTo = isLotteryCategory(category) ? paths.lottery() : gameListPath(category);
  return (
    <LobbySection
      sectionRef={ref}
      title={label(category)}
      icon={categoryIcon(category)}
      viewAllTo={viewAllTo}
      testId={`lobby-${category}`}
    >
      {showsVendors ? (
        <VendorList
          vendors={vendors}
          label={t('games.vendorsOf', { category: label(category) })}
          to={(vendor) => gameListPath(category, vendor.vassalage)}
        />
      ) : (
        <LobbyGames
          games={list.games}
          isLoading={!isInView || list.isPending}
          error={list.isError ? list.error : undefined}
          label={label(category)}
          onPlay={onPlay}
        />
      )}
    </LobbySection>
  );
}

function LobbyGames({
  games,
  isLoading,
  error,
  label,
  onPlay,
}: {
  games: readonly Game[] | undefined;
  isLoading: boolean;
  error: unknown;
  label: string;
  onPlay: Play;
}) {
  const { t } = useTranslation();
  if (error !== undefined && !games?.length) {
    return (
      <div className="game-grid-empty">
        <StateView
          icon="alert"
          tone="danger"
          title={t('state.errorTitle')}
          description={t(errorMessageKey(error))}
        />
      </div>
    );
  }
  return (
    <GameGrid
      games={games ?? []}
      isLoading={isLoading}
      skeletonCount={LOBBY_TILES}
      label={label}
      onPlay={onPlay}
    />
  );
}
