// The document pipeline every printable document goes through (the health summary here; invoices build on it):
// a feature writes a pdfmake document definition with plain strings in reading order, and this service
// embeds the fonts (a font per run of script, so mixed Latin/Arabic/Chinese text renders), applies the Unicode
// bidi algorithm per line for right-to-left languages, mirrors the layout for Arabic, and renders on demand.
// pdfmake may fetch URLs and read local files named in a definition: both are closed here (no URL at all;
// no local file but the embedded fonts), so text from a user can never make the server fetch or read anything.
import type { Readable } from 'node:stream';
import pdfmake from 'pdfmake';
import { baseDirection, installBidi } from './bidi-lines.js';
import type { Direction } from './bidi-lines.js';
import { fontFiles, LATIN_FONT } from './fonts.js';
import { prepareNode } from './prepare.js';
import { installSharedFonts } from './shared-fonts.js';
import { installUnicodeMap } from './unicode-map.js';

export const DOCUMENT_LANGUAGES = ['en', 'fr', 'ar', 'zh'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

export interface RenderOptions {
  language: DocumentLanguage;
}

/** A pdfmake document definition (pdfmake 0.3 has no types; the shape is pdfmake's). */
export type DocDefinition = Record<string, unknown> & { content: unknown };

type Footer = (currentPage: number, pageCount: number) => unknown;

export const directionOf = (language: DocumentLanguage): Direction => (language === 'ar' ? 'rtl' : 'ltr');

let configured = false;

function configure(): void {
  if (configured) return;
  configured = true;
  const fonts = fontFiles();
  const allowed = new Set<string>(Object.values(fonts).flatMap((f): string[] => [f.normal, f.bold, f.italics, f.bolditalics]));
  pdfmake.setFonts(fonts);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => allowed.has(path));
  installBidi();
  // Before the unicode map: it wraps whatever provideFont is then, so it sees every font, shared or not.
  installSharedFonts([...allowed]);
  installUnicodeMap();
}

export class DocumentsService {
  constructor() {
    configure();
  }

  /** The definition as pdfmake draws it for this language (font runs, mirrored layout, default style). */
  prepare(definition: DocDefinition, { language }: RenderOptions): DocDefinition {
    const dir = directionOf(language);
    const wrap = (f: unknown): unknown =>
      typeof f === 'function' ? (page: number, count: number) => prepareNode((f as Footer)(page, count), dir) : prepareNode(f, dir);
    const defaultStyle = (definition['defaultStyle'] ?? {}) as Record<string, unknown>;
    return {
      ...definition,
      // Only what the feature drew: no images by path, no attachments, no remote resources.
      images: {},
      attachments: {},
      language,
      content: prepareNode(definition.content, dir),
      ...(definition['header'] ? { header: wrap(definition['header']) } : {}),
      ...(definition['footer'] ? { footer: wrap(definition['footer']) } : {}),
      defaultStyle: { font: LATIN_FONT, fontSize: 10, ...(dir === 'rtl' ? { alignment: 'right' } : {}), ...defaultStyle },
    };
  }

  /** The whole PDF in memory. */
  async render(definition: DocDefinition, options: RenderOptions): Promise<Buffer> {
    const prepared = this.prepare(definition, options);
    return baseDirection.run(directionOf(options.language), () => pdfmake.createPdf(prepared).getBuffer());
  }

  /** The PDF as a stream (for HTTP replies): bytes flow as pdfkit writes them, nothing is kept once sent. */
  async stream(definition: DocDefinition, options: RenderOptions): Promise<Readable> {
    const prepared = this.prepare(definition, options);
    const doc = await baseDirection.run(directionOf(options.language), () => pdfmake.createPdf(prepared).getStream());
    doc.end();
    return doc;
  }
}
