// The guest screens' first paint in their page (issue 15 §3: a phone waited ~2.5 s for the scripts before the
// sign-in card showed). The client build renders the screen in each language and mode to first-paint.json
// (client/build/first-paint.ts); it goes in the page before #root, and the client replaces it with the working
// screen (client/src/app/first-paint/hand-over.tsx).
//
// The server picks the look by the client's `hp-look` cookie (its settings' language and mode); a first visit gets
// the default one. It is right only for a visitor with those settings and no session. localStorage is not sent to
// the server, so the page checks in an inline script right after the picture: stored settings that differ from the
// ones it was rendered with, or a key that rules it out (a session goes on to the app, a notice would show above
// the form), and it stays `hidden` (the page shows the portal's mark as before); otherwise the script shows it.
// Coming after the picture, the check also keeps a half-parsed picture from being painted (and then growing: a
// layout shift). The script is a constant, allowed by its hash in the Content-Security-Policy
// (security-headers.ts); what it compares is the data beside it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const FIRST_PAINT_FILE = 'first-paint.json';

/** The check, as sent (ES5: it runs before anything else, in any browser that gets the page). */
const SCRIPT = `
(function () {
  var picture = document.getElementById("first-paint");
  if (!picture) return;
  try {
    var check = JSON.parse(document.getElementById("first-paint-check").textContent);
    var i, key;
    for (i = 0; i < check.offIfStored.length; i++) if (localStorage.getItem(check.offIfStored[i]) !== null) return;
    for (i = 0; i < check.offIfSessionStored.length; i++) {
      if (sessionStorage.getItem(check.offIfSessionStored[i]) !== null) return;
    }
    var stored = JSON.parse(localStorage.getItem(check.settingsKey) || "{}");
    if (stored === null || typeof stored !== "object") return;
    for (key in check.settings) {
      if (Object.prototype.hasOwnProperty.call(stored, key) && stored[key] !== check.settings[key]) return;
    }
    picture.hidden = false;
  } catch (err) {
    // Storage refused or unreadable: the picture stays hidden.
  }
})();
`;

/** The inline script's CSP source expression. */
export const FIRST_PAINT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

export interface FirstPaint {
  /** The element that goes before #root. */
  html: string;
  /** What the check compares (client/build/first-paint.ts). */
  check: unknown;
}

interface FirstPaintsFile {
  paints: (FirstPaint & { path: string; look: string })[];
}

/** The look a first visit gets (the client's default settings), and the cookie that names another. */
export const DEFAULT_LOOK = 'en.light';
const LOOK_COOKIE = /(?:^|;\s*)hp-look=([a-z]{2}\.(?:light|dark))(?:;|$)/;

/** The look (`ar.dark`) the browser's settings were in when it last ran the client (its `hp-look` cookie). */
export function lookFromCookie(cookieHeader: string | undefined): string {
  return LOOK_COOKIE.exec(cookieHeader ?? '')?.[1] ?? DEFAULT_LOOK;
}

export interface FirstPaints {
  /** The path's first paint in that look, else in the default one; none for a path without. */
  get(pathname: string, look: string): { paint: FirstPaint; look: string } | undefined;
}

/** Each path's first paints from the build; none when the build has no such file (then pages are as before). */
export function readFirstPaints(dist: string): FirstPaints {
  let file: FirstPaintsFile;
  try {
    file = JSON.parse(readFileSync(path.join(dist, FIRST_PAINT_FILE), 'utf8')) as FirstPaintsFile;
  } catch {
    file = { paints: [] };
  }
  const byPath = new Map<string, Map<string, FirstPaint>>();
  for (const { path: at, look, ...paint } of file.paints) {
    const looks = byPath.get(at) ?? new Map<string, FirstPaint>();
    looks.set(look, paint);
    byPath.set(at, looks);
  }
  return {
    get(pathname, look) {
      const looks = byPath.get(pathname);
      const paint = looks?.get(look);
      if (paint) return { paint, look };
      const fallback = looks?.get(DEFAULT_LOOK);
      return fallback && { paint: fallback, look: DEFAULT_LOOK };
    },
  };
}

/**
 * The page with the picture right before #root and the check right after it (its data as JSON, `<` escaped so that
 * no text in it can close the element); unchanged when the page has no #root.
 */
export function withFirstPaint(html: string, paint: FirstPaint): string {
  const root = html.indexOf('<div id="root">');
  if (root === -1) return html;
  const data = JSON.stringify(paint.check).replaceAll('<', '\\u003c');
  const check = `<script type="application/json" id="first-paint-check">${data}</script><script>${SCRIPT}</script>`;
  return `${html.slice(0, root)}${paint.html}${check}${html.slice(root)}`;
}
