// The UI's formatters (client/src/shared/lib/use-format.ts): one shared set per language, zone and clock, each
// Intl formatter built on first use; and what they print, in the zone and clock asked for.
import { describe, expect, it } from 'vitest';
import { buildFormatters } from '../../client/src/shared/lib/use-format.js';

// 2026-03-08 17:05:09 UTC: 18:05 in Paris, 13:05 in New York (daylight time began there that morning).
const AT = Date.UTC(2026, 2, 8, 17, 5, 9);

describe('buildFormatters', () => {
  it('gives every caller with the same language, zone and clock the same set', () => {
    const a = buildFormatters('en-u-nu-latn', { timeZone: 'Europe/Paris', hour12: false });
    expect(buildFormatters('en-u-nu-latn', { timeZone: 'Europe/Paris', hour12: false })).toBe(a);
    expect(buildFormatters('en-u-nu-latn', { timeZone: 'America/New_York', hour12: false })).not.toBe(a);
    expect(buildFormatters('en-u-nu-latn', { timeZone: 'Europe/Paris', hour12: true })).not.toBe(a);
    expect(buildFormatters('fr-u-nu-latn', { timeZone: 'Europe/Paris', hour12: false })).not.toBe(a);
  });

  it('formats in the zone and clock of its set, however many sets exist', () => {
    const paris = buildFormatters('en-u-nu-latn', { timeZone: 'Europe/Paris', hour12: false });
    const newYork = buildFormatters('en-u-nu-latn', { timeZone: 'America/New_York', hour12: true });
    expect(paris.time(AT)).toBe('18:05');
    expect(paris.timeSeconds(AT)).toBe('18:05:09');
    expect(newYork.time(AT)).toMatch(/^01:05\sPM$/);
    expect(newYork.clockTime(AT)).toBe('01:05');
    expect(paris.date(AT)).toBe('Mar 8');
    expect(paris.number(1234.5, 1)).toBe('1,234.5');
    expect(paris.number(2)).toBe('2');
    expect(paris.duration(7 * 3600 + 12 * 60)).toBe('7h 12 min');
    expect(paris.relative(AT - 3 * 60_000, AT)).toBe('3 minutes ago');
    expect(paris.relative(AT + 5_000, AT)).toBe('now');
    // The short form for narrow columns (the chat list on a phone): same steps, short units, still past only.
    const fr = buildFormatters('fr-u-nu-latn', { timeZone: 'Europe/Paris', hour12: false });
    expect(fr.relative(AT - 33 * 60_000, AT)).toMatch(/^il y a 33\sminutes$/);
    expect(fr.relativeShort(AT - 33 * 60_000, AT)).toMatch(/^il y a 33\smin$/);
    expect(fr.relativeShort(AT - 26 * 3600_000, AT)).toBe('hier');
    expect(paris.relativeShort(AT + 5_000, AT)).toBe('now');
  });

  it('writes dates with their year in the zone and clock of its set (the admin grids, invoices)', () => {
    // 17:05 UTC on 8 March: 02:05 on 9 March in Tokyo.
    const tokyo = buildFormatters('en-u-nu-latn', { timeZone: 'Asia/Tokyo', hour12: false });
    expect(tokyo.longDateTime(AT)).toBe('Mar 9, 2026, 02:05');
    expect(tokyo.longDate(AT)).toBe('Mar 9, 2026');
    expect(tokyo.shortTime(AT)).toBe('02:05');
    const newYork = buildFormatters('en-u-nu-latn', { timeZone: 'America/New_York', hour12: true });
    expect(newYork.longDateTime(AT)).toMatch(/^Mar 8, 2026, 1:05\sPM$/);
    expect(newYork.shortTime(AT)).toMatch(/^1:05\sPM$/);
  });

  it('prints Latin digits in Arabic, as the pages do', () => {
    const ar = buildFormatters('ar-u-nu-latn', { timeZone: 'UTC', hour12: false });
    expect(ar.time(AT)).toBe('17:05');
    expect(ar.number(42)).toBe('42');
  });

  it('formats money from minor units in the language of its set, with the currency’s own digits', () => {
    const fr = buildFormatters('fr-u-nu-latn', { hour12: false });
    const en = buildFormatters('en-u-nu-latn', { hour12: false });
    expect(fr.money(6550, 'EUR')).toMatch(/^65,50[\u00a0\u202f]€$/u);
    expect(en.money(6550, 'EUR')).toBe('€65.50');
    expect(en.money(1200, 'JPY')).toBe('¥1,200');
    expect(en.money(1234, 'KWD')).toMatch(/^KWD\s1\.234$/u);
  });
});

describe('dates against the page direction', () => {
  // Intl's Arabic dates carry right-to-left marks (U+200F): in a left-to-right page they drew "072026/03/".
  it('isolates a date whose own direction is not the page’s (FSI … PDI), and leaves the usual pairs plain', () => {
    const arLtr = buildFormatters('ar-u-nu-latn', { timeZone: 'UTC', hour12: false, dir: 'ltr' });
    const arRtl = buildFormatters('ar-u-nu-latn', { timeZone: 'UTC', hour12: false, dir: 'rtl' });
    const frRtl = buildFormatters('fr-u-nu-latn', { timeZone: 'UTC', hour12: false, dir: 'rtl' });
    const enLtr = buildFormatters('en-u-nu-latn', { timeZone: 'UTC', hour12: false, dir: 'ltr' });
    expect(arLtr.longDate(AT)).toBe('\u206808\u200f/03\u200f/2026\u2069');
    expect(arLtr.dayMonth(AT)).toBe('\u20688\u200f/3\u2069');
    expect(arRtl.longDate(AT)).toBe('08\u200f/03\u200f/2026');
    expect(frRtl.longDate(AT)).toBe('\u20688 mars 2026\u2069');
    expect(enLtr.longDate(AT)).toBe('Mar 8, 2026');
    // Digits alone read the same both ways: no isolate to copy along.
    expect(arLtr.time(AT)).toBe('17:05');
    expect(frRtl.time(AT)).toBe('17:05');
    // For dates formatted elsewhere (records, invoices): the same rule.
    expect(arLtr.fit('07\u200f/11')).toBe('\u206807\u200f/11\u2069');
    expect(enLtr.fit('Nov 7')).toBe('Nov 7');
  });
});

describe('file sizes and name lists', () => {
  it('prints a file size in the language’s own unit, in the step that fits', () => {
    const en = buildFormatters('en-u-nu-latn', { hour12: false });
    // The byte has the symbol its larger units have ("45 byte" was Intl's English short form).
    expect(en.bytes(45)).toBe('45 B');
    expect(en.bytes(512)).toBe('512 B');
    expect(en.bytes(999)).toBe('999 B');
    expect(en.bytes(1000)).toBe('1 kB');
    expect(en.bytes(1536)).toBe('1.5 kB');
    expect(en.bytes(2_300_000)).toBe('2.3 MB');
    expect(en.bytes(999_999)).toBe('1 MB');
    const fr = buildFormatters('fr-u-nu-latn', { hour12: false });
    expect(fr.bytes(45)).toMatch(/^45\so$/);
    expect(fr.bytes(1536)).toMatch(/^1,5\sko$/);
    expect(fr.bytes(2_300_000)).toMatch(/^2,3\sMo$/);
    const ar = buildFormatters('ar-u-nu-latn', { hour12: false });
    expect(ar.bytes(1536)).toMatch(/^1\.5\s?كيلوبايت$/);
    expect(ar.bytes(1536)).not.toContain('KiB');
    expect(ar.bytes(45)).toMatch(/^45\s?بايت$/);
    const zh = buildFormatters('zh-u-nu-latn', { hour12: false });
    expect(zh.bytes(45)).toBe('45 B');
    expect(zh.bytes(1536)).toBe('1.5 kB');
    // Every language: a number and its unit, never the English word.
    for (const f of [en, fr, ar, zh]) expect(f.bytes(45)).not.toMatch(/byte/);
  });

  it('joins names with the language’s separator and conjunction, not a bare comma', () => {
    const names = ['Ada', 'Grace', 'Linus'];
    expect(buildFormatters('en-u-nu-latn', { hour12: false }).list(names)).toBe('Ada, Grace, and Linus');
    expect(buildFormatters('fr-u-nu-latn', { hour12: false }).list(names)).toBe('Ada, Grace et Linus');
    expect(buildFormatters('ar-u-nu-latn', { hour12: false }).list(names)).toBe('Ada وGrace وLinus');
    expect(buildFormatters('zh-u-nu-latn', { hour12: false }).list(names)).toBe('Ada、Grace和Linus');
    expect(buildFormatters('en-u-nu-latn', { hour12: false }).list(['Ada'])).toBe('Ada');
  });
});
