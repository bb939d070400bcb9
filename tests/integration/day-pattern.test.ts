// Calendar days typed in the page's language (client/src/shared/lib/day-pattern.ts): the field order and
// separator per language, and what counts as a real day.
import { describe, expect, it } from 'vitest';
import { dayPattern, exampleDay, formatDay, parseDay } from '../../client/src/shared/lib/day-pattern.js';

const en = dayPattern('en-u-nu-latn');
const fr = dayPattern('fr-u-nu-latn');
const ar = dayPattern('ar-u-nu-latn');
const zh = dayPattern('zh-u-nu-latn');

describe('day pattern', () => {
  it('writes a day the way each language of the portal does', () => {
    expect(formatDay('2026-03-05', en)).toBe('03/05/2026');
    expect(formatDay('2026-03-05', fr)).toBe('05/03/2026');
    expect(formatDay('2026-03-05', ar)).toBe('05/03/2026');
    expect(formatDay('2026-03-05', zh)).toBe('2026/03/05');
    expect(exampleDay(fr, 2026)).toBe('31/12/2026');
    expect(formatDay('not a day', en)).toBe('');
  });

  it('reads typed days back in the same order, with any separator or an ISO day', () => {
    expect(parseDay('3/5/2026', en)).toBe('2026-03-05');
    expect(parseDay('5.3.2026', fr)).toBe('2026-03-05');
    expect(parseDay('\u200f05/03/2026', ar)).toBe('2026-03-05');
    expect(parseDay('2026/3/5', zh)).toBe('2026-03-05');
    expect(parseDay('2026-03-05', fr)).toBe('2026-03-05');
    expect(parseDay('  ', fr)).toBe('');
  });

  it("reads eight digits typed without separators (a phone's numeric keypad has no '/') in the page's order", () => {
    expect(parseDay('05032026', fr)).toBe('2026-03-05');
    expect(parseDay('03052026', en)).toBe('2026-03-05');
    expect(parseDay('05032026', ar)).toBe('2026-03-05');
    expect(parseDay('20260305', zh)).toBe('2026-03-05');
    expect(parseDay('31022026', fr)).toBeNull();
    expect(parseDay('0503202', fr)).toBeNull();
    expect(parseDay('050320261', fr)).toBeNull();
  });

  it('refuses days that do not exist or are out of bounds', () => {
    expect(parseDay('31/02/2026', fr)).toBeNull();
    expect(parseDay('29/02/2026', fr)).toBeNull();
    expect(parseDay('29/02/2028', fr)).toBe('2028-02-29');
    expect(parseDay('13/13/2026', fr)).toBeNull();
    expect(parseDay('12/31/26', en)).toBeNull();
    expect(parseDay('01/01/1800', fr)).toBeNull();
    expect(parseDay('00/01/2026', fr)).toBeNull();
    expect(parseDay('tomorrow', en)).toBeNull();
    expect(parseDay('12/31', en)).toBeNull();
  });
});
