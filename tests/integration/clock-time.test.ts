// Times of day typed in the page's language and the user's clock (client/src/shared/lib/clock-time.ts), and the
// day-and-time pair read as an instant in a time zone (wallClock / fromWallClock in client/src/shared/lib/time.ts),
// across daylight-saving changes.
import { describe, expect, it } from 'vitest';
import { clockPattern, exampleTime, formatTime, parseTime } from '../../client/src/shared/lib/clock-time.js';
import { fromWallClock, wallClock } from '../../client/src/shared/lib/time.js';

const LOCALES = ['en-u-nu-latn', 'fr-u-nu-latn', 'ar-u-nu-latn', 'zh-u-nu-latn'];
const en12 = clockPattern('en-u-nu-latn', true);
const en24 = clockPattern('en-u-nu-latn', false);
const fr24 = clockPattern('fr-u-nu-latn', false);
const fr12 = clockPattern('fr-u-nu-latn', true);
const ar12 = clockPattern('ar-u-nu-latn', true);
const zh12 = clockPattern('zh-u-nu-latn', true);
/** Intl's spaces vary with the ICU version (U+202F before AM/PM in recent ones): compared as plain spaces. */
const plain = (s: string) => s.replace(/[\s\u200e\u200f\u061c]+/g, ' ').trim();
const time = (text: string, pattern = en12) => parseTime(text, pattern);

describe('clock time', () => {
  it('writes a time on each clock the way Intl does for the language', () => {
    expect(formatTime('14:30', fr24)).toBe('14:30');
    expect(formatTime('09:05', en24)).toBe('09:05');
    expect(plain(formatTime('14:30', en12))).toBe('2:30 PM');
    expect(plain(formatTime('00:15', en12))).toBe('12:15 AM');
    expect(plain(exampleTime(ar12))).toBe('2:30 م');
    expect(plain(exampleTime(zh12))).toBe('下午2:30');
    expect([ar12.am, ar12.pm, zh12.am, zh12.pm]).toEqual(['ص', 'م', '上午', '下午']);
    expect(formatTime('25:00', en24)).toBe('');
  });

  it('reads back every minute it writes, in every language and on both clocks', () => {
    for (const locale of LOCALES) {
      for (const hour12 of [false, true]) {
        const pattern = clockPattern(locale, hour12);
        for (let minutes = 0; minutes < 24 * 60; minutes += 1) {
          const hm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
          expect(parseTime(formatTime(hm, pattern), pattern), `${locale} ${String(hour12)} ${hm}`).toEqual({
            time: hm,
          });
        }
      }
    }
  });

  it('reads a 12-hour time with AM/PM in any case, with or without a space, before or after', () => {
    expect(time('2:30 PM')).toEqual({ time: '14:30' });
    expect(time('2:30pm')).toEqual({ time: '14:30' });
    expect(time('2:30 p.m.')).toEqual({ time: '14:30' });
    expect(time('2:30 P')).toEqual({ time: '14:30' });
    expect(time('9 am')).toEqual({ time: '09:00' });
    expect(time('12:05 AM')).toEqual({ time: '00:05' });
    expect(time('12:05 pm')).toEqual({ time: '12:05' });
    expect(time('PM 2:30')).toEqual({ time: '14:30' });
    expect(time('下午2:30', zh12)).toEqual({ time: '14:30' });
    expect(time('上午 9:15', zh12)).toEqual({ time: '09:15' });
    expect(time('\u200f2:30 م', ar12)).toEqual({ time: '14:30' });
    expect(time('2:30 ص', ar12)).toEqual({ time: '02:30' });
    // The Latin forms are understood in every language, and a period on a 24-hour clock too.
    expect(time('2:30 pm', ar12)).toEqual({ time: '14:30' });
    expect(time('2:30 PM', fr24)).toEqual({ time: '14:30' });
  });

  it('reads 24-hour times with the separators people type: colon, point, comma, French h; full-width digits', () => {
    expect(time('14:30', fr24)).toEqual({ time: '14:30' });
    expect(time('9:05', fr24)).toEqual({ time: '09:05' });
    expect(time('14.30', fr24)).toEqual({ time: '14:30' });
    expect(time('14,30', fr24)).toEqual({ time: '14:30' });
    expect(time('14h30', fr24)).toEqual({ time: '14:30' });
    expect(time('14 h 30', fr24)).toEqual({ time: '14:30' });
    expect(time('14h', fr24)).toEqual({ time: '14:00' });
    // Digits only, as a phone's number pad types them (it may have no colon): hours and minutes.
    expect(time('1430', fr24)).toEqual({ time: '14:30' });
    expect(time('0905', fr24)).toEqual({ time: '09:05' });
    expect(time('0230 pm', en12)).toEqual({ time: '14:30' });
    expect(time('00:00', fr24)).toEqual({ time: '00:00' });
    expect(time('１４：３０', fr24)).toEqual({ time: '14:30' });
    expect(time('  ', fr24)).toEqual({ time: '' });
  });

  it('refuses impossible and half-typed times, and asks a 12-hour user for AM or PM when it could be either', () => {
    for (const text of ['25:61', '24:00', '14:60', '13:00 PM', '0:30 am', '14', '14:', '14:3', 'noon', 'pm', '1:2:3', '2460', '1475', '143', '14305'])
      expect(time(text, text.includes('m') ? en12 : fr24), text).toEqual({ problem: 'INVALID' });
    expect(time('2:30', en12)).toEqual({ problem: 'NEEDS_PERIOD' });
    expect(time('12:00', fr12)).toEqual({ problem: 'NEEDS_PERIOD' });
    // Past 12, or 0, is not ambiguous on a 12-hour clock.
    expect(time('14:30', en12)).toEqual({ time: '14:30' });
    expect(time('0:15', en12)).toEqual({ time: '00:15' });
  });
});

describe('day and time in a time zone', () => {
  it('reads a wall time in the zone given, not the machine’s', () => {
    // 09:00 in Tokyo (UTC+9, no daylight saving) is midnight UTC, whatever zone the process runs in.
    expect(new Date(fromWallClock('2026-12-31', '09:00', 'Asia/Tokyo')).toISOString()).toBe('2026-12-31T00:00:00.000Z');
    expect(new Date(fromWallClock('2026-01-15', '14:30', 'America/New_York')).toISOString()).toBe(
      '2026-01-15T19:30:00.000Z',
    );
    expect(new Date(fromWallClock('2026-07-15', '14:30', 'America/New_York')).toISOString()).toBe(
      '2026-07-15T18:30:00.000Z',
    );
    expect(wallClock(Date.UTC(2026, 11, 31, 15, 30), 'Asia/Tokyo')).toEqual({ day: '2027-01-01', time: '00:30' });
    expect(wallClock(Date.UTC(2026, 6, 15, 18, 30, 45), 'America/New_York')).toEqual({
      day: '2026-07-15',
      time: '14:30',
    });
    expect(fromWallClock('2026-02-30', '14:30', 'Asia/Tokyo')).toBeNaN();
    expect(fromWallClock('2026-02-03', '2:30', 'Asia/Tokyo')).toBeNaN();
  });

  it('around the changes of daylight saving: a skipped time moves forward, a repeated one is the earlier', () => {
    // New York springs forward at 02:00 on 8 March 2026: 02:30 does not exist and reads as 03:30 EDT.
    expect(new Date(fromWallClock('2026-03-08', '02:30', 'America/New_York')).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(new Date(fromWallClock('2026-03-08', '03:30', 'America/New_York')).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(new Date(fromWallClock('2026-03-08', '01:59', 'America/New_York')).toISOString()).toBe(
      '2026-03-08T06:59:00.000Z',
    );
    // It falls back at 02:00 on 1 November 2026: 01:30 comes twice; the first (EDT) is taken.
    expect(new Date(fromWallClock('2026-11-01', '01:30', 'America/New_York')).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    expect(new Date(fromWallClock('2026-11-01', '02:30', 'America/New_York')).toISOString()).toBe(
      '2026-11-01T07:30:00.000Z',
    );
    // Paris on the day it springs forward (29 March 2026, 02:00 → 03:00), before and after.
    expect(new Date(fromWallClock('2026-03-29', '01:30', 'Europe/Paris')).toISOString()).toBe(
      '2026-03-29T00:30:00.000Z',
    );
    expect(new Date(fromWallClock('2026-03-29', '12:00', 'Europe/Paris')).toISOString()).toBe(
      '2026-03-29T10:00:00.000Z',
    );
    // Lord Howe moves by half an hour; every minute of a day around its change goes back to the same wall time.
    const start = Date.UTC(2026, 3, 4, 0, 0);
    for (let ms = start; ms < start + 2 * 86_400_000; ms += 15 * 60_000) {
      const wall = wallClock(ms, 'Australia/Lord_Howe');
      expect(wallClock(fromWallClock(wall.day, wall.time, 'Australia/Lord_Howe'), 'Australia/Lord_Howe')).toEqual(wall);
    }
  });
});
