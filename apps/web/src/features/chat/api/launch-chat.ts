import { CHAT_REDIRECT_MS, type LaunchChatAnswer } from '@ficha/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useSession } from '@/features/session';
import { useWhitelabel } from '@/features/system';
import { ApiError, apiGet } from '@/lib/api-client';

/** Spec section 9: 'free_reject' shows 2 s. */
const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const FREE_REJECT_MS = 2_000;

/** The chat page's own address as CBS_launchChat answers it: only a path of this site. */
export function chatPathOf(chatUrl: string): string {
  const url = new URL(chatUrl, window.location.origin);
  return url.origin === window.location.origin && url.pathname === paths.chat()
    ? `${url.pathname}${url.search}`
    : paths.chat();
}

/**
 * Opens the customer-service chat (spec sections 4 and 7): CBS_launchChat with b2c=1, the
 * language, the page to come back to, the brand's header colour and the chat's title; loading
 * while it answers (up to 9999 s), then after 500 ms the returned chat URL, then loading hides.
 * Spec section 6: a trial user gets 'free_reject', a visitor goes to login (unless the merchant
 * lets visitors chat: the server says so).
 */
export function useLaunchChat(): { launch: () => void; isLaunching: boolean } {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const whitelabel = useWhitelabel();
  const [isLaunching, setLaunching] = useState(false);

  const launch = useCallback(() => {
    if (session.isTrial) {
      toast(t('free_reject'), { durationMs: FREE_REJECT_MS });
      return;
    }
    setLaunching(true);
    apiGet<LaunchChatAnswer>('/wps/relay/CBS_launchChat', {
      params: {
        b2c: '1',
        // Spec section 7: the language in upper case, Chinese as CN.
        language: i18n.language.toUpperCase().replace(/^ZH.*/, 'CN').slice(0, 2),
        backUrl: `${location.pathname}${location.search}`,
        headerColor: HEX_COLOUR.test(whitelabel?.brand.primary ?? '') ? whitelabel?.brand.primary : undefined,
        title: t('chat.title'),
      },
    })
      .then(
        (answer) =>
          new Promise<void>((resolve) =>
            window.setTimeout(() => {
              navigate(chatPathOf(answer.chatUrl));
              resolve();
            }, CHAT_REDIRECT_MS),
          ),
      )
      .catch((error: unknown) => {
        const code = error instanceof ApiError ? error.code : 'NETWORK_ERROR';
        if (code === 'UNAUTHORIZED' || code === 'SESSION_EXPIRED') navigate(paths.login());
        else if (code === 'FREE_REJECT') toast(t('free_reject'), { durationMs: FREE_REJECT_MS });
        else toast(t(`error.${code}` as 'error.INTERNAL', { defaultValue: t('error.INTERNAL') }));
      })
      .finally(() => setLaunching(false));
  }, [session.isTrial, toast, t, i18n.language, location, whitelabel, navigate]);

  return { launch, isLaunching };
}
