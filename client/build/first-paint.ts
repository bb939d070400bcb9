// Vite plugin: after the client is built, renders the guest screens' first paint (src/app/first-paint/render.tsx)
// with the same sources through Vite's SSR loader, and writes it to first-paint.json. The server puts it in the
// page for that path (server/src/http/first-paint.ts); the client replaces it with the working screen.
//
// What is written for a screen is one element, ready to insert before #root:
// - its markup, with every control disabled and the whole `inert` and hidden from assistive technology: it is a
//   picture of the screen until the client takes over (typing into it would be lost then);
// - Emotion's styles, collected from the markup into one <style> that leaves with it;
// - `hidden` until the page's check (an inline script right after it) has found it right for the visitor, and a
//   rule that keeps #root undisplayed while it shows, so the client's loading indicator never shows over it.
// Beside it, for that check: the settings it was rendered with and the storage keys that rule it out (a session,
// a notice).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import { FIRST_PAINT_ID } from '../src/app/first-paint/id.js';
import type { FirstPaint, renderFirstPaints } from '../src/app/first-paint/render.js';

export const FIRST_PAINT_FILE = 'first-paint.json';
const ENTRY = '/src/app/first-paint/render.tsx';

export interface FirstPaintsFile {
  paints: {
    path: string;
    /** Language and mode (`ar.dark`), as the client's look cookie says them. */
    look: string;
    /** The element that goes before #root. */
    html: string;
    /** For the page's check (server/src/http/first-paint.ts): when the picture is right for the visitor. */
    check: {
      settings: Record<string, unknown>;
      settingsKey: string;
      offIfStored: string[];
      offIfSessionStored: string[];
    };
  }[];
}

/** Emotion's inline <style data-emotion="key id…"> elements out of the markup, their rules once each. */
export function collectStyles(markup: string): { markup: string; css: string } {
  const seen = new Set<string>();
  let css = '';
  const rest = markup.replace(
    /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g,
    (_all, ids: string, rules: string) => {
      if (!seen.has(ids)) css += rules;
      seen.add(ids);
      return '';
    },
  );
  if (rest.includes('<style') || rest.includes('</style'))
    throw new Error('first-paint: a <style> element that is not Emotion’s is in the markup');
  return { markup: rest, css };
}

/**
 * Every form control disabled: the picture cannot take input that the working screen would then drop. No names,
 * ids, autofill or autofocus hints, or test ids either: whatever looks for a field or a test id (the browser tests,
 * a password manager) finds the working screen, never its picture.
 */
export function asPicture(markup: string): string {
  return markup
    .replace(/<(input|button|textarea|select)\b/g, '<$1 disabled=""')
    .replace(/\s(?:id|name|for|data-testid|autocomplete)="[^"]*"/gi, '')
    .replace(/\sautofocus=""/gi, '');
}

export function firstPaintElement(paint: FirstPaint): string {
  const { markup, css } = collectStyles(paint.markup);
  if (css.includes('</')) throw new Error('first-paint: the styles contain "</"');
  // `hidden` until the page's check, right after it, has found it right for the visitor: never half-parsed, never
  // to a visitor it is wrong for. While shown, #root is not displayed. (Kept in the accessibility tree as a clipped
  // 1 px box instead, so that its "Loading…" status would be announced, the status's spinner went on animating in it:
  // +100 ms of blocking time on a throttled phone, measured. A screen reader hears the form when it is there.)
  const rules = `#${FIRST_PAINT_ID}:not([hidden]) ~ #root{display:none}`;
  return (
    `<div id="${FIRST_PAINT_ID}" lang="${paint.lang}" dir="${paint.dir}" hidden inert aria-hidden="true">` +
    `<style>${rules}${css}</style>${asPicture(markup)}</div>`
  );
}

export function firstPaint(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'health-portal:first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // Vite's SSR loader, not a second bundle: the screen's modules as the dev server would run them, in Node.
      const server = await createServer({
        configFile: false,
        root,
        plugins: [react()],
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        // Nothing here is for a browser: no dependency scan (it would reach the playground's workers).
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const render = (await server.ssrLoadModule(ENTRY)) as { renderFirstPaints: typeof renderFirstPaints };
        const paints = await render.renderFirstPaints();
        const file: FirstPaintsFile = {
          paints: paints.map((p) => ({
            path: p.path,
            look: p.look,
            html: firstPaintElement(p),
            check: {
              settings: p.settings,
              settingsKey: p.settingsKey,
              offIfStored: p.offIfStored,
              offIfSessionStored: p.offIfSessionStored,
            },
          })),
        };
        writeFileSync(path.join(outDir, FIRST_PAINT_FILE), JSON.stringify(file));
      } finally {
        await server.close();
      }
    },
  };
}
