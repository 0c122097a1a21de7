/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import english from './src/i18n/locales/en_US.json';
import { variants } from './src/variants';
import { pageLooks, pageLookScript } from './src/variants/pageLook';

/** Inlines each variant's title and colour into index.html, so the first byte already looks like the variant. */
function variantPageLook(): Plugin {
  return {
    name: 'variant-page-look',
    transformIndexHtml: () => [
      { tag: 'script', children: pageLookScript(pageLooks(variants, english)), injectTo: 'head-prepend' },
    ],
  };
}

// One config for the game build and the unit tests.
export default defineConfig({
  plugins: [react(), variantPageLook()],
  base: './',
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 1500 },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
  },
});
