import type { Announcement } from '@ficha/contract';
import { describe, expect, it } from 'vitest';
import { pairsOf, parsePopupState, popupItems, popupPxToRem, shouldShowPopup } from './popup-state';

// Spec section 4 'Popup': "two independent flags (one for logged-in sessions, one for visitors)
// decide display ... It reappears when the set of title and content pairs differs from the stored
// set. Closing sets stored show to false". Section 9: "at most 2 popup title tabs; popup content
// pixel sizes are divided by 100 to get rem".

const item = (id: number, title = `T${id}`, content = `<p>${id}</p>`): Announcement => ({
  id,
  title,
  content,
  promotionType: 'PU',
  execution: 'A',
  groupName: null,
  read: false,
});
const on = { member: true, visitor: true };

describe('shouldShowPopup', () => {
  it('follows the flag of the caller only', () => {
    const items = [item(1)];
    expect(shouldShowPopup(items, { member: false, visitor: true }, true, null)).toBe(false);
    expect(shouldShowPopup(items, { member: false, visitor: true }, false, null)).toBe(true);
    expect(shouldShowPopup(items, { member: true, visitor: false }, false, null)).toBe(false);
    expect(shouldShowPopup(items, { member: true, visitor: false }, true, null)).toBe(true);
  });

  it('shows nothing for an empty list', () => {
    expect(shouldShowPopup([], on, true, null)).toBe(false);
  });

  it('stays closed on the same set, in any order, and reappears when the set changes', () => {
    const items = [item(1), item(2)];
    const closed = { show: false, list: pairsOf([item(2), item(1)]) };
    expect(shouldShowPopup(items, on, true, closed)).toBe(false);
    expect(shouldShowPopup([item(1), item(2, 'T2', '<p>changed</p>')], on, true, closed)).toBe(true);
    expect(shouldShowPopup([item(1)], on, true, closed)).toBe(true);
    expect(shouldShowPopup(items, on, true, { ...closed, show: true })).toBe(true);
  });
});

it('keeps at most two tabs', () => {
  expect(popupItems([item(1), item(2), item(3)]).map((i) => i.id)).toEqual([1, 2]);
});

it('reads a stored state defensively', () => {
  expect(parsePopupState('not json')).toBeNull();
  expect(parsePopupState('{"show":"yes"}')).toBeNull();
  expect(parsePopupState('{"show":false,"list":[{"title":"a","content":"b"}]}')).toEqual({
    show: false,
    list: [{ title: 'a', content: 'b' }],
  });
});

it('turns design pixels into rem of the popup scale inside style attributes only', () => {
  expect(popupPxToRem('<p style="font-size:28px">28px</p>')).toBe(
    '<p style="font-size:calc(0.28 * var(--popup-rem))">28px</p>',
  );
});
