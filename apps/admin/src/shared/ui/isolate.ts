/**
 * A name or number set inside a sentence of either direction, between first-strong isolate marks,
 * so that "demo_member" or "100.00" keeps its own order inside Arabic text (and vice versa).
 */
export function isolate(value: string | number): string {
  return `\u2068${value}\u2069`;
}
