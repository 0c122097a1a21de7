/// <reference types="vitest/config" />
import { renameSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { contentSecurityPolicy } from './scripts/build/contentSecurityPolicy';
import english from './src/i18n/locales/en_US.json';
import { PRODUCTION_BASE_URL, TEST_BASE_URL } from './src/net/config';
import { variants } from './src/variants';
import { pageLooks, pageLookScript } from './src/variants/pageLook';

/** Where the build keeps its source maps: beside dist, never in it (nothing shipped carries them). */
const SOURCE_MAP_DIR = 'dist-sourcemaps';

/** Inlines each variant's title and colour into index.html, so the first byte already looks like the variant. */
function variantPageLook(): Plugin {
  return {
    name: 'variant-page-look',
    transformIndexHtml: () => [
      { tag: 'script', children: pageLookScript(pageLooks(variants, english)), injectTo: 'head-prepend' },
    ],
  };
}

/** The build's Content Security Policy as the first tag of the page, with the hashes of its inline blocks. */
function securityPolicy(): Plugin {
  const inline = (html: string, tag: 'script' | 'style') =>
    [...html.matchAll(new RegExp(`<${tag}(?![^>]*\\bsrc=)[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]!);
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const policy = contentSecurityPolicy({
          inlineScripts: inline(html, 'script'),
          inlineStyles: inline(html, 'style'),
          connect: [PRODUCTION_BASE_URL, TEST_BASE_URL],
        });
        return html.replace('<head>', `<head>\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`);
      },
    },
  };
}

/** Moves the source maps out of dist once written (generated for debugging, never shipped). */
function keepSourceMapsOutOfDist(): Plugin {
  return {
    name: 'source-maps-out-of-dist',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const file of Object.keys(bundle).filter((name) => name.endsWith('.map'))) {
        const target = join(SOURCE_MAP_DIR, file);
        mkdirSync(dirname(target), { recursive: true });
        renameSync(join(outDir, file), target);
      }
    },
  };
}

// One config for the game build and the unit tests.
export default defineConfig({
  plugins: [react(), variantPageLook(), securityPolicy(), keepSourceMapsOutOfDist()],
  base: './',
  // 'hidden': maps are written (then moved out of dist) and no shipped file points at them.
  build: { target: 'es2022', sourcemap: 'hidden', chunkSizeWarningLimit: 1500 },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    // CI's machine may be busy: a test that takes 1 s here may take several there. Tests known to take
    // seconds (solver agreement, generator, levels) carry explicit timeouts of their own.
    testTimeout: 30_000,
  },
});
