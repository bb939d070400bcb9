// Punctuation that code puts between translated words ("label: value", a list of names), as each language
// writes it. French puts a narrow no-break space (U+202F) before : ; ? ! so a line never breaks before the mark;
// Chinese uses full-width marks with no space; Arabic its own comma and semicolon. PDFs draw U+202F as U+00A0
// (documents/prepare.ts): their Latin font has no glyph for it.
export type TextLanguage = 'en' | 'fr' | 'ar' | 'zh';

export const COLON: Record<TextLanguage, string> = { en: ': ', fr: '\u202f: ', ar: ': ', zh: '：' };
export const SEMICOLON: Record<TextLanguage, string> = { en: '; ', fr: '\u202f; ', ar: '؛ ', zh: '；' };

/** "label: value" in `language` (an unknown language is written the English way). */
export function labelled(language: string, label: string, value: string): string {
  return `${label}${COLON[language as TextLanguage] ?? COLON.en}${value}`;
}
