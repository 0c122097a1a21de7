// The mini-game build (issue 13, `npm run build:minigame`): one classic script, game.js, as WeChat and Douyin run
// it (no modules, no dynamic import: an IIFE build inlines every chunk of the web build), and the package's assets beside it.
// scripts/minigame/package.ts adds game.json, project.config.json and the open-data context.
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { pixiEntryTrim } from './scripts/build/pixiEntryTrim';
import { pixiReactVersionOnly } from './scripts/build/pixiReactVersion';
import { noWebApp } from './scripts/build/webApp';

/** Stylesheets style a page (the debug panel's, the mirror's): a runtime with no document takes none of them. */
function noStylesheets(): Plugin {
  const id = '\0no-stylesheet';
  return {
    name: 'no-stylesheets',
    enforce: 'pre',
    resolveId: (source) => (source.endsWith('.css') ? id : null),
    load: (source) => (source === id ? 'export default "";' : null),
  };
}

export default defineConfig({
  // No installable web app: a mini-game has no service worker.
  plugins: [react(), noWebApp(), noStylesheets(), pixiReactVersionOnly(), pixiEntryTrim()],
  // Assets are addressed in the package (miniGameEnvironment.ts's PACKAGE_BASE_URL): no page to resolve against.
  base: 'minigame://package/',
  // public/ holds the web app's icons only.
  publicDir: false,
  define: { 'import.meta.env.VITE_MINIGAME': JSON.stringify('true') },
  build: {
    outDir: process.env.MINIGAME_OUT ?? 'dist-minigame',
    emptyOutDir: true,
    // Source maps are made beside the package by the web build only; a package never ships them.
    sourcemap: false,
    assetsInlineLimit: 0,
    modulePreload: false,
    target: 'es2020',
    minify: process.env.MINIGAME_MINIFY !== 'false',
    rollupOptions: {
      input: 'src/minigame/main.tsx',
      output: {
        format: 'iife',
        entryFileNames: 'game.js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
  worker: { format: 'iife' },
});
