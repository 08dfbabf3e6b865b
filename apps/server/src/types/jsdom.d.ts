// The one piece of jsdom the server uses (a window for DOMPurify). Its published types pull the
// browser's DOM library into the server's compilation, which changes Node's own types.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: unknown;
  }
}
