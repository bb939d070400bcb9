// Right-to-left text in pdfmake. pdfmake (through pdfkit/fontkit) shapes Arabic letters, and fontkit lays out
// one Arabic word right to left, but pdfmake places the words of a line left to right in logical order, so an
// Arabic sentence comes out with its words reversed and "ضغط الدم 120/80" breaks apart. This module applies the
// Unicode Bidirectional Algorithm (UAX #9, bidi-js) to every laid-out line, after pdfmake has broken the
// paragraph into lines and before the line is aligned and drawn:
//   1. embedding levels of the line's text for the document's base direction (rtl for Arabic documents);
//   2. the visual order of the characters (rule L2), mirrored brackets in right-to-left runs (rule L4);
//   3. the line's inlines cut into pieces of one level and one source inline, placed left to right in visual
//      order, each measured again with its own font.
// A right-to-left piece is handed to fontkit in logical order: fontkit reverses an Arabic-script string itself;
// a right-to-left piece without Arabic letters (brackets, a colon) is reversed here.
// The base direction comes from the render call (AsyncLocalStorage), since pdfmake's inlines carry no custom
// style properties. Levels are resolved per line rather than per paragraph: for the short paragraphs of our
// documents the two agree (they differ only for weak characters at a soft line break).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';

export type Direction = 'ltr' | 'rtl';

interface PdfFont {
  widthOfString(text: string, size: number, features?: unknown): number;
}

/** The fields of a pdfmake inline this module reads or writes (the rest is copied as is). */
interface Inline {
  text: string;
  width: number;
  x: number;
  font: PdfFont;
  fontSize: number;
  fontFeatures?: unknown;
  characterSpacing?: number;
  leadingCut?: number;
  trailingCut?: number;
}

interface Line {
  inlines: Inline[];
  inlineWidths: number;
  leadingCut: number;
  trailingCut: number;
  _bidiDone?: boolean;
}

const bidi = bidiFactory();
const RTL_CHAR = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
// Bidi controls (isolates, marks) steer the algorithm but have no glyph: removed before drawing.
const CONTROL = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;

export const baseDirection = new AsyncLocalStorage<Direction>();

function widthOf(inline: Inline, text: string): number {
  return inline.font.widthOfString(text, inline.fontSize, inline.fontFeatures) + (inline.characterSpacing ?? 0) * (text.length - 1);
}

/** Visual order of one line's characters: pieces of [owner inline, logical start, end, level]. */
function visualPieces(text: string, owner: Uint16Array, base: Direction) {
  const embedding = bidi.getEmbeddingLevels(text, base);
  const { levels } = embedding;
  const order = bidi.getReorderedIndices(text, embedding);
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  const pieces: { owner: number; lo: number; hi: number; level: number }[] = [];
  for (const i of order) {
    const last = pieces[pieces.length - 1];
    const level = levels[i] ?? 0;
    const o = owner[i] ?? 0;
    // The next character continues the piece when it is its logical neighbour in the same inline and level.
    if (last && last.owner === o && last.level === level && (i === last.hi + 1 || i === last.lo - 1)) {
      last.lo = Math.min(last.lo, i);
      last.hi = Math.max(last.hi, i);
    } else {
      pieces.push({ owner: o, lo: i, hi: i, level });
    }
  }
  return { pieces, mirrored };
}

const FSI = '\u2068';

/** How many isolate ends (PDI) in `text` close an isolate that did not start in it. */
function unmatchedIsolateEnds(text: string): number {
  let depth = 0;
  let unmatched = 0;
  for (const ch of text) {
    if (ch === '\u2066' || ch === '\u2067' || ch === '\u2068') depth += 1;
    else if (ch === '\u2069') {
      if (depth > 0) depth -= 1;
      else unmatched += 1;
    }
  }
  return unmatched;
}

/** Reorders one laid-out line in place (visual order, fresh x positions). Idempotent per line. */
export function reorderLine(line: Line, base: Direction): void {
  if (line._bidiDone || line.inlines.length === 0) return;
  line._bidiDone = true;
  // Whitespace at the line's ends is not drawn (rule L1 puts it at the paragraph's edge anyway).
  const texts = line.inlines.map((i) => i.text);
  texts[0] = (texts[0] ?? '').replace(/^\s+/u, '');
  texts[texts.length - 1] = (texts[texts.length - 1] ?? '').replace(/\s+$/u, '');
  const joined = texts.join('');
  if (base === 'ltr' && !RTL_CHAR.test(joined) && !CONTROL.test(joined)) return;
  if (joined.length === 0) return;
  // An isolate that a soft line break cut in two: this line holds its end (PDI) without its start, and resolved
  // alone its left-to-right text took the paragraph's direction ("{1.73_m2}" drawn "{m2_1.73}" in an Arabic
  // table). Its start is put back as a first-strong isolate: the documents' isolates hold left-to-right values
  // (SummaryFormat.ltr) or a name in its own script (SummaryFormat.auto), and either reads the same way then.
  const open = unmatchedIsolateEnds(joined);
  const text = `${FSI.repeat(open)}${joined}`;
  const owner = new Uint16Array(text.length);
  let at = open;
  texts.forEach((t, k) => {
    owner.fill(k, at, at + t.length);
    at += t.length;
  });
  const { pieces, mirrored } = visualPieces(text, owner, base);
  const out: Inline[] = [];
  let x = 0;
  for (const p of pieces) {
    const source = line.inlines[p.owner];
    if (!source) continue;
    const kept: number[] = [];
    for (let i = p.lo; i <= p.hi; i++) if (!CONTROL.test(text[i] ?? '')) kept.push(i);
    if (kept.length === 0) continue;
    const logical = kept.map((i) => text[i]).join('');
    let chars = kept.map((i) => mirrored.get(i) ?? text[i] ?? '');
    if (p.level % 2 === 1 && !ARABIC_LETTER.test(logical)) chars = chars.reverse();
    const piece = chars.join('');
    const width = widthOf(source, piece);
    out.push({ ...source, text: piece, width, x, leadingCut: 0, trailingCut: 0});
    x += width;
  }
  line.inlines = out;
  line.inlineWidths = x;
  line.leadingCut = 0;
  line.trailingCut = 0;
}

let installed = false;

/**
 * Hooks the reordering into pdfmake once per process: every line goes through ElementWriter.alignLine exactly
 * when it is placed, with its inlines final. Outside a render that set a direction (another pdfmake user),
 * lines are left alone.
 */
export function installBidi(): void {
  if (installed) return;
  installed = true;
  const require = createRequire(import.meta.url);
  // CommonJS module of pdfmake (no types): the class whose prototype every page writer shares.
  const writer = (require('pdfmake/js/ElementWriter.js') as { default: { prototype: { alignLine: (this: unknown, line: Line) => void } } })
    .default;
  const align = writer.prototype.alignLine;
  writer.prototype.alignLine = function alignLine(this: unknown, line: Line) {
    const base = baseDirection.getStore();
    if (base) reorderLine(line, base);
    align.call(this, line);
  };
}
