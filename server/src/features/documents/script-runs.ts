// Font per run of text: no single font here covers Latin, Arabic and Chinese, so a string is cut into runs of
// one script and each run names its font. Spaces and ASCII punctuation stay in the run they follow (an Arabic
// phrase keeps its spaces and colon in the Arabic font, so shaping and spacing match); letters and digits
// outside Arabic/CJK go to Roboto.
import { ARABIC_FONT, CJK_FONT, LATIN_FONT } from './fonts.js';
import type { FontName } from './fonts.js';

export interface TextRun {
  text: string;
  font: FontName;
}

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;
// Han, kana, CJK punctuation, full-width forms, and the arrows Roboto lacks (Noto Sans SC has them).
const CJK = /[\u2190-\u21FF\u2E80-\u2FDF\u3000-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]/u;
// Neutral: spaces, ASCII punctuation and the bidi controls (isolates/marks, kept for bidi-lines.ts).
const NEUTRAL = /[\s!-/:-@[-`{-~\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

function fontOf(ch: string): FontName | null {
  if (ARABIC.test(ch)) return ARABIC_FONT;
  if (CJK.test(ch)) return CJK_FONT;
  if (NEUTRAL.test(ch)) return null;
  return LATIN_FONT;
}

/** Cuts `text` into runs of one font each (neutral characters join the run before them). */
export function scriptRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let current = null as TextRun | null;
  for (const ch of text) {
    const font: FontName = fontOf(ch) ?? current?.font ?? LATIN_FONT;
    if (current && current.font === font) {
      current.text += ch;
    } else {
      current = { text: ch, font };
      runs.push(current);
    }
  }
  return runs;
}

/** Whether a string needs anything but the Latin font (the common case needs no splitting). */
export const needsRuns = (text: string) => ARABIC.test(text) || CJK.test(text);
