// Signed, short-lived file URLs: an <img src> cannot carry the bearer token, so a feature that has checked the
// viewer may see an upload hands out `/api/files/<id>/<variant>?exp=<unix s>&sig=<HMAC>` instead. The key is
// derived from JWT_SECRET (HKDF, its own label), so rotating the secret also retires every URL given out.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export type FileVariant = 'full' | 'thumb';
export const URL_TTL_SECONDS = 60 * 60;

export class UrlSigner {
  private readonly key: Buffer;

  constructor(
    masterSecret: string,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.key = Buffer.from(hkdfSync('sha256', masterSecret, 'health-portal', 'file-url-v1', 32));
  }

  private mac(id: string, variant: FileVariant, exp: number): Buffer {
    return createHmac('sha256', this.key).update(`${id}/${variant}/${exp}`).digest();
  }

  /** Expiry rounded up to the next 10 minutes, so one image keeps one URL for a while (the browser caches it). */
  sign(id: string, variant: FileVariant, ttlSeconds = URL_TTL_SECONDS): string {
    const step = 600;
    const exp = Math.ceil((this.now() / 1000 + ttlSeconds) / step) * step;
    return `/api/files/${id}/${variant}?exp=${exp}&sig=${this.mac(id, variant, exp).toString('base64url')}`;
  }

  verify(id: string, variant: FileVariant, exp: string | undefined, sig: string | undefined): boolean {
    const expiry = Number(exp);
    if (!Number.isSafeInteger(expiry) || expiry * 1000 < this.now() || !sig) return false;
    const given = Buffer.from(sig, 'base64url');
    const expected = this.mac(id, variant, expiry);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
