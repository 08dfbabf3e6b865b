const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * A winner's name as the public board shows it: the first and last characters kept, three stars
 * between whatever the length ('ahmed77' -> 'a***7'); a name of one or two characters keeps only
 * its first. Characters as readers see them (grapheme clusters), so an Arabic letter keeps its
 * vowel mark and an emoji is never cut in half.
 */
export function maskCustomerName(name: string): string {
  const chars = Array.from(graphemes.segment(name.trim()), (s) => s.segment);
  const first = chars[0] ?? '*';
  if (chars.length <= 2) return `${first}***`;
  return `${first}***${chars[chars.length - 1]}`;
}
