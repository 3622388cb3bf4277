import type { Announcement, ChatServerMessage, Whitelabel } from '@ficha/contract';
import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CustomerServiceProvider } from '@/features/customer-service';
import { sentBodies, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { useUnreadTotal } from '../api/unread';
import { LiveUnreadHost } from './live-unread-host';
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
              <LiveUnreadHost />
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

/** The tab's live socket, driven by the test: opened by the page, frames "from the server". */
class FakeSocket {
  static all: FakeSocket[] = [];
  static OPEN = 1;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.all.push(this);
  }
  send() {}
  close() {
    this.readyState = 3;
  }
  open() {
    act(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  receive(frame: ChatServerMessage) {
    act(() => this.onmessage?.({ data: JSON.stringify(frame) }));
  }
  drop() {
    act(() => {
      this.readyState = 3;
      this.onclose?.({ code: 1006 });
    });
  }
}

/** The page loses and regains focus (react-query's refetch on focus). */
const refocus = () =>
  act(() => {
    focusManager.setFocused(false);
    focusManager.setFocused(true);
  });

beforeEach(() => {
  localStorage.clear();
  FakeSocket.all = [];
});
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

  it("takes the counts the server pushes on the tab's one socket: the badges change with no call", async () => {
    signIn();
    const fetchMock = serve({ chatUnread: 4 });
    vi.stubGlobal('WebSocket', FakeSocket);
    renderCenter();
    await waitFor(() => expect(badgeOf(screen.getByTestId('total'))).toBe('9'));
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.all[0]!;
    expect(new URL(socket.url).pathname).toBe('/wps/live/ws');
    expect(socket.protocols).toEqual(['ficha-chat', 'bearer.member-token-abcdefghijkl']);
    socket.open();
    const before = {
      inbox: calls(fetchMock, 'GET /wps/relay/CSP_unreadCount'),
      chat: calls(fetchMock, 'GET /wps/relay/CBS_unreadCount'),
      announcements: calls(fetchMock, 'GET /wps/relay/MCSFE_getListAnnouncements'),
    };

    // A staff reply and an operator's message: 2 announcements + 5 inbox + 6 chat.
    socket.receive({ type: 'unread', counts: { announcements: 2, inbox: 5, chat: 6 } });
    await waitFor(() => expect(badgeOf(screen.getByTestId('total'))).toBe('13'));
    expect(badgeOf(row('inbox')!)).toBe('5');
    expect(badgeOf(row('chat')!)).toBe('6');
    expect(calls(fetchMock, 'GET /wps/relay/CSP_unreadCount')).toBe(before.inbox);
    expect(calls(fetchMock, 'GET /wps/relay/CBS_unreadCount')).toBe(before.chat);
    // No polling while the socket is open, even when the page regains focus.
    refocus();
    expect(calls(fetchMock, 'GET /wps/relay/CSP_unreadCount')).toBe(before.inbox);

    // A new announcement: the pushed count differs from the list, which is loaded again.
    socket.receive({ type: 'unread', counts: { announcements: 3, inbox: 5, chat: 6 } });
    await waitFor(() =>
      expect(calls(fetchMock, 'GET /wps/relay/MCSFE_getListAnnouncements')).toBeGreaterThan(
        before.announcements,
      ),
    );
  });

  it('holds no socket for a trial user, and falls back to the throttled calls when the socket drops', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    signIn(4);
    serve();
    const trial = renderCenter();
    await waitFor(() => expect(row('chat')).not.toBeNull());
    expect(FakeSocket.all).toHaveLength(0);
    trial.unmount();

    signIn();
    const fetchMock = serve();
    vi.stubGlobal('WebSocket', FakeSocket);
    renderCenter();
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.drop();
    // The last count is older than the 250 ms throttle by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const asked = calls(fetchMock, 'GET /wps/relay/CSP_unreadCount');
    refocus();
    await waitFor(() => expect(calls(fetchMock, 'GET /wps/relay/CSP_unreadCount')).toBeGreaterThan(asked));
  });
});
