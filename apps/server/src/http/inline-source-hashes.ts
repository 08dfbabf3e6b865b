import { createHash } from 'node:crypto';
import { type DefaultTreeAdapterTypes, parse } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** CSP source expressions ('sha256-...') of a page's inline scripts and inline style elements. */
export type InlineSourceHashes = { scripts: string[]; styles: string[] };

const sourceHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* elements(child);
}

/** The text a browser hashes for a script or style element: its raw child text, as parsed. */
function ownText(element: Element): string {
  return element.childNodes
    .map((child) => ('value' in child && child.nodeName === '#text' ? child.value : ''))
    .join('');
}

/**
 * Hashes the inline scripts and styles of a page as the browser parses them (parse5 follows the
 * HTML standard, line-ending normalisation included), so the hashes are those of the exact bytes
 * served: a rebuilt page needs no hand-kept list. Scripts with a src, and JSON or other data
 * blocks, are not inline code and need no hash.
 */
export function inlineSourceHashes(html: string): InlineSourceHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const element of elements(parse(html))) {
    const attribute = (name: string) => element.attrs.find((a) => a.name === name)?.value;
    if (element.tagName === 'script' && attribute('src') === undefined && isCode(attribute('type'))) {
      scripts.add(sourceHash(ownText(element)));
    } else if (element.tagName === 'style') {
      styles.add(sourceHash(ownText(element)));
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
}

function isCode(type: string | undefined): boolean {
  const normalized = (type ?? '').trim().toLowerCase();
  return normalized === '' || normalized === 'module' || normalized.includes('javascript');
}
