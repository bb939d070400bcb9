// French typography in every French string of the client: a colon, semicolon, question or exclamation mark has a
// no-break space before it (U+202F, or U+00A0), never a plain space (the line could break before the mark) and
// never none (the English way, as strings copied from English keep). The four languages each have their own
// files; this reads every French one the client ships (features' i18n/fr.ts and the app's locales/**/fr.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { newMessageMail } from '../../server/src/features/messages/notice-mails.js';
import { PHRASES } from '../../server/src/features/ai/engine/phrases.js';

const CLIENT_SRC = path.resolve(import.meta.dirname, '../../client/src');

const SERVER_SRC = path.resolve(import.meta.dirname, '../../server/src');

function serverFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return serverFiles(p);
    return /(?<!\.test|\.d|\.generated)\.ts$/.test(name) ? [p] : [];
  });
}

/** The text of every string literal and template part of a TypeScript file, with its line. */
function literals(file: string): Array<[number, string]> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: Array<[number, string]> = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) {
      out.push([source.getLineAndCharacterOfPosition(node.getStart()).line + 1, node.text]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

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
// In a template's middle or tail the text before the space is an interpolation: "${from} au ${to} : moyenne".
const PLAIN_SPACE_AFTER_VALUE = new RegExp(String.raw`^ ${MARK}`, 'u');
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

  // The client's French writes the typographic apostrophe (l’assistant, d’administration); one straight one in the
  // menu ("Vue d'ensemble") stood out beside the others.
  it('every French string writes the apostrophe as ’, not as a straight quote', async () => {
    const bad: string[] = [];
    for (const file of frenchFiles(CLIENT_SRC)) {
      const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      for (const [key, text] of Object.values(mod).flatMap((v) => strings(v, '')))
        if (/\p{L}'\p{L}/u.test(text)) bad.push(`${path.relative(CLIENT_SRC, file)} ${key}: ${JSON.stringify(text)}`);
    }
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

  // The server writes French too: mails, the PDFs, the built-in assistant. No language puts a plain space before
  // these marks (English and Arabic none, Chinese full-width marks), so the check needs no idea of which string is
  // French: it reads every string literal of the server's sources.
  it('no string of the server puts a plain space before : ; ? !', () => {
    const files = serverFiles(SERVER_SRC);
    expect(files.length).toBeGreaterThan(200);
    const bad: string[] = [];
    let checked = 0;
    for (const file of files) {
      for (const [line, text] of literals(file)) {
        checked++;
        if (PLAIN_SPACE.test(text) || PLAIN_SPACE_AFTER_VALUE.test(text))
          bad.push(`${path.relative(SERVER_SRC, file)}:${line}: ${JSON.stringify(text)}`);
      }
    }
    expect(checked).toBeGreaterThan(5_000);
    expect(bad).toEqual([]);
  });

  it('punctuation that code puts between translated words follows the language', () => {
    expect(newMessageMail('a@example.org', 'fr', 'https://portal.example').text).toContain(
      'Ouvrir mes messages\u202f: https://portal.example/apps/email',
    );
    expect(newMessageMail('a@example.org', 'zh', 'https://portal.example').text).toContain(
      '打开我的消息：https://portal.example/apps/email',
    );
    expect(newMessageMail('a@example.org', 'en', 'https://portal.example').text).toContain(
      'Open my messages: https://portal.example/apps/email',
    );
    expect(PHRASES.fr.colon).toBe('\u202f: ');
    expect(PHRASES.fr.greeting).toMatch(/Bonjour\u202f! .*\u202f:$/u);
  });
});
