import { POPUP_DELAY_MS } from '@ficha/contract';
import { useEffect, useMemo, useState } from 'react';
import { storageKeys } from '@/config/storage-keys';
import { useSession } from '@/features/session';
import { useWhitelabel } from '@/features/system';
import { readStored, writeStored } from '@/lib/storage';
import { useAnnouncements } from '../api/announcements';
import { pairsOf, parsePopupState, popupItems, shouldShowPopup } from '../lib/popup-state';
import { AnnouncementPopup } from './announcement-popup';

/**
 * Spec section 4 'Popup': about 0.5 s after load, when the caller's flag is on and their group's
 * list is not empty, unless it was closed on this same set of title and content pairs. Closing
 * stores show=false with the set; a different set makes it appear again.
 */
export function AnnouncementPopupHost() {
  const session = useSession();
  const whitelabel = useWhitelabel();
  const { data } = useAnnouncements();
  const [isVisible, setVisible] = useState(false);
  const items = useMemo(() => popupItems(data?.popup ?? []), [data?.popup]);

  useEffect(() => {
    if (!data) return;
    const stored = parsePopupState(readStored(storageKeys.popupState));
    if (!shouldShowPopup(items, data.popupFlags, session.isLoggedIn, stored)) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => {
      writeStored(storageKeys.popupState, JSON.stringify({ show: true, list: pairsOf(items) }));
      setVisible(true);
    }, POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [data, items, session.isLoggedIn]);

  if (!isVisible) return null;
  return (
    <AnnouncementPopup
      items={items}
      hasRewardCenter={whitelabel?.flags.REWCEN3 === true}
      onClosed={() => {
        writeStored(storageKeys.popupState, JSON.stringify({ show: false, list: pairsOf(items) }));
        setVisible(false);
      }}
    />
  );
}
