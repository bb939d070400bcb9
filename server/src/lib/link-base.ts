// The base of the links put in mails (confirm address, reset password). PUBLIC_URL when it is set, and always
// in production; in development without it, the origin the page was opened on (the browser's Origin header,
// else Host), so someone on http://127.0.0.1:4000 is not mailed http://localhost:4000 links that miss their
// session. Only an http(s) origin is taken; anything else falls back to the configured default.
import type { IncomingHttpHeaders } from 'node:http';

export function linkBase(cfg: { publicUrl: string; publicUrlFixed: boolean }, headers: IncomingHttpHeaders): string {
  if (cfg.publicUrlFixed) return cfg.publicUrl;
  const origin = typeof headers.origin === 'string' ? headers.origin : headers.host ? `http://${headers.host}` : '';
  try {
    const u = new URL(origin);
    if (u.protocol === 'http:' || u.protocol === 'https:') return u.origin;
  } catch {
    /* not a URL: the default below */
  }
  return cfg.publicUrl;
}
