// Countries as people choose them: the ISO codes the phone library knows (the ones the server accepts for an
// address or a phone's region), named in the page's language and sorted in it. Used by the personal information
// and the shop's delivery address.
import { getCountries } from 'libphonenumber-js';

/** ISO country codes (those the phone library knows, i.e. the ones the server accepts), named and sorted. */
export function countryOptions(locale: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  return getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** One country's name in the page's language ("FR" → "France", "فرنسا"), or the code when Intl has none. */
export function countryName(code: string, locale: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
