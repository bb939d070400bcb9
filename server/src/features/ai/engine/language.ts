// Which of the portal's languages a question is written in: by script for Arabic and Chinese, by a few
// telltale words for French; otherwise the page's language when it is given, else English.
import type { AiLanguage } from '../ai.types.js';

const FRENCH = /\b(quel(le)?s?|est-ce|mon|ma|mes|ma|moyenne|derni[èe]re?|semaine|hier|aujourd'hui|depuis|mois|est|comment|combien|sommeil|tension|glyc[ée]mie|pouls|rythme|fr[ée]quence|m[ée]dicaments?|allergies?|r[ée]sum[ée]|bilan|normale?|cette|le|la|les|du|des|j'ai|je|ai-je|dormi|nuit)\b/gu;
const ENGLISH = /\b(what|my|is|was|how|the|last|week|today|average|did|do|i|am|since|show|are|any)\b/gu;

export function detectLanguage(text: string, fallback: AiLanguage = 'en'): AiLanguage {
  if (/[\u0600-\u06FF]/u.test(text)) return 'ar';
  if (/[\u4E00-\u9FFF]/u.test(text)) return 'zh';
  const lower = text.toLowerCase();
  const fr = lower.match(FRENCH)?.length ?? 0;
  const en = lower.match(ENGLISH)?.length ?? 0;
  if (fr > en) return 'fr';
  if (en > 0) return 'en';
  return fallback;
}
