// A line's visual order (bidi-lines.ts), on lines as pdfmake lays them out: inlines with a font to measure.
import { describe, expect, it } from 'vitest';
import { reorderLine } from './bidi-lines.js';

const font = { widthOfString: (text: string, size: number) => text.length * size * 0.5 };
const line = (...texts: string[]) => ({
  inlines: texts.map((text) => ({ text, width: 0, x: 0, font, fontSize: 10 })),
  inlineWidths: 0,
  leadingCut: 0,
  trailingCut: 0,
});
const drawn = (l: ReturnType<typeof line>) => l.inlines.map((i) => i.text).join('');

describe('reorderLine', () => {
  it('keeps a left-to-right isolate in its order on an Arabic line', () => {
    const l = line('\u206660 mL/min/{1.73_m2}\u2069');
    reorderLine(l, 'rtl');
    expect(drawn(l)).toBe('60 mL/min/{1.73_m2}');
  });

  it('keeps the end of an isolate that a line break cut in two in its order too', () => {
    // The first line holds the isolate's start, the second its end: resolved alone, the second line's text took
    // the Arabic paragraph's direction and was drawn "{m2_1.73}".
    const first = line('\u206660 ', 'mL/min/');
    const second = line('{1.73_m2}\u2069');
    reorderLine(first, 'rtl');
    reorderLine(second, 'rtl');
    expect(drawn(second)).toBe('{1.73_m2}');
    const range = line('29/11/2026 – 30/10/2026\u2069');
    reorderLine(range, 'rtl');
    expect(drawn(range)).toBe('29/11/2026 – 30/10/2026');
  });
});
