/** The part of opentype.js 0.7 the captcha uses: a font file's glyph outlines (the package ships no types). */
declare module 'opentype.js' {
  export type PathCommand = {
    type: 'M' | 'L' | 'Q' | 'C' | 'Z';
    x?: number;
    y?: number;
    x1?: number;
    y1?: number;
    x2?: number;
    y2?: number;
  };
  export type Glyph = {
    advanceWidth: number;
    getPath(x: number, y: number, fontSize: number): { commands: PathCommand[] };
  };
  export type Font = { unitsPerEm: number; charToGlyph(char: string): Glyph };
  const opentype: { loadSync(path: string): Font };
  export default opentype;
}
