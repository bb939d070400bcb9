// French typography in every French string of the client: a colon, semicolon, question or exclamation mark has a
// no-break space before it (U+202F, or U+00A0), never a plain space (the line could break before the mark) and
// never none (the English way, as strings copied from English keep). The four languages each have their own
// files; this reads every French one the client ships (features' i18n/fr.ts and the app's locales/**/fr.ts).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLIENT_SRC = path.resolve(import.meta.dirname, '../../client/src');

function frenchFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return frenchFiles(p);
    return name === 'fr.ts' ? [p] : [];
  });
}

function strings(value: unknown, at: string): Array<[string, string]> {
  if (typeof value === 'string') return [[at, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => strings(v, at ? `${at}.${k}` : k));
}

/** The mark, when it ends a clause: followed by a space, the end, or an interpolation/closing character. */
const MARK = String.raw`[:;?!](?=\s|$|[{.,)»])`;
const PLAIN_SPACE = new RegExp(String.raw`\S ${MARK}`, 'u');
const NO_SPACE = new RegExp(String.raw`[\p{L}\p{N}}»)]${MARK}`, 'u');

describe('French punctuation', () => {
  it('every French string puts a no-break space before : ; ? !', async () => {
    const files = frenchFiles(CLIENT_SRC);
    expect(files.length).toBeGreaterThanOrEqual(20);
    const bad: string[] = [];
    let checked = 0;
    for (const file of files) {
      const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      for (const [key, text] of Object.values(mod).flatMap((v) => strings(v, ''))) {
        checked++;
        if (PLAIN_SPACE.test(text) || NO_SPACE.test(text))
          bad.push(`${path.relative(CLIENT_SRC, file)} ${key}: ${JSON.stringify(text)}`);
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(bad).toEqual([]);
  });

  it('the check sees both faults (a plain space, no space) and passes both no-break spaces', () => {
    expect(PLAIN_SPACE.test('Priorité : haute')).toBe(true);
    expect(NO_SPACE.test('Priorité: haute')).toBe(true);
    expect(NO_SPACE.test('Bloquer {{name}}?')).toBe(true);
    for (const ok of ['Priorité\u202f: haute', 'Priorité\u00a0: haute', 'Heure 12:30', 'https://exemple.fr']) {
      expect(PLAIN_SPACE.test(ok) || NO_SPACE.test(ok), ok).toBe(false);
    }
  });
});
