// Keeping a formatted value in its own direction when the page runs the other way. Intl's Arabic dates carry
// right-to-left marks ("07‏/11‏/2026"): in a left-to-right paragraph (Arabic with the direction switched to LTR)
// the marks pull the month and year to the right of the day ("072026/11/"); a French "7 nov. 2026" in a
// right-to-left paragraph reads "nov. 2026 7". A first-strong isolate (FSI … PDI) lays the value out by its own
// first letter or mark, as it would read in a page of its language, whatever surrounds it.

export type Direction = 'ltr' | 'rtl';

// Strong right-to-left: Hebrew, Arabic, Syriac, Thaana, N'Ko… (U+0590–U+08FF), their presentation forms, and the
// right-to-left and Arabic letter marks that Intl puts in Arabic dates.
const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u200F\u061C]/u;
// Strong left-to-right: any other letter (Latin, CJK…) and the left-to-right mark. Digits and punctuation are weak.
const LTR = /[\p{L}\u200E]/u;

const FSI = '\u2068';
const PDI = '\u2069';

/** The direction of a text's first strong character (as the Unicode bidi algorithm sees it); null when it has none. */
export function firstStrong(text: string): Direction | null {
  for (const ch of text) {
    if (RTL.test(ch)) return 'rtl';
    if (LTR.test(ch)) return 'ltr';
  }
  return null;
}

/**
 * The text as is when it runs the page's way (or has no letters: "09:30" reads the same either way), so the usual
 * case (English left-to-right, Arabic right-to-left) stays plain text for copying and matching; wrapped in a
 * first-strong isolate when it runs the other way.
 */
export function fitDirection(text: string, pageDir: Direction | undefined): string {
  if (!pageDir) return text;
  const own = firstStrong(text);
  return own && own !== pageDir ? `${FSI}${text}${PDI}` : text;
}
