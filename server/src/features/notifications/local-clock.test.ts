import { describe, expect, it } from 'vitest';
import { dueWeek, inQuietHours, isTimeZone, isoWeekOf } from './local-clock.js';

describe('isoWeekOf', () => {
  it('follows ISO 8601 at year boundaries', () => {
    expect(isoWeekOf(2021, 1, 3)).toBe('2020-W53');
    expect(isoWeekOf(2024, 12, 30)).toBe('2025-W01');
    expect(isoWeekOf(2026, 1, 1)).toBe('2026-W01');
    expect(isoWeekOf(2030, 6, 10)).toBe('2030-W24');
  });
});

describe('dueWeek', () => {
  it('is the last completed local week from Monday 08:00 on, and nothing before', () => {
    expect(dueWeek('UTC', new Date('2030-06-10T07:59:00Z'))).toBeNull();
    expect(dueWeek('UTC', new Date('2030-06-10T08:00:00Z'))).toBe('2030-W23');
    expect(dueWeek('UTC', new Date('2030-06-16T23:59:00Z'))).toBe('2030-W23');
  });

  it('reads Monday 08:00 in the user zone', () => {
    // 2030-06-09 23:30 UTC is already Monday 08:30 in Tokyo, still Sunday in UTC.
    const at = new Date('2030-06-09T23:30:00Z');
    expect(dueWeek('Asia/Tokyo', at)).toBe('2030-W23');
    expect(dueWeek('UTC', at)).toBe('2030-W22');
  });
});

describe('dueWeek with the account\'s first day of the week', () => {
  it('a Sunday week is due on Sunday from 08:00 and has a key of its own', () => {
    // 2030-06-09 is a Sunday; the week Sun 2 … Sat 8 June is due from Sun 9 June 08:00.
    expect(dueWeek('UTC', new Date('2030-06-09T07:59:00Z'), 7)).toBeNull();
    const sundayWeek = dueWeek('UTC', new Date('2030-06-09T08:00:00Z'), 7);
    // Its fourth day is Wed 5 June, in ISO week 23.
    expect(sundayWeek).toBe('2030-W23');
    expect(dueWeek('UTC', new Date('2030-06-15T23:59:00Z'), 7)).toBe(sundayWeek);
    expect(dueWeek('UTC', new Date('2030-06-16T08:00:00Z'), 7)).toBe('2030-W24');
  });

  it('a Saturday week, and Monday (the default) unchanged', () => {
    // 2030-06-08 is a Saturday: the week Sat 1 … Fri 7 June (fourth day Tue 4 June, W23).
    expect(dueWeek('UTC', new Date('2030-06-08T07:00:00Z'), 6)).toBeNull();
    expect(dueWeek('UTC', new Date('2030-06-08T09:00:00Z'), 6)).toBe('2030-W23');
    expect(dueWeek('UTC', new Date('2030-06-10T08:00:00Z'), 1)).toBe(dueWeek('UTC', new Date('2030-06-10T08:00:00Z')));
  });
});

describe('inQuietHours', () => {
  const at = (iso: string) => new Date(iso);
  it('is [start, end) and wraps midnight when end < start', () => {
    expect(inQuietHours(22 * 60, 7 * 60, 'UTC', at('2030-06-10T23:00:00Z'))).toBe(true);
    expect(inQuietHours(22 * 60, 7 * 60, 'UTC', at('2030-06-10T06:59:00Z'))).toBe(true);
    expect(inQuietHours(22 * 60, 7 * 60, 'UTC', at('2030-06-10T07:00:00Z'))).toBe(false);
    expect(inQuietHours(13 * 60, 14 * 60, 'UTC', at('2030-06-10T13:30:00Z'))).toBe(true);
    expect(inQuietHours(null, null, 'UTC', at('2030-06-10T13:30:00Z'))).toBe(false);
  });

  it('uses the local time of the zone', () => {
    // 13:30 UTC is 15:30 in Paris (summer time).
    expect(inQuietHours(15 * 60, 16 * 60, 'Europe/Paris', at('2030-06-10T13:30:00Z'))).toBe(true);
    expect(inQuietHours(15 * 60, 16 * 60, 'UTC', at('2030-06-10T13:30:00Z'))).toBe(false);
  });
});

it('isTimeZone accepts IANA names only', () => {
  expect(isTimeZone('Europe/Paris')).toBe(true);
  expect(isTimeZone('Mars/Olympus')).toBe(false);
  expect(isTimeZone('')).toBe(false);
});
