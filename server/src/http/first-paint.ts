// The guest screens' first paint in their page (issue 15 §3: a phone waited ~2.5 s for the scripts before the
// sign-in card showed). The client build renders the screen with the default settings to first-paint.json
// (client/build/first-paint.ts); it goes in the page before #root, and the client replaces it with the working
// screen (client/src/app/first-paint/hand-over.tsx).
//
// It is right only for a visitor with the default settings and no session. localStorage is not sent to the
// server, so the page checks in an inline script right after the picture: stored settings that differ from the
// ones it was rendered with, or a key that rules it out (a session goes on to the app, a notice would show above
// the form), and it stays `hidden` (the page shows the portal's mark as before); otherwise the script shows it.
// Coming after the picture, it also keeps a half-parsed picture from being painted (and then growing: a layout
// shift). The script is a constant, allowed by
// its hash in the Content-Security-Policy (security-headers.ts); what it checks is data beside it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const FIRST_PAINT_FILE = 'first-paint.json';

const SCRIPT = `(function(){var e=document.getElementById("first-paint");if(!e)return;try{var d=JSON.parse(document.getElementById("first-paint-check").textContent),i,k;for(i=0;i<d.offIfStored.length;i++)if(localStorage.getItem(d.offIfStored[i])!==null)return;for(i=0;i<d.offIfSessionStored.length;i++)if(sessionStorage.getItem(d.offIfSessionStored[i])!==null)return;var s=JSON.parse(localStorage.getItem(d.settingsKey)||"{}");if(s===null||typeof s!=="object")return;for(k in d.settings)if(Object.prototype.hasOwnProperty.call(s,k)&&s[k]!==d.settings[k])return;e.hidden=false}catch(x){}})();`;

/** The inline script's CSP source expression. */
export const FIRST_PAINT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

export interface FirstPaint {
  /** The element that goes before #root. */
  html: string;
  /** What the check compares (client/build/first-paint.ts). */
  check: unknown;
}

interface FirstPaintsFile {
  paints: (FirstPaint & { path: string })[];
}

/** Each path's first paint from the build; none when the build has no such file (then pages are as before). */
export function readFirstPaints(dist: string): Map<string, FirstPaint> {
  let file: FirstPaintsFile;
  try {
    file = JSON.parse(readFileSync(path.join(dist, FIRST_PAINT_FILE), 'utf8')) as FirstPaintsFile;
  } catch {
    return new Map();
  }
  return new Map(file.paints.map(({ path: at, ...paint }) => [at, paint]));
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
