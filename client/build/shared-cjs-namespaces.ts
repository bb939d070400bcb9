// One ES namespace per CommonJS module instead of one per import of it. React, react/jsx-runtime and react-dom are
// CommonJS; the bundler's runtime wraps each import of them in `__toESM(require_x())`, which builds a new object and
// defines a getter on it for every export (`__copyProps`). Every MUI and portal module imports React, so a cold
// /live/hbr called it 195 times for 3 modules and defined ~8,450 getters. In CPU profiles of the production build
// on CI's 2-core machine the runtime's self time per load went from 33–51 ms to 7–13 ms on /live/hbr and from
// 22 ms to 3–10 ms on the sign-in screen (65 calls) with this (bench/README, seventh pass). Lighthouse multiplies
// main-thread time by 4 for a phone.
//
// The namespaces are identical (getters to the same `module.exports`), so the first one is reused for the same
// module and mode. A module that gained exports since (a CommonJS module still being required in a cycle) gets a
// fresh one, as before. Rolldown's runtime has no option for this; the plugin fails the build if the runtime's
// helper is no longer where it expects it, so a bundler upgrade cannot silently drop it.
import type { Plugin } from 'vite';

const DEFINITION = 'var __toESM = (mod, isNodeMode, target) =>';

/** Inserted after `__toESM`'s definition: it becomes a memo over the original. Plain ES5, no bundler helpers. */
export const MEMO = `
__toESM = (function (uncached) {
	var byModule = new WeakMap();
	return function (mod, isNodeMode) {
		if (mod == null || (typeof mod !== "object" && typeof mod !== "function")) return uncached(mod, isNodeMode);
		var entry = byModule.get(mod);
		if (!entry) byModule.set(mod, (entry = [null, null]));
		var slot = isNodeMode ? 1 : 0, exportCount = Object.getOwnPropertyNames(mod).length, hit = entry[slot];
		if (hit && hit.exportCount === exportCount) return hit.namespace;
		entry[slot] = { exportCount: exportCount, namespace: uncached(mod, isNodeMode) };
		return entry[slot].namespace;
	};
})(__toESM);
`;

/** The runtime chunk with the memo after `__toESM`'s definition statement; null for any other chunk. */
export function memoizeToEsm(code: string): string | null {
  const start = code.indexOf(DEFINITION);
  if (start < 0) return null;
  // The definition is one statement ending at the first `;` followed by a newline (the runtime's own formatting).
  const end = code.indexOf(';\n', start);
  if (end < 0) throw new Error('shared-cjs-namespaces: the end of __toESM’s definition was not found');
  return `${code.slice(0, end + 2)}${MEMO}${code.slice(end + 2)}`;
}

export function sharedCjsNamespaces(): Plugin {
  let runtimeSeen = false;
  let interopUsed = false;
  return {
    name: 'health-portal:shared-cjs-namespaces',
    apply: 'build',
    renderStart() {
      runtimeSeen = false;
      interopUsed = false;
    },
    renderChunk(code) {
      if (code.includes('__toESM(')) interopUsed = true;
      const out = memoizeToEsm(code);
      if (out === null) return null;
      runtimeSeen = true;
      return { code: out, map: null };
    },
    generateBundle() {
      if (interopUsed && !runtimeSeen) {
        this.error(`shared-cjs-namespaces: chunks call __toESM but no chunk defines it as "${DEFINITION}"`);
      }
    },
  };
}
