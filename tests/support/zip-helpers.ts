// Reads a downloaded zip with the machine's Info-ZIP `unzip` (an independent implementation of the format,
// so the archive is checked by something other than the library that wrote it). Nothing here asserts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Unzipped {
  /** Entry names in archive order. */
  names: string[];
  /** `unzip -t` output: "No errors detected" when every CRC matches. */
  integrity: string;
  text(name: string): string;
  bytes(name: string): Buffer;
  dispose(): void;
}

export function unzip(bytes: Buffer): Unzipped {
  const dir = mkdtempSync(path.join(tmpdir(), 'hp-zip-'));
  const file = path.join(dir, 'export.zip');
  writeFileSync(file, bytes);
  const run = (args: string[]) => execFileSync('unzip', args, { maxBuffer: 256 * 1024 * 1024 });
  return {
    names: run(['-Z1', file]).toString('utf8').split('\n').filter(Boolean),
    integrity: run(['-t', file]).toString('utf8'),
    text: (name) => run(['-p', file, name]).toString('utf8'),
    bytes: (name) => run(['-p', file, name]),
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Splits RFC 4180 CSV (quoted fields may hold commas, quotes and line breaks) into rows of fields. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted) {
      if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endField();
    else if (c === '\r' && text[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else field += c;
  }
  if (field || row.length) {
    endField();
    rows.push(row);
  }
  return rows;
}
