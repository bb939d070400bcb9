// PDF inspection with poppler-utils (pdftotext, pdfinfo, pdftoppm), as a reader or a doctor's system would
// see the file: text in reading order, page count, pictures of the pages.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(tmpdir(), 'pdf-text-'));
let n = 0;

function toFile(pdf: Buffer): string {
  const file = path.join(dir, `doc-${n++}.pdf`);
  writeFileSync(file, pdf);
  return file;
}

/** The text, with poppler's bidi embedding marks removed and runs of spaces collapsed per line. */
export function pdfText(pdf: Buffer): string {
  const out = execFileSync('pdftotext', ['-enc', 'UTF-8', toFile(pdf), '-'], { encoding: 'utf8' });
  return out
    .replace(/[\u202A-\u202E\u2066-\u2069\u200E\u200F]/g, '')
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

export function pdfPages(pdf: Buffer): number {
  const info = execFileSync('pdfinfo', [toFile(pdf)], { encoding: 'utf8' });
  return Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0);
}

/** PNGs of the pages (`<prefix>-1.png` …) at `dpi`; returns their paths. */
export function pdfPictures(pdf: Buffer, prefix: string, dpi = 80): string[] {
  const pages = pdfPages(pdf);
  execFileSync('pdftoppm', ['-png', '-r', String(dpi), toFile(pdf), prefix]);
  return Array.from({ length: pages }, (_, i) => `${prefix}-${i + 1}.png`).filter((p) => {
    try {
      return readFileSync(p).length > 0;
    } catch {
      return false;
    }
  });
}
