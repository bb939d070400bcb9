// The fonts every document embeds (pdfkit subsets them: only the glyphs used are written). Roboto (shipped with
// pdfmake) covers Latin, Greek and Cyrillic; Noto Sans Arabic covers Arabic; Noto Sans SC (from
// @embedpdf/fonts-sc) covers Chinese. Roboto has no Arabic or CJK glyphs, so each run of text gets the font
// of its script (script-runs.ts). Files are read from node_modules by absolute path; the local access policy
// of the pipeline allows exactly these paths and nothing else.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

export const LATIN_FONT = 'Roboto';
export const ARABIC_FONT = 'NotoArabic';
export const CJK_FONT = 'NotoSC';
export type FontName = typeof LATIN_FONT | typeof ARABIC_FONT | typeof CJK_FONT;

interface FontFaces {
  normal: string;
  bold: string;
  italics: string;
  bolditalics: string;
}

function faces(normal: string, bold: string, italics = normal, bolditalics = bold): FontFaces {
  return { normal, bold, italics, bolditalics };
}

/** Resolves the font files once (absolute paths), so a missing package fails at start-up, not mid-request. */
export function fontFiles(): Record<FontName, FontFaces> {
  const roboto = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts/Roboto');
  const arabic = path.dirname(require.resolve('@expo-google-fonts/noto-sans-arabic/package.json'));
  // The package's exports map hides package.json; its entry point sits in dist/, the fonts next to it.
  const sc = path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '../fonts');
  return {
    [LATIN_FONT]: faces(
      path.join(roboto, 'Roboto-Regular.ttf'),
      path.join(roboto, 'Roboto-Medium.ttf'),
      path.join(roboto, 'Roboto-Italic.ttf'),
      path.join(roboto, 'Roboto-MediumItalic.ttf'),
    ),
    [ARABIC_FONT]: faces(
      path.join(arabic, '400Regular/NotoSansArabic_400Regular.ttf'),
      path.join(arabic, '700Bold/NotoSansArabic_700Bold.ttf'),
    ),
    [CJK_FONT]: faces(path.join(sc, 'NotoSansHans-Regular.otf'), path.join(sc, 'NotoSansHans-Bold.otf')),
  };
}
