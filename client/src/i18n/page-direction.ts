// Translated sentences in their language's direction when the page is laid out the other way (the customizer lets
// the direction differ from the language: Arabic left to right, English right to left). In a left-to-right page
// the bidi algorithm lays an Arabic sentence out from the left: one that starts with a number shows the number
// first ("5 قراءات" reads "قراءات 5" backwards), and a trailing "…" or ":" lands at its start. Each translated
// string is isolated in its language's direction (RLI or LRI … PDI), so it reads as it would in a page of its
// language, while the page keeps its layout and alignment. When the two agree, the text is left as it is.
import type { PostProcessorModule } from 'i18next';
import type { Direction } from '../shared/lib/bidi';

const LRI = '\u2066';
const RLI = '\u2067';
const PDI = '\u2069';

let pageDir: Direction = 'ltr';

/** The page's direction from now on (settings-provider.tsx); true when it changed. */
export function setPageDirection(dir: Direction): boolean {
  const changed = dir !== pageDir;
  pageDir = dir;
  return changed;
}

export function isolateFor(text: string, languageDir: Direction, dir: Direction = pageDir): string {
  if (languageDir === dir || text === '') return text;
  return `${languageDir === 'rtl' ? RLI : LRI}${text}${PDI}`;
}

/** The i18next post-processor that applies isolateFor to every translated string (i18n.ts). */
export function pageDirectionProcessor(languageDir: (lng: string | undefined) => Direction): PostProcessorModule {
  return {
    type: 'postProcessor',
    name: 'pageDirection',
    process: (value, _key, options) => isolateFor(value, languageDir((options as { lng?: string }).lng)),
  };
}
