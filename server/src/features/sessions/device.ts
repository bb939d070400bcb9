// "Firefox 126 on Windows 10" from a User-Agent, parsed once when the session starts (bowser).
import Bowser from 'bowser';

const major = (v: string | undefined) => v?.split('.')[0];

export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const r = Bowser.parse(userAgent);
  const browser = [r.browser.name, major(r.browser.version)].filter(Boolean).join(' ');
  const os = [r.os.name, r.os.versionName ?? major(r.os.version)].filter(Boolean).join(' ');
  const parts = [browser || null, os ? `on ${os}` : null].filter(Boolean).join(' ');
  // Scripts and legacy clients often send something bowser cannot name (e.g. "node", "curl/8.5"): show it.
  return parts || userAgent.slice(0, 60);
}
