// The live socket's constants without live-events.ts's zod schemas (live-events.ts re-exports
// them): the web's first screen imports from here, so zod stays off its first download (decision
// 0019).

export const LIVE_SOCKET_PATH = '/ws';
export const LIVE_CLOSE_UNAUTHORIZED = 4401;
/** Invalid JSON, an unknown message, or a message the protocol does not expect now (a second auth). */
export const LIVE_CLOSE_BAD_MESSAGE = 4400;
/** The client has this long after connecting to send its auth message. */
export const LIVE_AUTH_TIMEOUT_MS = 10_000;
