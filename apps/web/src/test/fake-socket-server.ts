import type { LiveSocket } from '../shared/api/live-socket';

/**
 * A WebSocket stand-in the test drives from the server's side: open(), receive(), drop(). Every
 * instance is recorded, so a test sees reconnections as new sockets.
 */
export function fakeSocketServer() {
  const sockets: FakeSocket[] = [];
  class FakeSocket implements LiveSocket {
    readyState = 0;
    readonly sent: unknown[] = [];
    closedWith: number | undefined;
    onopen: ((event: Event) => void) | null = null;
    onmessage: ((event: MessageEvent) => void) | null = null;
    onclose: ((event: CloseEvent) => void) | null = null;
    constructor(readonly url: string) {
      sockets.push(this);
    }
    send(data: string) {
      this.sent.push(JSON.parse(data));
    }
    close(code = 1000) {
      this.readyState = 3;
      this.closedWith = code;
    }
    open() {
      this.readyState = 1;
      this.onopen?.(new Event('open'));
    }
    receive(message: unknown) {
      this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
    }
    receiveRaw(data: string) {
      this.onmessage?.(new MessageEvent('message', { data }));
    }
    drop(code = 1006) {
      this.readyState = 3;
      this.onclose?.(new CloseEvent('close', { code }));
    }
  }
  return {
    sockets,
    FakeSocket,
    createSocket: (url: string) => new FakeSocket(url),
    last: () => {
      const socket = sockets[sockets.length - 1];
      if (!socket) throw new Error('no socket was opened');
      return socket;
    },
  };
}
