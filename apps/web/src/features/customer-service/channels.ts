import { type CustomerServiceEntry, decodeServicePath } from '@ficha/contract';
import type { IconName } from '@/components/icon';
import type { TranslationKey } from '@/i18n/keys';

type CsType = CustomerServiceEntry['csType'];

export interface Channel {
  key: string;
  csType: CsType;
  title: string;
  url: string;
  labelKey: TranslationKey;
  icon: IconName;
  /** Opens our own live chat (CBS_launchChat) instead of a link. */
  isLiveChat: boolean;
}

const LOOK: Record<CsType, { labelKey: TranslationKey; icon: IconName }> = {
  WHATSAPP: { labelKey: 'cs.WHATSAPP', icon: 'whatsapp' },
  TELEGRAM: { labelKey: 'cs.TELEGRAM', icon: 'send' },
  LIVECHAT: { labelKey: 'cs.LIVECHAT', icon: 'chat' },
  CS: { labelKey: 'cs.CS', icon: 'headset' },
};

// Operator data ends up in an href: only link schemes a service channel can use.
const SAFE_PROTOCOLS = new Set(['https:', 'http:', 'tg:', 'whatsapp:', 'mailto:']);

function safeUrl(decoded: string | undefined): string | undefined {
  if (!decoded) return undefined;
  try {
    const url = new URL(decoded, window.location.origin);
    return SAFE_PROTOCOLS.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Service entries as channels, in the operator's order; undecodable paths are left out (spec
 * section 3). With the CBS3 flag the live-chat entry opens our own chat (issue 16), whatever its path.
 */
export function toChannels(entries: readonly CustomerServiceEntry[], ownChat = false): Channel[] {
  const channels = entryChannels(entries, ownChat);
  // With CBS3 the site's own chat is always a channel, first unless the operator placed it.
  if (ownChat && !channels.some((channel) => channel.isLiveChat)) {
    channels.unshift({
      key: 'LIVECHAT-own',
      csType: 'LIVECHAT',
      title: '',
      url: '',
      isLiveChat: true,
      ...LOOK.LIVECHAT,
    });
  }
  return channels;
}

function entryChannels(entries: readonly CustomerServiceEntry[], ownChat: boolean): Channel[] {
  return [...entries]
    .sort((a, b) => a.csPosition - b.csPosition)
    .flatMap((entry, index) => {
      const isLiveChat = ownChat && entry.csType === 'LIVECHAT';
      const url = isLiveChat ? '' : safeUrl(decodeServicePath(entry.path));
      if (url === undefined) return [];
      return [
        {
          key: `${entry.csType}-${index}`,
          csType: entry.csType,
          title: entry.title,
          url,
          isLiveChat,
          ...LOOK[entry.csType],
        },
      ];
    });
}
