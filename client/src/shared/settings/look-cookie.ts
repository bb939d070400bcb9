// The language and mode of this browser's settings, as a cookie: the server cannot read localStorage, and picks
// the guest screen's first paint in that language and mode by it (server/src/http/first-paint.ts). Not a secret
// and not a choice of its own: the page's check still compares the stored settings before showing anything.
import type { CustomizerSettings } from './settings';

export const LOOK_COOKIE = 'hp-look';

/** `ar.dark`: the form the server reads. */
export function lookOf(settings: Pick<CustomizerSettings, 'language' | 'activeMode'>): string {
  return `${settings.language}.${settings.activeMode}`;
}

export function rememberLook(settings: CustomizerSettings): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LOOK_COOKIE}=${lookOf(settings)}; path=/; max-age=31536000; samesite=lax${secure}`;
}
