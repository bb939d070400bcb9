// Text extraction (copy, search, screen readers, `pdftotext`) reads a PDF's glyphs back through the font's
// ToUnicode map, one entry per glyph. pdfkit keeps the first character seen for each glyph, but Noto Sans
// Arabic shares one dotless skeleton glyph between letters and adds the dots as marks (medial ف and ق, ر and ز,
// ب and ئ …): every later letter on that skeleton would read back as the first one. Here each font pdfmake
// opens hands out glyphs that carry the characters of this use (fontkit caches one Glyph per id, with the
// characters of its first use, so the characters of later uses would be lost), and encodes text so that a glyph used for a second, different character gets its own glyph id in the
// subset (a copy of the same outline), and so its own ToUnicode entry. Same drawing, correct text.
import { createRequire } from 'node:module';

interface Glyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
}

/** pdfkit's EmbeddedFont, the part its `encode` uses (pdfkit has no types here). */
interface EmbeddedFont {
  layout(text: string, features?: unknown): { glyphs: Glyph[]; positions: unknown[] };
  subset: { includeGlyph(id: number): number; glyphs: number[] };
  widths: number[];
  unicode: number[][];
  scale: number;
  encode(text: string, features?: unknown): [string[], unknown[]];
  /** The fontkit font: getGlyph caches one glyph object per id. Shared by documents (shared-fonts.ts). */
  font: { getGlyph: (this: unknown, id: number, codePoints?: number[]) => Glyph | null; _ownCharacters?: true };
  _distinct?: Map<string, number>;
}

const same = (a: number[] | undefined, b: number[]) => !!a && a.length === b.length && a.every((c, i) => c === b[i]);

/** pdfkit's EmbeddedFont.encode, with one subset glyph per (glyph, characters) pair. */
function encodeDistinct(this: EmbeddedFont, text: string, features?: unknown): [string[], unknown[]] {
  const { glyphs, positions } = this.layout(text, features);
  const keys = (this._distinct ??= new Map<string, number>());
  const res: string[] = [];
  for (const glyph of glyphs) {
    const key = `${glyph.id}:${glyph.codePoints.join(',')}`;
    let gid = keys.get(key);
    if (gid === undefined) {
      gid = this.subset.includeGlyph(glyph.id);
      const known = this.unicode[gid];
      if (known && glyph.codePoints.length > 0 && !same(known, glyph.codePoints)) {
        this.subset.glyphs.push(glyph.id);
        gid = this.subset.glyphs.length - 1;
      }
      keys.set(key, gid);
    }
    res.push(`0000${gid.toString(16)}`.slice(-4));
    this.widths[gid] ??= glyph.advanceWidth * this.scale;
    if (!this.unicode[gid]?.length) this.unicode[gid] = glyph.codePoints;
  }
  return [res, positions];
}

let installed = false;

/** Once per process: every font pdfmake provides encodes with encodeDistinct. */
export function installUnicodeMap(): void {
  if (installed) return;
  installed = true;
  const require = createRequire(import.meta.url);
  const doc = (require('pdfmake/js/PDFDocument.js') as { default: { prototype: Record<string, unknown> } }).default.prototype;
  const provide = doc['provideFont'] as (this: unknown, ...args: unknown[]) => EmbeddedFont;
  doc['provideFont'] = function provideFont(this: unknown, ...args: unknown[]) {
    const font = provide.apply(this, args);
    // Standard (AFM) fonts have no subset; only embedded fonts are changed.
    if ('subset' in font && font.encode !== encodeDistinct) {
      font.encode = encodeDistinct;
    }
    // The fontkit font outlives the document (shared-fonts.ts): its getGlyph is wrapped once, not per document.
    if ('subset' in font && !font.font._ownCharacters) {
      font.font._ownCharacters = true;
      const getGlyph = font.font.getGlyph;
      font.font.getGlyph = function ownCharacters(this: unknown, id: number, codePoints: number[] = []) {
        const glyph = getGlyph.call(this, id, codePoints);
        if (!glyph || codePoints.length === 0 || same(glyph.codePoints, codePoints)) return glyph;
        // The cached glyph with these characters: everything else (outline, metrics) read through to it.
        return Object.create(glyph, { codePoints: { value: codePoints, enumerable: true } }) as Glyph;
      };
    }
    return font;
  };
}
