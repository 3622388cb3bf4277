import { CHAT_SOCKET_PROTOCOL, type ChatServerMessage } from '@ficha/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The console's chat socket (/ops/api/v1/chat/ws): the staff token rides as the second
 * subprotocol (a browser cannot set headers on a websocket). Every message, typing, read and
 * queue change of the staff member's merchants arrives here; it opens again after a drop.
 */
export function useChatLive(token: string | undefined, onFrame: (frame: ChatServerMessage) => void) {
  const [isLive, setLive] = useState(false);
  const socketRef = useRef<WebSocket>(undefined);
  const handler = useRef(onFrame);
  handler.current = onFrame;

  useEffect(() => {
    if (!token) return;
    let closed = false;
    let attempt = 0;
    let timer: number | undefined;
    const open = () => {
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const socket = new WebSocket(`${scheme}://${window.location.host}/ops/api/v1/chat/ws`, [
        CHAT_SOCKET_PROTOCOL,
        `bearer.${token}`,
      ]);
      socketRef.current = socket;
      socket.onopen = () => {
        attempt = 0;
        setLive(true);
      };
      socket.onmessage = (event) => {
        try {
          handler.current(JSON.parse(String(event.data)) as ChatServerMessage);
        } catch {
          // Not a frame of ours.
        }
      };
      socket.onclose = () => {
        setLive(false);
        if (closed) return;
        attempt += 1;
        timer = window.setTimeout(open, Math.min(10_000, 500 * 2 ** attempt));
      };
    };
    open();
    return () => {
      closed = true;
      window.clearTimeout(timer);
      socketRef.current?.close();
    };
  }, [token]);

  const send = useCallback((frame: object) => {
    const socket = socketRef.current;
    if (socket?.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  }, []);
  return { isLive, send };
}
