/**
 * Vite config for the client build, the SSR build of app/entry-server.tsx and the dev server.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    manifest: true,
    sourcemap: false,
    rollupOptions: { input: 'index.html' },
  },
  ssr: {
    // react-aria ships ESM with CSS-free modules; keep deps external for a fast SSR bundle.
    noExternal: ['@fontsource-variable/noto-sans-arabic'],
  },
});
