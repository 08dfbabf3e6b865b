import type { Locator, Page } from '@playwright/test';

/** Where a piece of an element's text is drawn, in page pixels, and the box that clips it. */
export type DrawnPiece = { part: string; left: number; right: number };
export type DrawnText = { box: { left: number; right: number }; pieces: DrawnPiece[] };

/**
 * Where each of `parts` (the first occurrence of each, in the element's text) is drawn: a player
 * reads the pieces left to right in the order of their `left`, and a piece outside `box` (the
 * element's, or that of the nearest ancestor that clips its overflow) is cut off.
 */
export function drawnText(element: Locator, parts: readonly string[]): Promise<DrawnText> {
  return element.evaluate((root, wanted) => {
    const nodes: { node: Text; start: number }[] = [];
    let text = '';
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      nodes.push({ node: node as Text, start: text.length });
      text += (node as Text).data;
    }
    const at = (offset: number) => {
      const hit = nodes.findLast((n) => n.start <= offset) ?? nodes[0];
      if (!hit) throw new Error('the element has no text');
      return { node: hit.node, offset: offset - hit.start };
    };
    const pieces = wanted.map((part) => {
      const index = text.indexOf(part);
      if (index < 0) throw new Error(`"${part}" is not in "${text}"`);
      const range = document.createRange();
      const from = at(index);
      const to = at(index + part.length - 1);
      range.setStart(from.node, from.offset);
      range.setEnd(to.node, to.offset + 1);
      const rect = range.getBoundingClientRect();
      return { part, left: rect.left, right: rect.right };
    });
    // The box that cuts the text: the element itself or the nearest ancestor that clips.
    let clip: Element = root;
    while (clip.parentElement && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement;
    const box = (getComputedStyle(clip).overflowX === 'visible' ? root : clip).getBoundingClientRect();
    return { box: { left: box.left, right: box.right }, pieces };
  }, parts);
}

/** The pieces' texts in the order a player reads them on screen, left to right. */
export function leftToRight(drawn: DrawnText): string[] {
  return [...drawn.pieces].sort((a, b) => a.left - b.left).map((piece) => piece.part);
}

/** Whether a piece is drawn wholly inside the element's box (one pixel of rounding allowed). */
export function isShown(drawn: DrawnText, part: string): boolean {
  const piece = drawn.pieces.find((p) => p.part === part);
  if (!piece) throw new Error(`no piece "${part}"`);
  return piece.left >= drawn.box.left - 1 && piece.right <= drawn.box.right + 1;
}

/** Emoji and other pictographs, the way icons used to be drawn: arrows, dingbats, symbols, flags. */
const PICTOGRAPH =
  /[\p{Extended_Pictographic}\u{2190}-\u{21FF}\u{2300}-\u{23FF}\u{25A0}-\u{27BF}\u{27E6}-\u{27EF}\u{2900}-\u{297F}\u{2B00}-\u{2BFF}\u{1F1E6}-\u{1F1FF}\u{FE0F}]/u;
/** Text characters that Extended_Pictographic lists but every font draws: they are not icons. */
const TEXT_SIGNS = /[©®™]/gu;

/**
 * Every pictograph the page draws, as text or as a `::before`/`::after` content,
 * with the tag and class of the element it is in: an empty list when every icon is an SVG.
 */
export async function drawnPictographs(page: Page): Promise<string[]> {
  const found = await page.locator('body').evaluateAll(
    (roots, source) => {
      const pictograph = new RegExp(source.pattern, 'u');
      const textSigns = new RegExp(source.signs, 'gu');
      const out: string[] = [];
      const where = (element: Element) => `${element.tagName.toLowerCase()}.${element.className}`;
      for (const root of roots) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || parent.closest('script, style, noscript, template')) continue;
          const text = (node as Text).data.replace(textSigns, '');
          if (pictograph.test(text)) out.push(`${where(parent)}: ${text.trim()}`);
        }
        for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
          for (const pseudo of ['::before', '::after']) {
            const content = getComputedStyle(element, pseudo).content.replace(textSigns, '');
            if (content !== 'none' && content !== 'normal' && pictograph.test(content)) {
              out.push(`${where(element)}${pseudo}: ${content}`);
            }
          }
        }
      }
      return out;
    },
    { pattern: PICTOGRAPH.source, signs: TEXT_SIGNS.source },
  );
  return found;
}
