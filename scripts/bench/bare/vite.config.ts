// The bench's bare scene (scripts/bench/bare/index.html) as a page of its own, built into dist-bench-bare/ at
// the repository root with relative paths, so that `startPreview(root, port, 'dist-bench-bare')` serves it.
// `npx vite build --config scripts/bench/bare/vite.config.ts` (scripts/bench/frameBench.ts runs it); the game's
// own config (React, the web app, the CSP) is not read: this page needs none of it.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = fileURLToPath(new URL('../../..', import.meta.url));

export default defineConfig({
  root: here,
  base: './',
  publicDir: false,
  build: {
    outDir: `${repo}dist-bench-bare`,
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
  },
});
