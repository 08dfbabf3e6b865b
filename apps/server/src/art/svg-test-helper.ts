import { SaxesParser } from 'saxes';

/** Tests only: parses an SVG as strict XML (throws on any error) and returns its elements and its text. */
export function parseSvg(svg: string): { root: string; elements: string[]; text: string } {
  const parser = new SaxesParser({ xmlns: true });
  const elements: string[] = [];
  let text = '';
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => elements.push(tag.local));
  parser.on('text', (chunk) => {
    text += chunk;
  });
  parser.write(svg).close();
  return { root: elements[0] ?? '', elements, text };
}
