// Preloads the renderer with the page (time to a playable menu, issue 15). Pixi picks its renderer at run
// time and imports it then (`autoDetectRenderer`: `await import('./gl/WebGLRenderer.mjs')`), and the
// browser environment's extensions the same way; in the build these are chunks the page only asks for once
// the main script has run and the canvas starts, one round trip after another. On a slow network that
// chain held the menu back about 1.5 s (Slow 4G: 562.5 ms a round trip). Listing the chunks, and the chunks
// they import, as module preloads in the page fetches them beside the main script instead.
import type { Plugin } from 'vite';

/** The modules (paths inside pixi.js) the game's canvas loads before the menu: WebGL is its preference. */
export const RENDERER_MODULES: readonly string[] = [
  'pixi.js/lib/rendering/renderers/gl/WebGLRenderer.mjs',
  'pixi.js/lib/environment-browser/browserAll.mjs',
];

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
