// Browser and system from a User-Agent (bowser): "Firefox 126" and "Windows 10". The stored `device` label is
// their English summary for logs and legacy clients; the page composes its own in the reader's language.
import Bowser from 'bowser';

const major = (v: string | undefined) => v?.split('.')[0];

export interface DeviceParts {
  browser: string | null;
  os: string | null;
}

export function deviceParts(userAgent: string | null | undefined): DeviceParts {
  if (!userAgent) return { browser: null, os: null };
  const r = Bowser.parse(userAgent);
  const browser = [r.browser.name, major(r.browser.version)].filter(Boolean).join(' ');
  const os = [r.os.name, r.os.versionName ?? major(r.os.version)].filter(Boolean).join(' ');
  return { browser: browser || null, os: os || null };
}

export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = deviceParts(userAgent);
  if (browser && os) return `${browser} on ${os}`;
  // Scripts and legacy clients often send something bowser cannot name (e.g. "node", "curl/8.5"): show it.
  return browser ?? os ?? userAgent.slice(0, 60);
}
