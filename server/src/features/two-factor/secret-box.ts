// TOTP secrets at rest: AES-256-GCM under a key derived (HKDF) from JWT_SECRET, so a database dump alone does
// not yield anyone's second factor. Rotating JWT_SECRET therefore also retires enrolled secrets: users then
// sign in with a recovery code and enrol again (README, two-factor sign-in).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export class SecretBox {
  private readonly key: Buffer;

  constructor(masterSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', masterSecret, 'health-portal', 'totp-secret-v1', 32));
  }

  /** "v1.<iv>.<tag>.<ciphertext>", base64url parts. */
  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** Null when the box was sealed under another key (JWT_SECRET rotated) or altered. */
  open(sealed: string): string | null {
    const [v, iv, tag, data] = sealed.split('.');
    if (v !== 'v1' || !iv || !tag || !data) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
