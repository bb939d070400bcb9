// Avatar initials: the first character a reader sees of each word. An emoji, a flag or a letter with a
// combining accent is several UTF-16 units, so `charAt(0)` / `[0]` cut it in half and the avatar drew '�'.
// Made on first use, not when the module loads: the first Intl object of a page sets up ICU (25–70 ms on a
// phone, bench/README), which the signed-in header's first render should not pay for an avatar's letters.
let graphemes: Intl.Segmenter | undefined;

// Most names start with a letter of one UTF-16 unit that nothing after it joins ("A", "أ", "美"): that letter is a
// whole character by itself, and the segmenter is not needed. Its first use loads ICU's break rules, about 10 ms
// on a desktop core and 40 ms on a phone, in the signed-in header's first render (the avatar): bench/README,
// twenty-second pass. Whatever might be more than one unit goes to the segmenter: an emoji or any character
// outside the BMP; a letter followed by a combining mark, a joiner (ZWJ, ZWNJ), a character outside the BMP (an
// emoji modifier), Thai and Lao sara am or the half-width kana voicing marks (spacing marks that are not \p{M});
// Hangul jamo and syllables, which join the jamo after them; Malayalam's dot reph, which joins the letter after it.
const PLAIN_FIRST =
  /^[\p{L}\p{N}](?!\u200D|[\p{M}\u200C\u0E33\u0EB3\uFF9E\uFF9F\u1100-\u11FF\uA960-\uA97F\uD7B0-\uD7FF\u{10000}-\u{10FFFF}])/u;
const JOINS_NEXT = /[\u0D4E\u1100-\u11FF\uA960-\uA97F\uAC00-\uD7A3]/;

/** The first user-perceived character of `word` (after spaces), or ''. */
export function firstCharacter(word: string | null | undefined): string {
  const text = word?.trim() ?? '';
  const plain = PLAIN_FIRST.exec(text)?.[0];
  if (plain?.length === 1 && !JOINS_NEXT.test(plain)) return plain;
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const first = graphemes.segment(text)[Symbol.iterator]().next();
  return first.done ? '' : first.value.segment;
}

/** Up to `max` initials, one per non-empty part, upper-cased ("amina haddad" → "AH"); '' when none. */
export function initialsOf(parts: readonly (string | null | undefined)[], max = 2): string {
  return parts
    .map(firstCharacter)
    .filter(Boolean)
    .slice(0, max)
    .join('')
    .toUpperCase();
}

/** The initials of a whole name written as one string ("Ada Admin" → "AA"). */
export function initialsOfName(name: string, max = 2): string {
  return initialsOf(name.split(/\s+/), max);
}
