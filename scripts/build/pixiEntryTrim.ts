// Five parts of Pixi that the game never uses and that rode in the page's first load (initial JS, issue 13), taken
// out of the modules that bring them (Pixi's entry, lib/index.mjs, its rendering barrel, its rendering init, its
// renderers' shared pipes and its no-eval polyfills):
// - The canvas renderer. Pixi imports it on demand, only when it falls back to it (`autoDetectRenderer`:
//   `await import('./canvas/CanvasRenderer.mjs')`), but the entry and its rendering barrel also re-export the class,
//   and through that static path the bundler put the renderer and its systems in a chunk the page loads first
//   (5.1 KiB gzip). The game names no renderer class; without the re-exports the canvas renderer is a chunk of its
//   own, fetched only on a device where Pixi falls back to it.
// - The sprite sheet loader. The entry registers it with Pixi's asset loader (`import './spritesheet/init.mjs'`),
//   bringing the loader's resolver and path helpers (4.6 KiB gzip). The game loads no sprite sheet and does not use
//   Pixi's Assets: its art is drawn (src/scene/draw, src/ui/canvas).
// - The video texture source, which Pixi's rendering init registers beside the image, canvas and buffer sources
//   (with its alpha-mode probe: 2.4 KiB gzip). The game makes no texture of a video; its textures are drawn into
//   canvases and render textures.
// - Alpha masks: a sprite as a mask, drawn through a mask filter and its shaders (2.7 KiB gzip with the pipe). Every
//   mask of the game is a Graphics (the panels' faces, the title sign, the loading bar's stripes, the ad's rays, the
//   scrolling lists), which the stencil masks draw; Pixi's colour masks stay registered too. The canvas renderer's
//   own pipe list is left alone.
// - The particle container's no-eval polyfill. Under the build's Content Security Policy Pixi's polyfills replace the
//   code it would generate with eval (src/platform/evalPolicy.ts); the one for particle buffers brought the particle
//   container's buffer with it (0.9 KiB gzip). The game draws no particle container.
// A Pixi upgrade that changes these lines stops the build with a message, rather than quietly growing the page.
import type { Plugin } from 'vite';

/** What is taken out of each module: its path inside pixi.js, and the lines. */
export const PIXI_ENTRY_TRIMS: readonly { module: RegExp; lines: readonly RegExp[] }[] = [
  {
    module: /[\\/]node_modules[\\/]pixi\.js[\\/]lib[\\/]index\.mjs$/,
    lines: [
      /^export \{ CanvasRenderer \} from '\.\/rendering\/renderers\/canvas\/CanvasRenderer\.mjs';$/m,
      /^import '\.\/spritesheet\/init\.mjs';$/m,
    ],
  },
  {
    module: /[\\/]node_modules[\\/]pixi\.js[\\/]lib[\\/]rendering[\\/]index\.mjs$/,
    lines: [/^export \{ CanvasRenderer \} from '\.\/renderers\/canvas\/CanvasRenderer\.mjs';$/m],
  },
  {
    module: /[\\/]node_modules[\\/]pixi\.js[\\/]lib[\\/]rendering[\\/]init\.mjs$/,
    lines: [
      /^import \{ VideoSource \} from '\.\/renderers\/shared\/texture\/sources\/VideoSource\.mjs';$/m,
      /^ {2}VideoSource,$/m,
      /^import \{ AlphaMask \} from '\.\/mask\/alpha\/AlphaMask\.mjs';$/m,
      /^ {2}AlphaMask,$/m,
    ],
  },
  {
    module:
      /[\\/]node_modules[\\/]pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]shared[\\/]system[\\/]SharedSystems\.mjs$/,
    lines: [
      /^import \{ AlphaMaskPipe \} from '\.\.\/\.\.\/\.\.\/mask\/alpha\/AlphaMaskPipe\.mjs';$/m,
      /^ {2}AlphaMaskPipe,$/m,
    ],
  },
  {
    module: /[\\/]node_modules[\\/]pixi\.js[\\/]lib[\\/]unsafe-eval[\\/]init\.mjs$/,
    lines: [
      /^import \{ ParticleBuffer \} from '\.\.\/scene\/particle-container\/shared\/ParticleBuffer\.mjs';$/m,
      /^import \{ generateParticleUpdatePolyfill \} from '\.\/particle\/generateParticleUpdatePolyfill\.mjs';$/m,
      /^ {2}Object\.assign\(ParticleBuffer\.prototype, \{\n[^}]*\n {2}\}\);$/m,
    ],
  },
];

/** The module's code without the trimmed lines; null for a module that is not trimmed. */
export function trimPixiEntry(code: string, id: string): string | null {
  const trim = PIXI_ENTRY_TRIMS.find((t) => t.module.test(id.split('?')[0]!));
  if (!trim) return null;
  return trim.lines.reduce((out, line) => {
    if (!line.test(out))
      throw new Error(
        `pixi-entry-trim: ${id} no longer has the line ${String(line)} (Pixi upgraded?): ` +
          'see scripts/build/pixiEntryTrim.ts and check what the page loads first (npm run bench -- size)',
      );
    // Emptied to its line breaks: the module keeps its lines.
    return out.replace(line, (found) => found.replace(/[^\n]/g, ''));
  }, code);
}

/**
 * The Vite plugin. Each trimmed line is emptied, not removed, so the module keeps its lines and its source map
 * (`map: null`: the module's own map still holds).
 */
export function pixiEntryTrim(): Plugin {
  return {
    name: 'pixi-entry-trim',
    enforce: 'pre',
    transform(code, id) {
      const trimmed = trimPixiEntry(code, id);
      return trimmed === null ? null : { code: trimmed, map: null };
    },
  };
}
