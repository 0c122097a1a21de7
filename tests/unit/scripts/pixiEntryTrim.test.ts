// Pixi without what the game never uses in its first load (scripts/build/pixiEntryTrim.ts): the canvas renderer's
// re-exports, the sprite sheet loader, the video source, the alpha mask and the particle buffer's no-eval polyfill.
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

  it("takes the video texture source and the alpha mask out of Pixi's rendering init, the other sources and masks staying", () => {
    const init = join(lib, 'rendering', 'init.mjs');
    const code = read(init);
    const out = trimPixiEntry(code, init)!;
    expect(code).toContain('VideoSource');
    expect(code).toContain('AlphaMask');
    expect(out).not.toContain('VideoSource');
    expect(out).not.toContain('AlphaMask');
    for (const kept of ['StencilMask,', 'ColorMask,', 'ImageSource,', 'CanvasSource,', 'BufferImageSource'])
      expect(out).toContain(kept);
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
  });

  it("takes the alpha mask's pipe out of the renderers' shared pipes, the stencil and colour masks' staying", () => {
    const shared = join(lib, 'rendering', 'renderers', 'shared', 'system', 'SharedSystems.mjs');
    const code = read(shared);
    const out = trimPixiEntry(code, shared)!;
    expect(code).toContain('AlphaMaskPipe');
    expect(out).not.toContain('AlphaMaskPipe');
    for (const kept of ['StencilMaskPipe,', 'ColorMaskPipe,', 'BatcherPipe,', 'SpritePipe,'])
      expect(out).toContain(kept);
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
  });

  it("takes the particle buffer's polyfill out of the no-eval polyfills, the shaders' and uniforms' staying", () => {
    const polyfills = join(lib, 'unsafe-eval', 'init.mjs');
    const code = read(polyfills);
    const out = trimPixiEntry(code, polyfills)!;
    expect(code).toContain('ParticleBuffer');
    expect(out).not.toMatch(/Particle/);
    for (const kept of ['_generateUniformsSync', '_generateUboSync', '_generateShaderSync', '_unsafeEvalCheck'])
      expect(out).toContain(kept);
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
    // Still a module that runs: every Object.assign it keeps is whole.
    expect(out.match(/Object\.assign\(/g)).toHaveLength((code.match(/Object\.assign\(/g)?.length ?? 0) - 1);
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
