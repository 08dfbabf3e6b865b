/** The isolate marks (LRI, RLI, FSI, PDI) that keep names and amounts whole inside a sentence. */
const ISOLATE_MARKS = /[\u2066-\u2069]/g;

/** Text as a player reads it: the marks of `isolate()` (shared/ui/isolated.tsx) are invisible. */
export function playerText(text: string | null): string {
  return (text ?? '').replace(ISOLATE_MARKS, '');
}

/** A `getByText` matcher for a sentence with isolated names and amounts in it. */
export function readsAs(expected: string) {
  return (content: string) => playerText(content) === expected;
}
