// The emergency check in the ways people write it, in the four languages: each must get the fixed safety reply
// in its own language; ordinary questions about the same body parts must not.
import { describe, expect, it } from 'vitest';
import { emergencyReply } from './safety.js';

const EMERGENCIES: [string, 'en' | 'fr' | 'ar' | 'zh'][] = [
  ['I have chest pain', 'en'],
  ['I have chest pains since this morning', 'en'],
  ['my chest hurts a lot', 'en'],
  ['I can’t breathe', 'en'], // curly apostrophe, as phone keyboards type it
  ["I can't catch my breath", 'en'],
  ['I think I’m having a stroke', 'en'],
  ['I want to die', 'en'],
  ['thinking about suicide', 'en'],
  ['I fainted at work', 'en'],
  ['I feel like I have heat stroke', 'en'],
  ['je veux mourir', 'fr'],
  ['j’ai mal à la poitrine', 'fr'],
  ['je n’arrive pas à respirer', 'fr'],
  ['douleurs dans la poitrine depuis une heure', 'fr'],
  ['أشعر بألم في الصدر', 'ar'],
  ['لا أستطيع التنفس', 'ar'],
  ['أريد أن أموت', 'ar'],
  ['我胸口疼', 'zh'],
  ['我呼吸困难', 'zh'],
  ['我想死', 'zh'],
];

const ORDINARY = [
  'What was my average heart rate last week?',
  'how was my chest x-ray?',
  'is my breathing rate normal during sleep?',
  'what is my blood pressure trend',
  'Quelle est ma fréquence cardiaque moyenne ?',
  'ما هو متوسط نبض قلبي؟',
  '我上周的平均心率是多少？',
];

describe('emergency check', () => {
  it.each(EMERGENCIES)('%s → the safety reply in its language', (message, lang) => {
    const reply = emergencyReply(message, 'en');
    expect(reply).not.toBeNull();
    expect(reply).toBe(emergencyReply(message, lang));
    const marker = { en: 'emergency number', fr: 'numéro d’urgence', ar: 'الطوارئ', zh: '急救电话' }[lang];
    expect(reply).toContain(marker);
  });

  it.each(ORDINARY)('%s → no safety reply', (message) => {
    expect(emergencyReply(message, 'en')).toBeNull();
  });
});
