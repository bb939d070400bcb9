// The access token lives in localStorage under 'accessToken' (spec §9). A token is usable only when it is a
// three-segment JWT whose payload carries a numeric `exp` in the future (spec §5). The signature is the
// server's business; this check only avoids sending a token that is certainly dead.
export const ACCESS_TOKEN_KEY = 'accessToken';

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the `exp` claim (seconds since the epoch), or null when the token is malformed. */
export function readTokenExpiry(token: string): number | null {
  const segments = token.split('.');
  if (segments.length !== 3 || segments.some((segment) => segment === '')) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(segments[1] ?? ''));
    if (typeof payload !== 'object' || payload === null || !('exp' in payload)) return null;
    const { exp } = payload;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

export function isTokenValid(token: string | null, now: number = Date.now()): boolean {
  if (!token) return false;
  const exp = readTokenExpiry(token);
  return exp !== null && exp * 1000 > now;
}

export function getStoredToken(): string | null {
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  localStorage.setItem(ACCESS_TOKEN_KEY, token);
}

export function clearStoredToken(): void {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
}
