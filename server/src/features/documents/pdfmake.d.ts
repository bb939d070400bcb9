// pdfmake 0.3 ships no type declarations (and there is no @types for 0.3): the small part the documents
// pipeline uses, typed here. The document definition stays a plain object (`DocDefinition`) built by our code.
declare module 'pdfmake' {
  import type { Readable } from 'node:stream';

  interface FontFaces {
    normal: string;
    bold: string;
    italics: string;
    bolditalics: string;
  }

  /** The pdfkit document: a Readable that must be `end()`ed once to flush. */
  interface PdfKitDocument extends Readable {
    end(): void;
  }

  interface OutputDocument {
    getBuffer(): Promise<Buffer>;
    getStream(): Promise<PdfKitDocument>;
  }

  interface PdfMake {
    setFonts(fonts: Record<string, FontFaces>): void;
    setUrlAccessPolicy(policy: (url: string) => boolean): void;
    setLocalAccessPolicy(policy: (path: string) => boolean): void;
    createPdf(definition: object, options?: object): OutputDocument;
  }

  const pdfmake: PdfMake;
  export default pdfmake;
}
