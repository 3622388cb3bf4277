import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useSession } from '@/features/session';
import { useVendorSorting } from '../api/get-vendor-sorting';
import {
  type ClickOutcome,
  decideGameClick,
  decidePlayChoice,
  type Player,
  type PlayTarget,
} from '../lib/game-click';
import { PlayChoiceDialog } from './play-choice-dialog';
import './games.css';

// Spec section 9: the member-action rejection toast lasts 2 s.
const REJECT_TOAST_MS = 2000;
const ELECTRONIC_LOTTERY_VENDORS: readonly string[] = ['TCG_LOTTO_VN', 'LOTT'];

/**
 * The game click of spec section 4 for any screen: returns `play(target)` and the real-money /
 * free-play dialog, which the caller renders once.
 */
export function useGameLauncher({ fromHome = false }: { fromHome?: boolean } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const session = useSession();
  const sorting = useVendorSorting().data;
  const [choosing, setChoosing] = useState<PlayTarget | null>(null);
  const [isChoiceOpen, setChoiceOpen] = useState(false);

  // Spec section 4: the electronic-lottery prize mode when the vendor mapping has an ELOTT entry
  // named TCG_LOTTO_VN or LOTT.
  const hasElectronicLottery = useMemo(
    () =>
      sorting?.content.some(
        (category) =>
          category.gameCategory === 'ELOTT' &&
          category.vendorNames.some((vendor) => ELECTRONIC_LOTTERY_VENDORS.includes(vendor.vassalage)),
      ) ?? false,
    [sorting],
  );
  const player: Player = useMemo(
    () => ({ isLoggedIn: session.isLoggedIn, isTrial: session.isTrial }),
    [session.isLoggedIn, session.isTrial],
  );
  const context = useMemo(() => ({ hasElectronicLottery, fromHome }), [hasElectronicLottery, fromHome]);

  const follow = useCallback(
    (outcome: ClickOutcome, target: PlayTarget) => {
      switch (outcome.kind) {
        case 'login':
          navigate(paths.login());
          return;
        case 'freeReject':
          toast(t('free_reject'), { durationMs: REJECT_TOAST_MS });
          return;
        case 'choosePlay':
          setChoosing(target);
          setChoiceOpen(true);
          return;
        case 'navigate':
          navigate(outcome.to);
          return;
        default: {
          const unreachable: never = outcome;
          return unreachable;
        }
      }
    },
    [navigate, toast, t],
  );

  const play = useCallback(
    (target: PlayTarget) => follow(decideGameClick(target, player, context), target),
    [follow, player, context],
  );

  const chooser = (
    <PlayChoiceDialog
      open={isChoiceOpen}
      target={choosing}
      isTrial={session.isTrial}
      onClose={() => setChoiceOpen(false)}
      onChoose={(freePlay) => {
        setChoiceOpen(false);
        if (choosing) follow(decidePlayChoice(choosing, freePlay, player, context), choosing);
      }}
    />
  );

  return { play, chooser };
}
