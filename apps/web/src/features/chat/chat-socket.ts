import { CHAT_SOCKET_PROTOCOL, type ChatServerMessage } from '@ficha/contract';

/**
 * The chat page's websocket (/wps/chat/ws): its credential rides as the second subprotocol (a
 * browser cannot set headers on a websocket). It opens again after a drop, waiting a little longer
 * each time (up to 10 s); `onOpen` runs at every (re)connection, so the page reloads what it may
 * have missed and sends again what was not acknowledged.
 */
export interface ChatSocketHandlers {
  onMessage: (message: ChatServerMessage) => void;
  onOpen: () => void;
  onStatus: (status: 'connecting' | 'open' | 'closed') => void;
}

const MAX_WAIT_MS = 10_000;

export function connectChatSocket(
  credential: string,
  language: string,
  handlers: ChatSocketHandlers,
): { send: (frame: object) => boolean; close: () => void } {
  let socket: WebSocket | undefined;
  let closed = false;
  let attempt = 0;
  let timer: number | undefined;

  const open = () => {
    if (closed) return;
    handlers.onStatus('connecting');
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const url = `${scheme}://${window.location.host}/wps/chat/ws?lang=${encodeURIComponent(language)}`;
    const current = new WebSocket(url, [CHAT_SOCKET_PROTOCOL, credential]);
    socket = current;
    current.onopen = () => {
      attempt = 0;
      handlers.onStatus('open');
      handlers.onOpen();
    };
    current.onmessage = (event) => {
      try {
        handlers.onMessage(JSON.parse(String(event.data)) as ChatServerMessage);
      } catch {
        // Not a frame of ours: ignored.
      }
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      handlers.onStatus('closed');
      // 1008: the server refused the credential; opening again would be refused again.
      if (closed || event.code === 1008) return;
      attempt += 1;
      timer = window.setTimeout(open, Math.min(MAX_WAIT_MS, 500 * 2 ** attempt));
    };
  };
  open();

  return {
    send(frame) {
      if (socket?.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(frame));
      return true;
    },
    close() {
      closed = true;
      window.clearTimeout(timer);
      socket?.close();
    },
  };
}
