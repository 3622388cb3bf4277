import { type Announcement, POPUP_MAX_TABS, type PopupFlags } from '@ficha/contract';

/** Spec section 3 'Popup state' (stored): the show flag and the title and content pairs shown. */
export interface PopupState {
  show: boolean;
  list: Array<{ title: string; content: string }>;
}

const sameSet = (a: PopupState['list'], b: PopupState['list']) => {
  const key = (list: PopupState['list']) =>
    list
      .map((item) => JSON.stringify([item.title, item.content]))
      .sort()
      .join('\n');
  return key(a) === key(b);
};

/** What the popup shows: at most 2 title tabs (spec section 9). */
export function popupItems(popup: readonly Announcement[]): Announcement[] {
  return popup.slice(0, POPUP_MAX_TABS);
}

/**
 * Spec section 4 'Popup': the caller's flag (members or visitors) must be on and their group's list
 * non-empty; then it shows unless it was closed on this very set of title and content pairs (a
 * different set makes it reappear).
 */
export function shouldShowPopup(
  items: readonly Announcement[],
  flags: PopupFlags,
  isLoggedIn: boolean,
  stored: PopupState | null,
): boolean {
  if (!(isLoggedIn ? flags.member : flags.visitor)) return false;
  if (items.length === 0) return false;
  if (!stored) return true;
  return stored.show || !sameSet(stored.list, pairsOf(items));
}

export const pairsOf = (items: readonly Announcement[]): PopupState['list'] =>
  items.map(({ title, content }) => ({ title, content }));

export function parsePopupState(raw: string | null): PopupState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PopupState>;
    if (typeof value.show !== 'boolean' || !Array.isArray(value.list)) return null;
    return { show: value.show, list: value.list.filter((i) => typeof i?.title === 'string') };
  } catch {
    return null;
  }
}

/**
 * Spec section 9: "popup content pixel sizes are divided by 100 to get rem". The popup's design
 * pixels are those of a 750 px wide phone layout, so a size of 28px becomes 0.28rem of the popup's
 * own scale (--popup-rem, 100 design px): only inside style attributes, nowhere else.
 */
export function popupPxToRem(html: string): string {
  return html.replace(/style="([^"]*)"/g, (_whole, style: string) => {
    const scaled = style.replace(
      /(\d+(?:\.\d+)?)px/g,
      (_px, n: string) => `calc(${Number(n) / 100} * var(--popup-rem))`,
    );
    return `style="${scaled}"`;
  });
}
