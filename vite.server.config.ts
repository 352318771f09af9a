/**
 * Bundles the server (server/main.ts with db/ and contract/) into dist/server/main.js for production.
 * Dependencies stay external (node_modules); the app's SSR bundle is built separately (entry-server.js).
 */
import { defineConfig } from 'vite';

export default defineConfig({
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist/server',
    emptyOutDir: false,
    sourcemap: true,
    target: 'node20',
    rollupOptions: { output: { entryFileNames: 'main.js' } },
  },
});
