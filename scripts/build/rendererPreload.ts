// Preloads the renderer with the page (time to a playable menu, issue 15). Pixi picks its renderer at run
// time and imports it then (`autoDetectRenderer`: `await import('./gl/WebGLRenderer.mjs')`); in the build
// that is a chunk (with the chunks it imports) the page only asks for once
// the main script has run and the canvas starts, one round trip after another. On a slow network that
// chain held the menu back about 1.5 s (Slow 4G: 562.5 ms a round trip). Listing the chunks, and the chunks
// they import, as module preloads in the page fetches them beside the main script instead.
import type { Plugin } from 'vite';

/**
 * The modules (paths inside pixi.js) the game's canvas loads before the menu: WebGL is its preference. The
 * browser environment's set is not among them: the game imports the one extension of it that it uses
 * (src/scene/pixiExtensions.ts) and Pixi does not load the set.
 */
export const RENDERER_MODULES: readonly string[] = ['pixi.js/lib/rendering/renderers/gl/WebGLRenderer.mjs'];

/** Pixi's eval-free polyfills, loaded first where the page's Content Security Policy forbids eval. */
export const NO_EVAL_MODULE = 'pixi.js/lib/unsafe-eval/init.mjs';

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  /** The module a chunk stands for when it is a dynamic import's target (a chunk that only re-exports). */
  facadeModuleId?: string | null;
  moduleIds?: readonly string[];
  imports?: readonly string[];
}

/** The chunk files holding `modules`, with every chunk they import statically, minus `listed`. */
export function preloadFiles(
  bundle: Record<string, ChunkLike>,
  modules: readonly string[],
  listed: ReadonlySet<string>,
): string[] {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const normalise = (id: string) => id.replaceAll('\\', '/');
  const holds = (id: string) => modules.some((m) => normalise(id).endsWith(`/node_modules/${m}`));
  const start = chunks.filter((c) => (c.facadeModuleId && holds(c.facadeModuleId)) || (c.moduleIds ?? []).some(holds));
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file) || listed.has(file)) return;
    found.add(file);
    for (const next of bundle[file]?.imports ?? []) visit(next);
  };
  for (const c of start) visit(c.fileName);
  return [...found].sort();
}

/** The Vite plugin: adds the renderer's chunks to the page's module preloads (build only). */
export function preloadRenderer(modules: readonly string[] = RENDERER_MODULES): Plugin {
  return {
    name: 'preload-renderer',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        if (!ctx.bundle) return html;
        const listed = new Set([...html.matchAll(/(?:src|href)="\.?\/?([^"]+\.js)"/g)].map((m) => m[1]!));
        const files = preloadFiles(ctx.bundle as Record<string, ChunkLike>, modules, listed);
        if (files.length === 0) throw new Error(`preload-renderer: no chunk holds ${modules.join(', ')}`);
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** The file of the sound effects sprite in the bundle (its name hashed), or null. */
export function effectsFile(bundle: Record<string, ChunkLike>, pattern = EFFECTS_FILE): string | null {
  return Object.values(bundle).find((c) => c.type === 'asset' && pattern.test(c.fileName))?.fileName ?? null;
}

/** The effects sprite as the build names it (assets/audio/effects.mp3 with its hash). */
const EFFECTS_FILE = /(^|\/)effects-[^/]*\.mp3$/;

/**
 * The Vite plugin: the sound effects file (the loading bar's audio step) fetched with the page. Howler asks for
 * it with an XMLHttpRequest once its chunk has run, late in loading; a preload of the same URL, as fetch and
 * CORS-anonymous (what a same-origin XMLHttpRequest without credentials matches), has it in the cache by then.
 */
export function preloadEffects(): Plugin {
  return {
    name: 'preload-effects',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) => {
        if (!ctx.bundle) return [];
        const file = effectsFile(ctx.bundle as Record<string, ChunkLike>);
        if (!file) throw new Error(`preload-effects: no asset matches ${String(EFFECTS_FILE)}`);
        const attrs = { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: `./${file}` };
        return [{ tag: 'link', attrs, injectTo: 'head' as const }];
      },
    },
  };
}
