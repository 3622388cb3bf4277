import type { ChatServerMessage } from '@ficha/contract';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, useSession } from '@/app/session';
import ChatPage from './chat-page';

// Issue 16 part 6: the console's live chat. The queue, the conversation with read receipts, the
// member beside it, and what arrives on the staff socket (a member's message, typing).

class FakeSocket {
  static last: FakeSocket | undefined;
  static OPEN = 1;
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.last = this;
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.();
    }, 0);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
  }
  receive(frame: ChatServerMessage) {
    act(() => this.onmessage?.({ data: JSON.stringify(frame) }));
  }
}

const row = {
  id: '7',
  merchantId: 1,
  memberId: '42',
  name: 'jogador01',
  isVisitor: false,
  status: 'OPEN',
  assignedStaffId: null,
  assignedStaffName: null,
  lastMessage: 'Meu depósito não caiu',
  lastMessageAt: '2026-11-28T12:00:00.000Z',
  unread: 1,
};
const message = (id: string, sender: 'MEMBER' | 'STAFF', body: string) => ({
  id,
  conversationId: '7',
  sender,
  staffName: sender === 'STAFF' ? 'ana' : null,
  body,
  attachment: null,
  ref: null,
  createdAt: '2026-11-28T12:00:00.000Z',
});

const ANSWERS: Record<string, unknown> = {
  '/ops/api/v1/console/session': {
    staffId: 5,
    username: 'ana',
    role: 'SUPPORT',
    merchantId: 1,
    merchants: [{ id: 1, code: 'FICHA', name: 'Ficha', currency: 'BRL' }],
  },
  '/ops/api/v1/chat/conversations': { list: [row] },
  '/ops/api/v1/chat/conversations/7': {
    conversation: row,
    messages: [message('1', 'MEMBER', 'Meu depósito não caiu'), message('2', 'STAFF', 'Vou verificar')],
    hasMore: false,
    memberReadId: '2',
  },
  '/ops/api/v1/chat/conversations/7/context': {
    member: {
      id: '42',
      username: 'jogador01',
      nickname: 'Jogador',
      status: 'active',
      vipLabel: '0',
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    balances: [{ kind: 'CASH', currency: 'BRL', balance: '150.00' }],
    deposits: [{ id: '9', amount: '60.00', status: 'APPROVED', createdAt: '2026-11-27T10:00:00.000Z' }],
    rounds: [],
  },
  '/ops/api/v1/chat/canned-replies': { list: [] },
  '/ops/api/v1/chat/conversations/7/read': null,
};

beforeEach(() => {
  // happy-dom has no FontFaceSet; Mantine's autosize textarea listens on it.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  sessionStorage.setItem('ficha-admin-token', 'staff-token-abcdefghijklmnop');
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (!(path in ANSWERS)) return new Promise<Response>(() => {});
      return new Response(JSON.stringify({ success: true, code: 'OK', message: '', value: ANSWERS[path] }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function renderConsole() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <SessionProvider>
          <MemoryRouter>
            <ChatPageWhenSignedIn />
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** The console's layout renders screens only once the session is known. */
function ChatPageWhenSignedIn() {
  const { session } = useSession();
  return session ? <ChatPage /> : null;
}

describe('the console chat', () => {
  it('shows the queue, the conversation with receipts and the member beside it, and live news', async () => {
    const user = userEvent.setup();
    renderConsole();
    await user.click(await screen.findByText('jogador01', {}, { timeout: 5000 }));
    expect(await screen.findByText('Vou verificar', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/Read by the member/)).toBeTruthy();
    expect(await screen.findByText(/150/, {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() =>
      expect(FakeSocket.last?.protocols).toEqual(['ficha-chat', 'bearer.staff-token-abcdefghijklmnop']),
    );
    const socket = FakeSocket.last as FakeSocket;
    await waitFor(() => expect(socket.readyState).toBe(1));

    socket.receive({ type: 'typing', conversationId: '7', sender: 'MEMBER' });
    expect(screen.getByText('The member is typing…')).toBeTruthy();
    socket.receive({ type: 'message', message: message('3', 'MEMBER', 'Era um PIX de R$ 60') });
    expect(await screen.findByText('Era um PIX de R$ 60')).toBeTruthy();
    // Shown on screen: read by staff, and the member will see the receipt.
    await waitFor(() => expect(socket.sent).toContainEqual({ type: 'read', conversationId: '7', upTo: '3' }));

    await user.type(screen.getByRole('textbox', { name: /Reply/ }), 'Já foi creditado');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(socket.sent.find((frame) => frame.type === 'send')).toMatchObject({
      conversationId: '7',
      text: 'Já foi creditado',
    });
  }, 30_000);
});
