import type { ChatMessage, ChatServerMessage } from '@ficha/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { ChatBadge } from './chat-badge';
import { ChatPage } from './chat-page';

// Issue 16 part 4: the member's chat page, themed by CBS_launchChat's headerColor and title, with
// history, live news from the socket, read receipts, typing, and refusals in the player's words.

/** A websocket the test drives: what the page sends, and frames "from the server". */
class FakeSocket {
  static last: FakeSocket | undefined;
  static OPEN = 1;
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
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

const message = (id: string, sender: 'MEMBER' | 'STAFF', body: string): ChatMessage => ({
  id,
  conversationId: '7',
  sender,
  staffName: null,
  body,
  attachment: null,
  ref: null,
  createdAt: '2026-11-28T12:00:00.000Z',
});

function Where() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

function renderChat(path = '/m/chat?headerColor=%23ff6600&title=Suporte%20VIP&backUrl=%2Fm%2Fhome') {
  return renderWithProviders(
    <Routes>
      <Route path="/m/chat" element={<ChatPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path },
  );
}

/** The history of a member who has not written yet. */
const NO_CONVERSATION_YET = {
  value: {
    conversationId: null,
    status: 'OPEN',
    messages: [],
    hasMore: false,
    staffReadId: '0',
    memberReadId: '0',
    unReadCount: 0,
  },
};

const signIn = (type = 0) =>
  localStorage.setItem(
    'MC_SESSION_INFO',
    JSON.stringify({ token: 'member-token-abcdefghijkl', userName: 'ana', type }),
  );

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  FakeSocket.last = undefined;
});

describe('the chat page', () => {
  it('shows the launch title and colour, the history with read receipts, and opens the socket with the token', async () => {
    signIn();
    stubApi({
      'GET /wps/chat/messages': {
        value: {
          conversationId: '7',
          status: 'OPEN',
          messages: [
            message('1', 'MEMBER', 'Meu depósito não caiu'),
            message('2', 'STAFF', 'Vamos verificar'),
          ],
          hasMore: false,
          staffReadId: '1',
          memberReadId: '2',
          unReadCount: 0,
        },
      },
    });
    const { container } = renderChat();
    expect(screen.getByRole('heading', { name: 'Suporte VIP' })).toBeTruthy();
    expect(
      (container.querySelector('.chat-page') as HTMLElement).style.getPropertyValue('--chat-header'),
    ).toBe('#ff6600');
    expect(await screen.findByText('Meu depósito não caiu')).toBeTruthy();
    expect(screen.getByText('Vamos verificar')).toBeTruthy();
    expect(screen.getByText(/Read/)).toBeTruthy();
    await waitFor(() =>
      expect(FakeSocket.last?.protocols).toEqual(['ficha-chat', 'bearer.member-token-abcdefghijkl']),
    );
  });

  it("shows staff's replies and typing as they come, and sends the member's message on the socket", async () => {
    signIn();
    stubApi({
      'GET /wps/chat/messages': NO_CONVERSATION_YET,
      'POST /wps/chat/read': { value: null },
    });
    const { user } = renderChat();
    expect(await screen.findByText('Talk to us')).toBeTruthy();
    await waitFor(() => expect(FakeSocket.last?.readyState).toBe(1));
    const socket = FakeSocket.last as FakeSocket;

    await user.type(screen.getByPlaceholderText('Write your message…'), 'Olá');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const sent = socket.sent.find((frame) => frame.type === 'send');
    expect(sent).toMatchObject({ type: 'send', text: 'Olá' });
    expect(screen.getByText('Sending…')).toBeTruthy();
    socket.receive({
      type: 'ack',
      ref: sent?.ref as string,
      message: { ...message('5', 'MEMBER', 'Olá'), ref: sent?.ref as string },
    });
    expect(await screen.findByText(/Sent/)).toBeTruthy();

    socket.receive({ type: 'typing', conversationId: '7', sender: 'STAFF' });
    expect(screen.getByText('The agent is typing…')).toBeTruthy();
    socket.receive({ type: 'message', message: message('6', 'STAFF', 'Bom dia! Como posso ajudar?') });
    expect(await screen.findByText('Bom dia! Como posso ajudar?')).toBeTruthy();
    expect(screen.queryByText('The agent is typing…')).toBeNull();
    // The reply is read while the page shows it.
    await waitFor(() => expect(socket.sent).toContainEqual({ type: 'read', upTo: '6' }));
  });

  it("refuses a message over 1000 characters and a file that is not PNG or JPG, in the player's words", async () => {
    signIn();
    stubApi({
      'GET /wps/chat/messages': NO_CONVERSATION_YET,
    });
    const { user } = renderChat();
    const box = await screen.findByPlaceholderText('Write your message…');
    await user.click(box);
    await user.paste('x'.repeat(1001));
    expect(screen.getByText('1001/1000')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(true);

    const gif = new File(['GIF89a'], 'cat.png', { type: 'image/gif' });
    fireEvent.change(screen.getByTestId('chat-file'), { target: { files: [gif] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Only PNG or JPG images can be sent.');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('chat-file'), { target: { files: [big] } });
    // The file is checked in an async handler: the first refusal stays until the second replaces it.
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The image is too large: at most 5 MB.'),
    );
  });

  it('sends a visitor to login when the merchant does not let visitors chat, and refuses a trial user', async () => {
    stubApi({ 'GET /wps/chat/access': { value: { enabled: true, visitorsAllowed: false } } });
    const first = renderChat();
    expect((await screen.findByTestId('location')).textContent).toBe('/m/login');
    first.unmount();
    signIn(4);
    renderChat();
    expect(await screen.findByText('Please login an actual account to use this function')).toBeTruthy();
  });
});

describe('the chat badge', () => {
  it('shows the count, 99+ above 99, and nothing at 0 (spec sections 2 and 9)', () => {
    const { rerender, container } = renderWithProviders(<ChatBadge count={7} />);
    expect(container.querySelector('[aria-hidden]')?.textContent).toBe('7');
    expect(screen.getByText('7 unread messages')).toBeTruthy();
    rerender(<ChatBadge count={120} />);
    expect(container.querySelector('[aria-hidden]')?.textContent).toBe('99+');
    rerender(<ChatBadge count={0} />);
    expect(container.textContent).toBe('');
  });
});
