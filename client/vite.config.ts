// Vite config for the browser client. Root is client/; the build goes to client/dist, which the server
// serves. In development, API and WebSocket traffic is proxied to the server on :4000.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

const root = fileURLToPath(new URL('.', import.meta.url));
const server = 'http://localhost:4000';

export default defineConfig({
  root,
  base: '/',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1000,
    rollupOptions: {
      // The GraphQL playground is a second page with its own bundle, so the portal never loads GraphiQL.
      input: { main: `${root}index.html`, playground: `${root}playground.html` },
    },
  },
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
