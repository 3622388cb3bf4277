import i18next from 'i18next';
import { useEffect } from 'react';
import { useToast } from '@/components/toast';

// Spec section 9: wait 200 ms for the new worker's waiting state, and offer the update for 60 s.
const WAITING_DELAY_MS = 200;
const UPDATE_WINDOW_MS = 60_000;

/**
 * Registers the service worker after the page has loaded (it is not needed for first paint) and,
 * when a new version is waiting, offers an 'Update' toast that activates it and reloads.
 */
export function UpdatePrompt() {
  const toast = useToast();

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let registration: ServiceWorkerRegistration | undefined;
    const checkForUpdate = () => {
      if (document.visibilityState === 'visible') void registration?.update();
    };

    const register = async () => {
      const { registerSW } = await import('virtual:pwa-register');
      const updateServiceWorker = registerSW({
        onNeedRefresh: () => {
          window.setTimeout(() => {
            toast(i18next.t('pwa.updateReady'), {
              durationMs: UPDATE_WINDOW_MS,
              action: { label: i18next.t('pwa.update'), onClick: () => void updateServiceWorker(true) },
            });
          }, WAITING_DELAY_MS);
        },
        onRegisteredSW: (_url, registered) => {
          registration = registered;
        },
      });
    };

    if (document.readyState === 'complete') void register();
    else window.addEventListener('load', () => void register(), { once: true });
    // A phone returning to the tab is the moment a long-open site looks for a new release.
    document.addEventListener('visibilitychange', checkForUpdate);
    return () => document.removeEventListener('visibilitychange', checkForUpdate);
  }, [toast]);

  return null;
}
