// Avatar initials: the first character a reader sees of each word. An emoji, a flag or a letter with a
// combining accent is several UTF-16 units, so `charAt(0)` / `[0]` cut it in half and the avatar drew '�'.
// Made on first use, not when the module loads: the first Intl object of a page sets up ICU (25–70 ms on a
// phone, bench/README), which the signed-in header's first render should not pay for an avatar's letters.
let graphemes: Intl.Segmenter | undefined;

/** The first user-perceived character of `word` (after spaces), or ''. */
export function firstCharacter(word: string | null | undefined): string {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const first = graphemes.segment(word?.trim() ?? '')[Symbol.iterator]().next();
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
