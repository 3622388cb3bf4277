import type { Announcement, AnnouncementsAnswer } from '@ficha/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/config/storage-keys';
import { stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { AnnouncementPopupHost } from './popup-host';

// Spec section 4 'Popup': "two independent flags (one for logged-in sessions, one for visitors)
// decide display. It appears about 0.5 s after load when the list for the user's group is
// non-empty ... It reappears when the set of title and content pairs differs from the stored set.
// Closing sets stored show to false, plays the closing animation, then hides." Section 9: "Popup
// delay 0.5 s; at most 2 popup title tabs; ... popup transition 200 ms."

const item = (id: number, title: string, content = `<p>${title} text</p>`): Announcement => ({
  id,
  title,
  content,
  promotionType: 'PU',
  execution: 'B',
  groupName: null,
  read: false,
});

function serve(answer: Partial<AnnouncementsAnswer>) {
  return stubApi({
    'GET /wps/system/domainRoute': {
      value: { merchantCode: 'FICHA', host: 'localhost', gateways: { WEB: 1, MOBILE: 3 } },
    },
    'GET /wps/relay/MCSFE_getListAnnouncements': {
      value: {
        banners: [],
        player: [],
        popup: [],
        popupFlags: { member: true, visitor: true },
        firstLogin: false,
        ...answer,
      },
    },
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AnnouncementPopupHost', () => {
  it('shows the visitor popup after 0.5 s, and closing it stores show=false with the set', async () => {
    serve({ popup: [item(1, 'Welcome')] });
    const started = Date.now();
    const { user } = renderWithProviders(<AnnouncementPopupHost />);
    const popup = await screen.findByTestId('announcement-popup', undefined, { timeout: 2000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(popup.textContent).toContain('Welcome text');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('announcement-popup')).toBeNull());
    expect(JSON.parse(localStorage.getItem(storageKeys.popupState) ?? '{}')).toEqual({
      show: false,
      list: [{ title: 'Welcome', content: '<p>Welcome text</p>' }],
    });
  });

  it('stays away when the visitors’ flag is off, or the list is empty', async () => {
    serve({ popup: [item(1, 'Welcome')], popupFlags: { member: true, visitor: false } });
    renderWithProviders(<AnnouncementPopupHost />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
    expect(screen.queryByTestId('announcement-popup')).toBeNull();
  });

  it('stays closed on the same set and reappears when the set changes', async () => {
    localStorage.setItem(
      storageKeys.popupState,
      JSON.stringify({ show: false, list: [{ title: 'Welcome', content: '<p>Welcome text</p>' }] }),
    );
    serve({ popup: [item(1, 'Welcome')] });
    const first = renderWithProviders(<AnnouncementPopupHost />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
    expect(screen.queryByTestId('announcement-popup')).toBeNull();
    first.unmount();
    serve({ popup: [item(1, 'Welcome', '<p>New terms</p>')] });
    renderWithProviders(<AnnouncementPopupHost />);
    expect(
      (await screen.findByTestId('announcement-popup', undefined, { timeout: 2000 })).textContent,
    ).toContain('New terms');
  });

  it('draws at most two title tabs and switches between them', async () => {
    serve({ popup: [item(1, 'First'), item(2, 'Second'), item(3, 'Third')] });
    const { user } = renderWithProviders(<AnnouncementPopupHost />);
    await screen.findByTestId('announcement-popup', undefined, { timeout: 2000 });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['First', 'Second']);
    expect(screen.getByRole('tabpanel').textContent).toContain('First text');
    await user.click(tabs[1]!);
    expect(screen.getByRole('tabpanel').textContent).toContain('Second text');
  });

  it('shows members their group only when the members’ flag is on', async () => {
    localStorage.setItem(
      storageKeys.session,
      JSON.stringify({ token: 'member-token', type: 0, userName: 'maria' }),
    );
    serve({ popup: [item(1, 'Members')], popupFlags: { member: false, visitor: true } });
    renderWithProviders(<AnnouncementPopupHost />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
    expect(screen.queryByTestId('announcement-popup')).toBeNull();
  });
});
