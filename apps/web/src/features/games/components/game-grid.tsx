import type { Game } from '@ficha/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/skeleton';
import { StateView } from '@/components/state-view';
import { useVendorNames } from '../api/get-vendor-sorting';
import { useFavouriteToggle } from '../api/use-favourite-toggle';
import type { PlayTarget } from '../lib/game-click';
import { GameInfoSheet } from './game-info-sheet';
import { GameTile } from './game-tile';
import './game-grid.css';

interface GameGridProps {
  games: readonly Game[];
  /** Names the list for assistive tech ("Slots games"). */
  label: string;
  onPlay: (target: PlayTarget) => void;
  isLoading?: boolean;
  /** Placeholder tiles while loading: a lobby row shows fewer than a page. */
  skeletonCount?: number;
  /** Text under 'no data' (spec section 8). */
  emptyText?: string;
}

export function toPlayTarget(game: Game, vendorName: string): PlayTarget {
  return {
    nodeId: game.nodeId,
    vassalage: game.vassalage,
    gameId: game.gameId,
    gameCode: game.gameCode,
    gameGroupId: game.gameGroupId,
    lottoMode: game.lottoMode,
    gameClassifyNew: game.gameClassifyNew,
    supportPlay: game.supportPlay,
    name: game.gameName || game.nodeName,
    vendorName,
  };
}

/** Tiles in a 3-column grid, skeletons while loading and 'no data' when empty. */
export function GameGrid({
  games,
  label,
  onPlay,
  isLoading = false,
  skeletonCount = 9,
  emptyText,
}: GameGridProps) {
  const { t } = useTranslation();
  const vendorNames = useVendorNames();
  const { favouriteIds, pending, toggle } = useFavouriteToggle();
  const vendorOf = useCallback(
    (game: Game) => vendorNames.get(game.vassalage) ?? game.displayName ?? game.vassalage,
    [vendorNames],
  );
  const handlePlay = useCallback(
    (game: Game) => onPlay(toPlayTarget(game, vendorOf(game))),
    [onPlay, vendorOf],
  );
  const [info, setInfo] = useState<Game | null>(null);

  if (isLoading) return <GameGridSkeleton count={skeletonCount} />;
  if (games.length === 0) {
    return (
      <div className="game-grid-empty">
        <StateView icon="slots" title={t('no data')} description={emptyText ?? t('games.emptyText')} />
      </div>
    );
  }
  return (
    <>
      <ul className="game-grid" aria-label={label}>
        {games.map((game) => (
          <GameTile
            key={game.nodeId}
            game={game}
            vendorName={vendorOf(game)}
            isFavourite={favouriteIds.has(game.nodeId)}
            isFavouritePending={pending.has(game.nodeId)}
            onPlay={handlePlay}
            onToggleFavourite={toggle}
            onInfo={setInfo}
          />
        ))}
      </ul>
      <GameInfoSheet
        game={info}
        vendorName={info ? vendorOf(info) : ''}
        onClose={() => setInfo(null)}
        onPlay={(game) => {
          setInfo(null);
          handlePlay(game);
        }}
      />
    </>
  );
}

export function GameGridSkeleton({ count }: { count: number }) {
  return (
    <ul className="game-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
        <li key={index} className="game-tile game-tile--skeleton">
          <Skeleton className="game-tile__art-skeleton" radius={14} />
          <Skeleton width="80%" height={12} />
          <Skeleton width="50%" height={10} />
        </li>
      ))}
    </ul>
  );
}
