// Every character a document draws must have a glyph in the font its run names; a missing one is drawn as a box
// (and HarfBuzz may swallow the character after it). French is the case that found it: its typography and Intl's
// French number formats both use U+202F, which Roboto lacks.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { fontFiles, LATIN_FONT } from './fonts.js';
import type { FontName } from './fonts.js';
import { prepareNode } from './prepare.js';

const require = createRequire(import.meta.url);
const fontkit = require('fontkit') as { openSync(path: string): { hasGlyphForCodePoint(cp: number): boolean } };
const files = fontFiles();
const fonts = Object.fromEntries(
  (Object.keys(files) as FontName[]).map((name) => [name, fontkit.openSync(files[name].normal)]),
) as Record<FontName, { hasGlyphForCodePoint(cp: number): boolean }>;

/** Every (font, text) pair pdfmake would draw from a prepared node: plain strings are in the Latin font. */
function drawn(node: unknown, font: FontName = LATIN_FONT): Array<[FontName, string]> {
  if (typeof node === 'string') return [[font, node]];
  if (Array.isArray(node)) return node.flatMap((n) => drawn(n, font));
  if (typeof node !== 'object' || node === null) return [];
  const obj = node as Record<string, unknown>;
  const own = typeof obj['font'] === 'string' ? (obj['font'] as FontName) : font;
  return ['text', 'stack', 'columns'].flatMap((key) => (key in obj ? drawn(obj[key], own) : []));
}

// Bidi controls are not drawn (bidi-lines.ts consumes them before pdfkit lays text out).
const INVISIBLE = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

function missing(node: unknown): string[] {
  return drawn(node).flatMap(([font, text]) =>
    [...text]
      .filter((ch) => !INVISIBLE.test(ch) && !fonts[font].hasGlyphForCodePoint(ch.codePointAt(0)!))
      .map(
        (ch) =>
          `${font} lacks U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} in ${JSON.stringify(text)}`,
      ),
  );
}

describe('prepared documents draw only characters their fonts have', () => {
  const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(1234.5);

  it('French typography and French amounts (U+202F)', () => {
    expect(euros).toContain('\u202f'); // what makes this case: ICU's French grouping separator
    const doc = [
      `Total\u202f: ${euros}`,
      { text: ['Reste à payer\u202f: ', { text: euros, bold: true }] },
      { stack: ['Êtes-vous sûr\u202f?', { text: '12\u202f345 pas' }] },
      { table: { body: [['Montant\u202f;', euros]] } },
    ];
    const prepared = prepareNode(doc, 'ltr');
    expect(missing(prepared)).toEqual([]);
    // The space is kept as a no-break one, not dropped: "1 234,50 €" must not break or read "1234,50".
    expect(JSON.stringify(prepared)).toContain('1\u00a0234,50');
  });

  it('the same in Arabic and Chinese documents', () => {
    const doc = [`المجموع: ${euros}`, `总计：${euros}`, { text: [`合计 ${euros}`, ' — ', 'Total\u202f: 1'] }];
    expect(missing(prepareNode(doc, 'rtl'))).toEqual([]);
    expect(missing(prepareNode(doc, 'ltr'))).toEqual([]);
  });

  it('the check itself sees a character a font lacks', () => {
    // Unprepared text goes to pdfkit as written: U+202F in Roboto is the box this file guards against.
    expect(missing(['Total\u202f: 1'])).toEqual(['Roboto lacks U+202F in "Total\u202f: 1"']);
    expect(missing([{ text: '總\u202f', font: 'NotoSC' }])).toHaveLength(1);
  });
});
