// The client's texts for server errors (client/src/shared/api/error-text.ts): every code the server can send
// (server/src/lib/errors.ts, ERROR_CODES) has its own sentence in each of the four languages, so a new code
// added on the server fails here until it is translated; and the text is picked from the code, the field and
// the structured details, never the server's English in another language. Likewise every reason a refusal can
// name (server/src/lib/errors.ts, REASON_PARAMS) has its text, with the same parameters, in each language.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, REASON_PARAMS, REASONS } from '../../server/src/lib/errors.js';
import { en } from '../../client/src/i18n/locales/en.js';
import { fr } from '../../client/src/i18n/locales/fr.js';
import { ar } from '../../client/src/i18n/locales/ar.js';
import { zh } from '../../client/src/i18n/locales/zh.js';
import { REASON_TEXTS, RULE_PARAMS, apiErrorText } from '../../client/src/shared/api/error-text.js';
import type { ApiErrorInfo } from '../../client/src/shared/api/errors.js';

const LANGUAGES = { en, fr, ar, zh } as const;
const SERVER_SRC = path.resolve(import.meta.dirname, '../../server/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [p] : [];
  });
}

/**
 * Codes written as literals where errors are built: REST bodies and GraphQLError extensions (a `code` beside a
 * `message`; FHIR's own `code` members are not errors), AppErrors, yoga's hook, the Fastify code map.
 */
function literalCodes(): Set<string> {
  const found = new Set<string>();
  const patterns = [
    /message[^;]{0,160}?\bcode: '([A-Z][A-Z_]+)'/g,
    /new AppError\('([A-Z][A-Z_]+)'/g,
    /withCode\('([A-Z][A-Z_]+)'\)/g,
    /FASTIFY_CODES[\s\S]*?\}/g,
  ];
  for (const file of sourceFiles(SERVER_SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const re of patterns.slice(0, 3)) for (const m of text.matchAll(re)) found.add(m[1] ?? '');
    for (const block of text.matchAll(patterns[3] as RegExp))
      for (const m of block[0].matchAll(/: '([A-Z][A-Z_]+)'/g)) found.add(m[1] ?? '');
  }
  return found;
}

describe('server error codes', () => {
  it('every code the server writes is in its ERROR_CODES list', () => {
    const literals = literalCodes();
    // The scan must see the codes thrown in many places, or it checks nothing.
    for (const known of ['BAD_USER_INPUT', 'RATE_LIMITED', 'GRAPHQL_PARSE_FAILED', 'INTERNAL_SERVER_ERROR'])
      expect(literals, known).toContain(known);
    expect([...literals].filter((c) => !(ERROR_CODES as string[]).includes(c))).toEqual([]);
  });

  it('every reason the server writes is in its REASON_PARAMS list (personal-info words its own)', () => {
    const reasons = new Set<string>();
    for (const file of sourceFiles(SERVER_SRC)) {
      if (file.includes(`${path.sep}personal-info${path.sep}`)) continue;
      const text = readFileSync(file, 'utf8');
      // badInput(field, message, 'KEY') or badInput(field, message, { reason: 'KEY', ... }); an AppError built by hand.
      for (const m of text.matchAll(/badInput\([^;]*?(?:,\s*'([A-Z][A-Z_]+)'\s*\)|reason: '([A-Z][A-Z_]+)')/g))
        reasons.add(m[1] ?? m[2] ?? '');
      for (const m of text.matchAll(/AppError\('BAD_USER_INPUT'[^;]*?reason: '([A-Z][A-Z_]+)'/g))
        reasons.add(m[1] ?? '');
    }
    // The scan must see reasons given in both forms and by hand, or it checks nothing.
    for (const known of ['SLUG_TAKEN', 'WRONG_PASSWORD', 'WRONG_CODE', 'CODE_REQUIRED', 'TOO_LONG', 'NOT_YOURSELF'])
      expect(reasons, known).toContain(known);
    expect([...reasons].filter((r) => !(REASONS as string[]).includes(r))).toEqual([]);
  });

  it('every reason has its text in all four languages, with the parameters the server sends', () => {
    const problems: string[] = [];
    for (const reason of REASONS) {
      if (Object.hasOwn(REASON_TEXTS, reason)) {
        const key = REASON_TEXTS[reason as keyof typeof REASON_TEXTS];
        for (const [lang, strings] of Object.entries(LANGUAGES)) {
          const text = (strings.apiErrors.details as Record<string, string | undefined>)[key];
          if (!text?.trim()) problems.push(`${lang}: ${reason}`);
        }
        continue;
      }
      const client = (RULE_PARAMS as Record<string, Record<string, string>>)[reason];
      if (!client) {
        problems.push(`no text for ${reason}`);
        continue;
      }
      // The same parameters, of the same kind (a day is formatted as a date, a number with the page's digits).
      expect(client, reason).toEqual(REASON_PARAMS[reason]);
      for (const [lang, strings] of Object.entries(LANGUAGES)) {
        const text = (strings.apiErrors.rules as Record<string, string | undefined>)[reason];
        if (!text?.trim()) problems.push(`${lang}: ${reason}`);
        else if (lang !== 'en' && text === (en.apiErrors.rules as Record<string, string>)[reason])
          problems.push(`${lang}: ${reason} (still English)`);
        else {
          const placeholders = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
          if (placeholders.join() !== Object.keys(client).sort().join())
            problems.push(`${lang}: ${reason} {{${placeholders.join()}}}`);
        }
      }
    }
    // And no text for a reason the server cannot send.
    for (const rule of Object.keys(RULE_PARAMS))
      if (!(REASONS as string[]).includes(rule)) problems.push(`extra ${rule}`);
    expect(REASONS.length).toBeGreaterThanOrEqual(20);
    expect(problems).toEqual([]);
  });

  it('every code has its own text in all four languages', () => {
    expect(ERROR_CODES.length).toBeGreaterThanOrEqual(25);
    const missing: string[] = [];
    for (const code of ERROR_CODES) {
      for (const [lang, strings] of Object.entries(LANGUAGES)) {
        const text = (strings.apiErrors.codes as Record<string, string | undefined>)[code];
        if (typeof text !== 'string' || text.trim() === '') missing.push(`${lang}: ${code}`);
        else if (lang !== 'en' && text === en.apiErrors.codes[code]) missing.push(`${lang}: ${code} (still English)`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('apiErrorText', () => {
  const t: Record<string, TFunction> = {};
  /** Keys looked up that no language has (the app warns on each: client/src/i18n/i18n.ts). */
  const missing: string[] = [];
  beforeAll(async () => {
    for (const [lang, strings] of Object.entries(LANGUAGES)) {
      const instance = i18next.createInstance();
      await instance.init({
        lng: lang,
        fallbackLng: 'en',
        resources: { [lang]: { translation: strings }, en: { translation: en } },
        saveMissing: true,
        missingKeyHandler: (_languages, _ns, key) => missing.push(key),
      });
      t[lang] = instance.t;
    }
  });
  const info = (over: Partial<ApiErrorInfo>): ApiErrorInfo => ({
    message: 'English from the server.',
    code: null,
    field: null,
    extensions: {},
    ...over,
  });
  const text = (lang: keyof typeof LANGUAGES, i: ApiErrorInfo) =>
    apiErrorText(t[lang] as TFunction, i, 'FALLBACK', lang);

  it('a known code shows its own text in French, Arabic and Chinese, never the server English', () => {
    for (const lang of ['fr', 'ar', 'zh'] as const) {
      for (const code of ERROR_CODES) {
        const shown = text(lang, info({ code, extensions: { code } }));
        expect(shown, `${lang} ${code}`).not.toBe('English from the server.');
        expect(shown, `${lang} ${code}`).not.toBe('');
      }
    }
    expect(text('fr', info({ code: 'INVALID_CREDENTIALS' }))).toBe(fr.apiErrors.codes.INVALID_CREDENTIALS);
    expect(text('ar', info({ code: 'EMAIL_TAKEN', field: 'email' }))).toBe(ar.apiErrors.codes.EMAIL_TAKEN);
  });

  it('uses the field and the structured details', () => {
    expect(text('fr', info({ code: 'BAD_USER_INPUT', field: 'currentPassword' }))).toBe(
      fr.apiErrors.fields.currentPassword,
    );
    expect(text('zh', info({ code: 'BAD_USER_INPUT', field: 'units.timeZone' }))).toBe(zh.apiErrors.fields.timeZone);
    expect(text('fr', info({ code: 'BAD_USER_INPUT', field: 'lines.0.quantity' }))).toBe(fr.apiErrors.fields.any);
    expect(text('fr', info({ code: 'BAD_USER_INPUT' }))).toBe(fr.apiErrors.codes.BAD_USER_INPUT);
    expect(text('fr', info({ code: 'BAD_USER_INPUT', field: 'slug', extensions: { reason: 'SLUG_TAKEN' } }))).toBe(
      fr.apiErrors.details.slugTaken,
    );
    expect(text('fr', info({ code: 'RATE_LIMITED', extensions: { retryAfterSeconds: 42 } }))).toBe(
      'Trop de demandes. Réessayez dans 42\u202fs.',
    );
    expect(text('ar', info({ code: 'RATE_LIMITED', extensions: { retryAfterSeconds: 3600 } }))).toBe(
      'طلبات كثيرة جدًا. حاول مرة أخرى بعد 60 دقيقة.',
    );
    expect(text('fr', info({ code: 'RATE_LIMITED' }))).toBe(fr.apiErrors.codes.RATE_LIMITED);
    // The assistant's daily quota: hours, not minutes.
    expect(text('zh', info({ code: 'RATE_LIMITED', extensions: { retryAfterSeconds: 5 * 3600 - 10 } }))).toBe(
      '已达到上限。请在 5 小时后重试。',
    );
  });

  it('in English keeps the server text (more precise) unless a finer text exists; unknown codes fall back', () => {
    expect(text('en', info({ code: 'BAD_USER_INPUT', field: 'title' }))).toBe('English from the server.');
    expect(text('en', info({ code: 'BAD_USER_INPUT', field: 'currentPassword' }))).toBe(
      en.apiErrors.fields.currentPassword,
    );
    expect(text('en', info({ code: 'NOT_FOUND', message: null }))).toBe(en.apiErrors.codes.NOT_FOUND);
    expect(text('fr', info({ code: 'SOMETHING_NEW' }))).toBe('English from the server.');
    expect(text('fr', info({ code: 'SOMETHING_NEW', message: null }))).toBe('FALLBACK');
    expect(text('fr', info({ message: null }))).toBe('FALLBACK');
  });

  it('a rule with its limits reads the same rule in every language, numbers and days in the page format', () => {
    const tooLong = info({ code: 'BAD_USER_INPUT', field: 'body', extensions: { reason: 'TOO_LONG', max: 10000 } });
    expect(text('fr', tooLong)).toBe('10\u202f000 caractères au maximum.');
    expect(text('ar', tooLong)).toBe('الحد الأقصى لعدد الأحرف: 10,000.');
    expect(text('zh', tooLong)).toBe('最多 10,000 个字符。');
    // English shows the server's sentence: the same rule, said more precisely.
    expect(text('en', tooLong)).toBe('English from the server.');
    const range = info({
      code: 'BAD_USER_INPUT',
      field: 'rating',
      extensions: { reason: 'OUT_OF_RANGE', min: 1, max: 5 },
    });
    expect(text('zh', range)).toBe('请输入 1 到 5 之间的数值。');
    const early = info({
      code: 'BAD_USER_INPUT',
      field: 'date',
      extensions: { reason: 'DATE_TOO_EARLY', min: '1900-01-01' },
    });
    expect(text('fr', early)).toBe('La date ne peut pas être antérieure au 1 janv. 1900.');
    // The UI calls Chinese 'ch': its days are Chinese too.
    expect(apiErrorText(t['zh'] as TFunction, early, 'FALLBACK', 'ch')).toBe('日期不能早于 1900年1月1日。');
    const example = info({
      code: 'BAD_USER_INPUT',
      field: 'observations[0].code',
      extensions: { reason: 'INVALID_FORMAT', example: '8480-6' },
    });
    expect(text('ar', example)).toBe('اكتبها بالصيغة المتوقعة، مثل \u20688480-6\u2069.');
    // A rule needs no field (an address book that is full).
    expect(text('fr', info({ code: 'BAD_USER_INPUT', extensions: { reason: 'TOO_MANY', max: 1000 } }))).toBe(
      'Limite atteinte\u202f: 1\u202f000 au maximum.',
    );
  });

  it("a rule outranks the field's own text; a rule without its limits, or unknown, is not shown", () => {
    // 'password' is also the field of the password that confirms a deletion: "required" there, not "choose another".
    expect(text('fr', info({ code: 'BAD_USER_INPUT', field: 'password', extensions: { reason: 'REQUIRED' } }))).toBe(
      fr.apiErrors.rules.REQUIRED,
    );
    // personal-info sends TOO_LONG without max (its page words its own): never "{{max}}".
    expect(
      text('ar', info({ code: 'BAD_USER_INPUT', field: 'address.city', extensions: { reason: 'TOO_LONG' } })),
    ).toBe(ar.apiErrors.fields.any);
    expect(
      text('fr', info({ code: 'BAD_USER_INPUT', field: 'title', extensions: { reason: 'TOO_LONG', max: '100' } })),
    ).toBe(fr.apiErrors.fields.any);
    expect(text('zh', info({ code: 'BAD_USER_INPUT', field: 'dueDate', extensions: { reason: 'TOO_OLD' } }))).toBe(
      zh.apiErrors.fields.dueDate,
    );
    // Only a BAD_USER_INPUT names a rule: a ban's reason is free text.
    expect(text('fr', info({ code: 'ACCOUNT_BANNED', extensions: { reason: 'REQUIRED' } }))).toBe(
      fr.apiErrors.codes.ACCOUNT_BANNED,
    );
  });

  it('every rule reads without a placeholder left in any language', () => {
    const sample = { number: 12, day: '2030-06-15', text: 'EUR' } as const;
    for (const [reason, params] of Object.entries(RULE_PARAMS)) {
      const extensions: Record<string, unknown> = { reason };
      for (const [name, kind] of Object.entries(params)) extensions[name] = sample[kind];
      for (const lang of ['fr', 'ar', 'zh'] as const) {
        const shown = text(lang, info({ code: 'BAD_USER_INPUT', field: 'x', extensions }));
        const template = (LANGUAGES[lang].apiErrors.rules as Record<string, string>)[reason] ?? '';
        expect(shown, `${lang} ${reason}`).not.toMatch(/\{\{/);
        // The rule's own words, with each value put where its placeholder was.
        for (const part of template.split(/\{\{\w+\}\}/)) expect(shown, `${lang} ${reason}`).toContain(part);
        if (Object.keys(params).length === 0) expect(shown, `${lang} ${reason}`).toBe(template);
        else expect(shown.length, `${lang} ${reason}`).toBeGreaterThan(template.replace(/\{\{\w+\}\}/g, '').length);
      }
    }
  });

  it('looked up no key that does not exist (unknown codes and fields are not asked for)', () => {
    expect(text('fr', info({ code: 'BAD_USER_INPUT', field: 'someFieldWithoutText' }))).toBe(fr.apiErrors.fields.any);
    expect(text('fr', info({ code: 'NOT_A_CODE' }))).toBe('English from the server.');
    expect(missing).toEqual([]);
  });
});
