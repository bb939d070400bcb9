// Avatar initials (client/src/shared/lib/initials.ts and the features' wrappers): the first character a reader
// sees of each name, never half of one. An emoji, a flag or a letter with a combining accent is several UTF-16
// units; cutting it after the first drew '��' in the avatar of a contact named '😀 Ana' (seen at 375 px).
import { describe, expect, it } from 'vitest';
import { initials as personInitials } from '../../client/src/features/chat/components/person-name.js';
import { initials as contactInitials } from '../../client/src/features/contacts/components/initials.js';

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
});
