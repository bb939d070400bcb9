// Fonts parsed once per process and shared by every document. pdfkit opens a font file anew in each document
// (read, then fontkit.create), and fontkit decodes tables, glyphs and the GSUB/GPOS lookups lazily, caching them
// on the font object — so every PDF decoded again what the previous one had already decoded: the Arabic
// shaping lookups on every Arabic document, and the CFF charstrings and subroutine indexes of the 8 MB Chinese
// font on every Chinese one (together most of a PDF's time). Here each of our font files is parsed once; each
// document still gets its own pdfkit EmbeddedFont (its own subset, widths and ToUnicode map) around the shared
// fontkit font, which layout and subsetting only read. Rendering is synchronous, so two documents never use a
// font at the same moment.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The fontkit font (no types): the fields used here. */
interface FontkitFont {
  _glyphs: Record<number, unknown>;
  createSubset(): object;
}

/** fontkit's CFF subset, the part patched below. */
interface CffSubset {
  cff: { stream: { pos: number; readBuffer(length: number): Uint8Array } };
  subsetSubrs(subrs: { offset: number; length: number }[], used: Record<number, boolean>): Uint8Array[];
}

// fontkit's CFF subset keeps each subroutine index at full length (so the charstrings keep their numbers) and
// fills every unused entry with a new one-byte `return`: 22,293 allocations per Chinese PDF for the local index
// of Noto Sans SC's Han dictionary alone. One shared stub writes the same bytes (~3 of ~8 ms per subset).
const RETURN_STUB = new Uint8Array([11]);

function shareSubrStubs(font: FontkitFont): void {
  const proto = Object.getPrototypeOf(font.createSubset()) as Partial<CffSubset> & { _sharedStubs?: true };
  if (typeof proto.subsetSubrs !== 'function' || proto._sharedStubs) return;
  proto._sharedStubs = true;
  proto.subsetSubrs = function subsetSubrs(this: CffSubset, subrs, used) {
    const res = new Array<Uint8Array>(subrs.length);
    for (let i = 0; i < subrs.length; i++) {
      const subr = subrs[i];
      if (used[i] && subr) {
        this.cff.stream.pos = subr.offset;
        res[i] = this.cff.stream.readBuffer(subr.length);
      } else {
        res[i] = RETURN_STUB;
      }
    }
    return res;
  };
}

// fontkit keeps every glyph object it has made, and a CFF glyph keeps its parsed outline once subsetting has
// read it (~12 KB per Chinese glyph). Per document that was garbage; on a font that lives as long as the process
// it would grow with every distinct character ever printed, so the cache is emptied past this many glyphs
// (they are made again on demand; documents being written keep the glyph objects they hold).
const GLYPH_CACHE_LIMIT = 3000;

/** pdfkit's document, the fields a provided font is registered in (pdfkit has no types here). */
interface PdfKitDoc {
  _fontCount: number;
  _fontFamilies: Record<string, unknown>;
  fontCache: Record<string, Record<string, unknown>>;
  getFontType(bold: boolean, italics: boolean): string;
  getFontFile(family: string, bold: boolean, italics: boolean): unknown;
}

type EmbeddedFontClass = new (doc: PdfKitDoc, font: FontkitFont, id: string) => unknown;

const require = createRequire(import.meta.url);
// fontkit as pdfkit resolves it (a dependency of pdfkit, not of ours), so both use the same classes.
const pdfkitRequire = createRequire(require.resolve('pdfkit'));

let installed = false;

/**
 * Once per process: pdfmake's provideFont builds each of `files` from its shared parse (made on first use).
 * Fonts not in `files` (none today) go the usual way.
 */
export function installSharedFonts(files: string[]): void {
  if (installed) return;
  installed = true;
  const fontkit = pdfkitRequire('fontkit') as { create(buffer: Uint8Array): FontkitFont };
  const ours = new Set(files);
  // On first use, so a process that never writes Chinese never holds the 17 MB of the CJK faces.
  const parsed = new Map<string, FontkitFont>();
  const parse = (file: string) => {
    let font = parsed.get(file);
    if (!font) {
      font = fontkit.create(readFileSync(file));
      shareSubrStubs(font);
      parsed.set(file, font);
    }
    return font;
  };
  let EmbeddedFont: EmbeddedFontClass | null = null;
  const proto = (require('pdfmake/js/PDFDocument.js') as { default: { prototype: Record<string, unknown> } }).default.prototype;
  const provide = proto['provideFont'] as (this: PdfKitDoc, family: string, bold: boolean, italics: boolean) => unknown;
  proto['provideFont'] = function provideFont(this: PdfKitDoc, family: string, bold: boolean, italics: boolean) {
    const file = this.getFontFile(family, bold, italics);
    if (typeof file !== 'string' || !ours.has(file)) return provide.call(this, family, bold, italics);
    const type = this.getFontType(bold, italics);
    const cache = (this.fontCache[family] ??= {});
    if (!cache[type]) {
      EmbeddedFont ??= embeddedFontClass(file);
      const shared = parse(file);
      if (Object.keys(shared._glyphs).length > GLYPH_CACHE_LIMIT) shared._glyphs = {};
      const font = new EmbeddedFont(this, shared, `F${++this._fontCount}`);
      // pdfkit writes (subsets and embeds) at the end exactly the fonts registered here.
      this._fontFamilies[`${family}:${type}`] = font;
      cache[type] = font;
    }
    return cache[type];
  };
}

/** pdfkit does not export EmbeddedFont: it is taken from a font opened in a throwaway document. */
function embeddedFontClass(file: string): EmbeddedFontClass {
  const PDFKit = pdfkitRequire('pdfkit') as new (options: object) => { font(src: Buffer): { _font: { constructor: EmbeddedFontClass } } };
  return new PDFKit({ autoFirstPage: false }).font(readFileSync(file))._font.constructor;
}
