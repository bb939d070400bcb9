// Text that draws nothing: white space, the invisible format characters (Unicode Cf: zero-width space and
// joiners, word joiner, bidi marks) and the characters that render blank (Hangul fillers, braille blank). A
// post, comment, message or name made only of these was stored and shown as an empty line or a nameless row;
// the required-text checks treat it as empty. Such characters inside visible text (an emoji sequence) stay.
const DRAWS_SOMETHING = /[^\s\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/u;

/** True when nothing of `text` would be visible on screen. */
export function isBlank(text: string): boolean {
  return !DRAWS_SOMETHING.test(text);
}
