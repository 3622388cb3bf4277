import type { Announcement, Whitelabel } from '@ficha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CustomerServiceProvider } from '@/features/customer-service';
import { sentBodies, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { useUnreadTotal } from '../api/unread';
import { MessageCenter } from './message-center';
import { UnreadBadge } from './unread-badge';

// Spec section 2 'Message center': "Rows: Telegram ..., announcements (unread badge), messages
// (unread badge), live chat (only when flag CBS3 is on, unread badge), affiliate/customer service
// ... Badges show the count, or 99+ above 99, only when logged in and nonzero." Section 7: "Unread
// total is announcements plus chat plus inbox"; CBS_unreadCount is "throttled 250 ms, silent,
// module CBS3". Sections 4 and 9: the chat opens 500 ms after CBS_launchChat answers.

const WHITELABEL = (cbs3: boolean) =>
  ({
    merchantCode: 'FICHA',
    name: 'Ficha',
    logoUrl: '/logo.png',
    brand: { primary: '#0a7d3b', primaryContrast: '#ffffff', accent: '#ffcc00' },
    defaultLanguage: 'EN',
    languages: ['EN', 'PT'],
    currency: 'BRL',
    currencySymbol: 'R$',
    country: 'BR',
    flags: { CBS3: cbs3 },
    templates: { mem_cen: '0', dep_func: '0' },
    imageCdns: [],
    defaultImageHost: '',
    gateways: { WEB: 1, MOBILE: 3 },
    socialLinks: [],
    downloadLinks: [],
    appBonus: '0.00',
    footer: { declaration: '', copyright: '', paymentImages: [], licenceImages: [] },
  }) as unknown as Whitelabel;

const announcement = (id: number, read: boolean): Announcement => ({
  id,
  title: `Notice ${id}`,
  content: '<p>text</p>',
  promotionType: 'PL',
  execution: 'A',
  groupName: null,
  read,
});

/** A site with 2 unread announcements, 3 unread inbox messages and `chatUnread` chat replies. */
function serve({ cbs3 = true, chatUnread = 4 }: { cbs3?: boolean; chatUnread?: number } = {}) {
  return stubApi({
    'GET /wps/system/domainRoute': {
      value: { merchantCode: 'FICHA', host: 'localhost', gateways: { WEB: 1, MOBILE: 3 } },
    },
    'GET /wps/system/settings/consolidated': {
      value: { whitelabel: WHITELABEL(cbs3), banners: [], customerService: [], notices: [] },
    },
    'GET /wps/relay/MCSFE_getListAnnouncements': {
      value: {
        banners: [],
        player: [announcement(1, false), announcement(2, false), announcement(3, true)],
        popup: [],
        popupFlags: { member: false, visitor: false },
        firstLogin: false,
      },
    },
    'GET /wps/relay/CSP_unreadCount': { value: { unReadCount: 3 } },
    'GET /wps/relay/CBS_unreadCount': { value: { unReadCount: chatUnread } },
    'GET /wps/relay/CBS_launchChat': { value: { chatUrl: '/m/chat?title=Live%20support' } },
  });
}

const signIn = (type = 0) =>
  localStorage.setItem(
    'MC_SESSION_INFO',
    JSON.stringify({ token: 'member-token-abcdefghijkl', userName: 'ana', type }),
  );

const calls = (fetchMock: ReturnType<typeof stubApi>, key: string) => sentBodies(fetchMock, key).length;

function Where() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

/** The badge the header, the Menu button and the side menu show. */
function TotalBadge() {
  return (
    <span data-testid="total">
      <UnreadBadge count={useUnreadTotal()} />
    </span>
  );
}

function renderCenter() {
  return renderWithProviders(
    <CustomerServiceProvider>
      <Routes>
        <Route
          path="/m/message"
          element={
            <>
              <TotalBadge />
              <MessageCenter />
            </>
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </CustomerServiceProvider>,
    { path: '/m/message' },
  );
}

const row = (key: string) => document.querySelector(`[data-row="${key}"]`) as HTMLElement | null;
const badgeOf = (element: HTMLElement) =>
  within(element).queryByTestId('unread-badge')?.querySelector('[aria-hidden]')?.textContent;

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the message center and the live chat', () => {
  it('shows the chat row after the messages with its unread badge, capped at 99+', async () => {
    signIn();
    serve({ chatUnread: 150 });
    renderCenter();
    await waitFor(() => expect(row('chat')).not.toBeNull());
    const keys = [...document.querySelectorAll('[data-row]')].map((li) => li.getAttribute('data-row'));
    expect(keys).toEqual(['announcements', 'inbox', 'chat', 'service']);
    expect(row('chat')?.textContent).toContain('Live chat');
    await waitFor(() => expect(badgeOf(row('chat')!)).toBe('99+'));
    expect(screen.getByText('150 unread')).toBeTruthy();
  });

  it('opens the live chat as the floating button does: CBS_launchChat, then the chat page after 500 ms', async () => {
    signIn();
    const fetchMock = serve();
    const { user } = renderCenter();
    await waitFor(() => expect(row('chat')).not.toBeNull());
    const started = Date.now();
    await user.click(within(row('chat')!).getByRole('button'));
    expect(await screen.findByText('Please wait…')).toBeTruthy();
    expect(calls(fetchMock, 'GET /wps/relay/CBS_launchChat')).toBe(1);
    const launch = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/wps/relay/CBS_launchChat');
    expect(launch?.searchParams.get('b2c')).toBe('1');
    expect((await screen.findByTestId('location', undefined, { timeout: 2000 })).textContent).toBe('/m/chat');
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
  });

  it('adds the chat to the unread total with one chat call for every badge on the page', async () => {
    signIn();
    const fetchMock = serve({ chatUnread: 4 });
    renderCenter();
    // 2 unread announcements + 3 inbox messages + 4 chat replies.
    await waitFor(() => expect(badgeOf(screen.getByTestId('total'))).toBe('9'));
    expect(badgeOf(row('announcements')!)).toBe('2');
    expect(badgeOf(row('inbox')!)).toBe('3');
    expect(badgeOf(row('chat')!)).toBe('4');
    expect(calls(fetchMock, 'GET /wps/relay/CBS_unreadCount')).toBe(1);
  });

  it('has no chat row and never asks for the chat count without CBS3', async () => {
    signIn();
    const fetchMock = serve({ cbs3: false });
    renderCenter();
    await waitFor(() => expect(badgeOf(screen.getByTestId('total'))).toBe('5'));
    expect(row('chat')).toBeNull();
    expect(calls(fetchMock, 'GET /wps/relay/CBS_unreadCount')).toBe(0);
  });

  it('never asks for the chat count for a visitor or a trial user (spec section 6)', async () => {
    const visitor = serve();
    const first = renderCenter();
    await waitFor(() => expect(row('chat')).not.toBeNull());
    expect(badgeOf(row('chat')!)).toBeUndefined();
    expect(screen.getByTestId('total').textContent).toBe('');
    expect(calls(visitor, 'GET /wps/relay/CBS_unreadCount')).toBe(0);
    first.unmount();
    vi.unstubAllGlobals();
    signIn(4);
    const trial = serve();
    renderCenter();
    await waitFor(() => expect(row('chat')).not.toBeNull());
    await waitFor(() => expect(calls(trial, 'GET /wps/relay/MCSFE_getListAnnouncements')).toBeGreaterThan(0));
    expect(calls(trial, 'GET /wps/relay/CBS_unreadCount')).toBe(0);
  });
});
