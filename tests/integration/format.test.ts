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

describe('file sizes and name lists', () => {
  it('prints a file size in the language’s own unit, in the step that fits', () => {
    const en = buildFormatters('en-u-nu-latn', { hour12: false });
    expect(en.bytes(512)).toBe('512 byte');
    expect(en.bytes(1536)).toBe('1.5 kB');
    expect(en.bytes(2_300_000)).toBe('2.3 MB');
    expect(en.bytes(999_999)).toBe('1 MB');
    const fr = buildFormatters('fr-u-nu-latn', { hour12: false });
    expect(fr.bytes(1536)).toMatch(/^1,5\sko$/);
    expect(fr.bytes(2_300_000)).toMatch(/^2,3\sMo$/);
    const ar = buildFormatters('ar-u-nu-latn', { hour12: false });
    expect(ar.bytes(1536)).toMatch(/^1\.5\s?كيلوبايت$/);
    expect(ar.bytes(1536)).not.toContain('KiB');
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
