// Pixi's entry without the canvas renderer's re-exports and the sprite sheet loader (scripts/build/pixiEntryTrim.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trimPixiEntry } from '../../../scripts/build/pixiEntryTrim';

const lib = dirname(createRequire(import.meta.url).resolve('pixi.js'));
const entry = join(lib, 'index.mjs');
const rendering = join(lib, 'rendering', 'index.mjs');
const read = (path: string) => readFileSync(path, 'utf8');

describe("Pixi's entry, trimmed", () => {
  it('takes the canvas renderer and the sprite sheet loader out of the installed entry, line for line', () => {
    const code = read(entry);
    const out = trimPixiEntry(code, entry)!;
    expect(code).toContain('CanvasRenderer');
    expect(code).toContain("import './spritesheet/init.mjs';");
    expect(out).not.toMatch(/\bCanvasRenderer\b/);
    expect(out).not.toContain('spritesheet/init');
    // Lines emptied, not removed: the module's source map still holds.
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
    // Everything else stays: the WebGL renderer, the other registrations.
    expect(out).toContain("export { WebGLRenderer } from './rendering/renderers/gl/WebGLRenderer.mjs';");
    expect(out).toContain("import './rendering/init.mjs';");
  });

  it("takes the canvas renderer's re-export out of the rendering barrel", () => {
    const code = read(rendering);
    const out = trimPixiEntry(code, `${rendering}?v=1`)!;
    expect(out).not.toMatch(/\bCanvasRenderer\b/);
    expect(out).toContain('CanvasContextSystem');
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
  });

  it("takes the video texture source out of Pixi's rendering init, the other sources and masks staying", () => {
    const init = join(lib, 'rendering', 'init.mjs');
    const code = read(init);
    const out = trimPixiEntry(code, init)!;
    expect(code).toContain('VideoSource');
    expect(out).not.toContain('VideoSource');
    for (const kept of ['AlphaMask,', 'StencilMask,', 'ImageSource,', 'CanvasSource,', 'BufferImageSource'])
      expect(out).toContain(kept);
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('leaves every other module alone, Pixi falling back to the canvas renderer on demand included', () => {
    const detect = join(lib, 'rendering', 'renderers', 'autoDetectRenderer.mjs');
    expect(trimPixiEntry(read(detect), detect)).toBeNull();
    expect(read(detect)).toContain("import('./canvas/CanvasRenderer.mjs')");
    expect(trimPixiEntry('export {};', '/repo/src/main.tsx')).toBeNull();
    expect(trimPixiEntry('export {};', '/repo/node_modules/other/lib/index.mjs')).toBeNull();
  });

  it('stops the build with a message when an upgraded Pixi no longer has a line', () => {
    const code = read(entry).replace("import './spritesheet/init.mjs';", '');
    expect(() => trimPixiEntry(code, entry)).toThrow(/pixi-entry-trim: .*no longer has the line .*spritesheet/);
  });
});
