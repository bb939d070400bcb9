// Vite config for the browser client. Root is client/; the build goes to client/dist, which the server
// serves. In development, API and WebSocket traffic is proxied to the server on :4000.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPaint } from './build/first-paint.js';
import { precompress } from './build/precompress.js';
import { preloadApp } from './build/preload-app.js';
import { sharedCjsNamespaces } from './build/shared-cjs-namespaces.js';
import { splitDocuments } from './build/split-documents.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const server = 'http://localhost:4000';

export default defineConfig({
  root,
  base: '/',
  plugins: [
    react(),
    // Each GraphQL document in the chunks of the pages that use it, not all of them in one (see the plugin).
    splitDocuments(`${root}src/gql/graphql.ts`),
    // Chunks the browser is told about with the page (see the plugin). The routes' modules are those router.tsx
    // imports for them; a module that is not in the build fails it.
    preloadApp({
      always: ['src/app/app.tsx'],
      routes: {
        '/auth/': ['src/app/routing/auth-pages.ts'],
        // With the strings of the two cards from other features (the assistant's summary, the day's notes) in the
        // default language: the page waits for them (withNamespace), and they were asked for only once the router
        // ran, one round trip after everything else. Another language's strings still load then (2 kB wasted).
        '/overview': [
          'src/app/layout/full-layout.tsx',
          'src/features/overview/pages/overview-page.tsx',
          // The tiles' query, sent with the session check on a cold load (app/routing/early-queries.ts).
          'src/features/overview/api/send-early.ts',
          'src/features/ai/i18n/en.ts',
          'src/features/notes/i18n/en.ts',
        ],
        // With the vital's first queries, sent with the session check on a cold load (app/routing/early-queries.ts).
        '/live/': [
          'src/app/layout/full-layout.tsx',
          'src/features/live/pages/live-page.tsx',
          'src/features/live/api/send-early.ts',
        ],
        '/twin/': ['src/app/layout/full-layout.tsx', 'src/features/twin/pages/twin-page.tsx'],
        '/records': ['src/app/layout/full-layout.tsx', 'src/app/routing/records-pages.ts'],
      },
    }),
    // One interop namespace per CommonJS module (React), not one per import of it (see the plugin).
    sharedCjsNamespaces(),
    precompress(),
    // The sign-in screen as HTML and CSS in its page, shown before the scripts have run (see the plugin).
    firstPaint(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The limit is for the GraphQL playground (a developer page, off in production): GraphiQL's editor, Monaco, is
    // one 2.8 MB chunk that no split makes smaller to load. The portal's chunks stay under 500 kB, and what the
    // sign-in page loads is held to a byte budget by tests/e2e/first-load.test.ts.
    chunkSizeWarningLimit: 3000,
    rollupOptions: {
      // Signed-in pages were ~80 requests on a cold load, a third of them chunks of a few hundred bytes (one icon, one
      // small component shared by two pages); over HTTP/1.1's six connections per host they queued for ~500 ms
      // (`npm run bench -- cold-pages`). Automatic common chunks smaller than this are inlined into the chunks that
      // use them instead (a little code is repeated; each page needs far fewer requests). Inlining needs entries
      // whose exports nobody imports, which is true of both pages (index.html, playground.html).
      preserveEntrySignatures: false,
      // `@mui/material/locale` has no per-language entry points, and each of its ~50 languages calls
      // `buildFormatNumber(…)` (which builds an Intl.NumberFormat) when it loads. The call is pure: the languages
      // the portal does not import are dropped (client/src/i18n/mui-locales.ts keeps three).
      treeshake: { manualPureFunctions: ['buildFormatNumber'] },
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: Number(process.env['HP_INLINE_CHUNKS'] ?? 30_000) } } },
      onLog(level, log, handler) {
        // GraphiQL's packages start some modules with "use no memo", a hint for the React Compiler (a Babel
        // transform run on sources, not on bundles); bundling drops it without changing what the code does.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use no memo"')) return;
        handler(level, log);
      },
      // The GraphQL playground is a second page with its own bundle, so the portal never loads GraphiQL.
      input: { main: `${root}index.html`, playground: `${root}playground.html` },
    },
  },
  // The dependency scan starts from the portal's page only. From the playground's too, it reached GraphiQL's Vite
  // entry, whose Monaco workers (`?worker` imports) the optimizer cannot bundle, and the dev server stopped at
  // start-up. The playground is for the production build (npm start); under the dev server it still fails (its
  // packages need optimizing and cannot be; excluding them instead needs each CommonJS package they reach listed).
  optimizeDeps: { entries: ['index.html'] },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: server, ws: true, changeOrigin: true },
      '/api': { target: server, changeOrigin: true },
      '/dev': { target: server, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/graphql': { target: server, ws: true, changeOrigin: true },
      '/api': { target: server, changeOrigin: true },
      '/dev': { target: server, changeOrigin: true },
    },
  },
});
