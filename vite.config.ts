/// <reference types="vitest/config" />
import { renameSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { noChunkCycles } from './scripts/build/chunkCycles';
import { contentSecurityPolicy } from './scripts/build/contentSecurityPolicy';
import { initialChunkSplitting } from './scripts/build/initialChunk';
import { pixiEntryTrim } from './scripts/build/pixiEntryTrim';
import { pixiReactVersionOnly } from './scripts/build/pixiReactVersion';
import { NO_EVAL_MODULE, preloadEffects, preloadRenderer, RENDERER_MODULES } from './scripts/build/rendererPreload';
import { noWebApp, webApp } from './scripts/build/webApp';
import { packageOf, type HostPackage, type PackageOptions } from './scripts/package/hostPackages';
import english from './src/i18n/locales/en_US.json';
import { PRODUCTION_BASE_URL, TEST_BASE_URL } from './src/net/config';
import { variants } from './src/variants';
import { pageLooks, pageLookScript } from './src/variants/pageLook';

/** The host package this build is for (`npm run package -- <host>` sets VITE_HOST; unset: the plain web). */
const hostPackage = packageOf(process.env.VITE_HOST);

/** The package's command-line options (`--game-id=…`), as scripts/package.ts passes them. */
const packageOptions: PackageOptions = JSON.parse(process.env.PACKAGE_OPTIONS ?? '{}') as PackageOptions;

/** Where the build keeps its source maps: beside the output, never in it (nothing shipped carries them). */
const SOURCE_MAP_DIR = hostPackage.host === 'web' ? 'dist-sourcemaps' : `dist-sourcemaps/${hostPackage.host}`;

/** The host's SDK (and what it needs set first) in the page's head, before the game's own script. */
function hostSdk(pkg: HostPackage): Plugin {
  return {
    name: 'host-sdk',
    transformIndexHtml: () => pkg.head(packageOptions).map((tag) => ({ ...tag, injectTo: 'head-prepend' as const })),
  };
}

/** Inlines each variant's title and colour into index.html, so the first byte already looks like the variant. */
function variantPageLook(): Plugin {
  return {
    name: 'variant-page-look',
    transformIndexHtml: () => [
      { tag: 'script', children: pageLookScript(pageLooks(variants, english)), injectTo: 'head-prepend' },
    ],
  };
}

/**
 * The build's Content Security Policy as the first tag of the page, with the hashes of its inline blocks and
 * the host SDK's origins; none in a package whose host frames ads from origins nobody can list.
 */
function securityPolicy(csp: HostPackage['csp']): Plugin | null {
  if (!csp) return null;
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
          connect: [PRODUCTION_BASE_URL, TEST_BASE_URL, ...csp.connect],
          scripts: csp.scripts,
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
  plugins: [
    react(),
    variantPageLook(),
    hostSdk(hostPackage),
    securityPolicy(hostPackage.csp),
    keepSourceMapsOutOfDist(),
    // The renderer's chunks load with the page, not one round trip after another once the canvas starts.
    preloadRenderer([...RENDERER_MODULES, ...(hostPackage.csp ? [NO_EVAL_MODULE] : [])]),
    // The sound effects (the loading bar's audio step) are fetched with the page too.
    preloadEffects(),
    // @pixi/react's package data: its version alone, not its whole package.json.
    pixiReactVersionOnly(),
    // Pixi without what the game never uses in the first load: the canvas renderer's re-exports, the sprite sheet
    // loader, the video texture source (scripts/build/pixiEntryTrim.ts).
    pixiEntryTrim(),
    // No chunk imports another that imports it back (the first load's chunking: scripts/build/initialChunk.ts).
    noChunkCycles(),
    // The installable web app (manifest, icons, service worker): only the plain web build, never a host package.
    ...(hostPackage.pwa ? webApp() : [noWebApp()]),
  ],
  base: './',
  // public/ holds only the web app's icons: a host package ships none of it.
  publicDir: hostPackage.pwa ? 'public' : false,
  // 'hidden': maps are written (then moved out of dist) and no shipped file points at them.
  build: {
    target: 'es2022',
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1500,
    // The first load's modules in one chunk, compressed and fetched as one file (scripts/build/initialChunk.ts).
    rolldownOptions: { output: { codeSplitting: initialChunkSplitting() } },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    // CI's machine may be busy: a test that takes 1 s here may take several there. Tests known to take
    // seconds (solver agreement, generator, levels) carry explicit timeouts of their own.
    testTimeout: 30_000,
    setupFiles: ['tests/unit/setup/levelRules.ts'],
  },
});
