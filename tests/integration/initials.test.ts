// Avatar initials (client/src/shared/lib/initials.ts and the features' wrappers): the first character a reader
// sees of each name, never half of one. An emoji, a flag or a letter with a combining accent is several UTF-16
// units; cutting it after the first drew '��' in the avatar of a contact named '😀 Ana' (seen at 375 px).
import { describe, expect, it } from 'vitest';
import { initials as personInitials } from '../../client/src/features/chat/components/person-name.js';
import { initials as contactInitials } from '../../client/src/features/contacts/components/initials.js';
import { firstCharacter } from '../../client/src/shared/lib/initials.js';

describe('avatar initials', () => {
  it('keeps an emoji, a flag or an accented letter whole', () => {
    expect(contactInitials('😀 Ana', 'Diaz')).toBe('😀D');
    expect(contactInitials('🇫🇷Léa', '👩‍⚕️Martin')).toBe('🇫🇷👩‍⚕️');
    // 'É' written as 'E' + U+0301 (what some keyboards and pasted text give): both units are one letter.
    expect(contactInitials('E\u0301mile', 'Zola')).toBe('E\u0301Z');
    expect(personInitials({ firstName: '😀', lastName: 'Chen' })).toBe('😀C');
  });

  it('still gives two letters for plain names in every script, and ? for none', () => {
    expect(contactInitials('amina', 'haddad')).toBe('AH');
    expect(contactInitials('  أمينة', 'حداد')).toBe('أح');
    expect(contactInitials('美', '陈')).toBe('美陈');
    expect(contactInitials('', null)).toBe('?');
    expect(personInitials({ firstName: null, lastName: ' ' })).toBe('?');
  });

  it('takes the segmenter\'s first character, with or without its shortcut for a plain first letter', () => {
    // firstCharacter answers a letter that stands alone without Intl.Segmenter (whose first use costs a phone 40 ms).
    // Against the segmenter itself: a letter of each script, then every character that might join it.
    const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const reference = (text: string) => graphemes.segment(text).containing(0)?.segment ?? '';
    const letters = ['a', 'Z', '7', 'é', 'ß', 'Ж', 'ש', 'أ', 'ک', 'क', 'ক', 'த', 'ก', 'ກ', 'ཀ', 'ሀ', 'ᄀ', '가', '각', 'あ', 'ｶ', '美', 'ഀ', 'ൎ'];
    const followers: string[] = [' ', 'x', '1', '\u200C', '\u200D', '\uFE0F', '\u0E33', '\u0EB3', '\uFF9E', '\u{1F3FB}', '😀', '🇫'];
    for (let cp = 0; cp <= 0xffff; cp++) {
      const c = String.fromCharCode(cp);
      if (/[\p{M}\p{Lo}]/u.test(c) && (cp < 0x4e00 || cp > 0x9fff) && (cp < 0xac00 || cp > 0xd7a3)) followers.push(c);
    }
    const wrong: string[] = [];
    for (const letter of letters) {
      for (const next of followers) {
        const text = letter + next + 'b';
        if (firstCharacter(text) !== reference(text)) wrong.push([...text].map((c) => c.codePointAt(0)?.toString(16)).join(' '));
      }
    }
    expect(followers.length).toBeGreaterThan(2000);
    expect(wrong).toEqual([]);
    expect(firstCharacter('  Ana')).toBe('A');
    expect(firstCharacter('')).toBe('');
  });
});
