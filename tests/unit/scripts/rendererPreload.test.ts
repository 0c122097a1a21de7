// The renderer's chunks go into the page's module preloads: the chunk holding a module (or standing for it as
// a dynamic import's facade) and every chunk it imports, once, minus what the page lists already.
import { describe, expect, it } from 'vitest';
import { effectsFile, preloadFiles } from '../../../scripts/build/rendererPreload';

const nm = (path: string) => `/repo/node_modules/${path}`;
const bundle = {
  'assets/index.js': {
    type: 'chunk' as const,
    fileName: 'assets/index.js',
    moduleIds: ['/repo/src/main.tsx'],
    imports: ['assets/Geometry.js'],
  },
  'assets/Geometry.js': {
    type: 'chunk' as const,
    fileName: 'assets/Geometry.js',
    moduleIds: [nm('pixi.js/lib/scene/Geometry.mjs')],
    imports: [],
  },
  'assets/WebGLRenderer-facade.js': {
    type: 'chunk' as const,
    fileName: 'assets/WebGLRenderer-facade.js',
    facadeModuleId: nm('pixi.js/lib/rendering/renderers/gl/WebGLRenderer.mjs'),
    moduleIds: [],
    imports: ['assets/WebGLRenderer.js'],
  },
  'assets/WebGLRenderer.js': {
    type: 'chunk' as const,
    fileName: 'assets/WebGLRenderer.js',
    moduleIds: [nm('pixi.js/lib/rendering/renderers/gl/WebGLRenderer.mjs')],
    imports: ['assets/Geometry.js', 'assets/Shared.js'],
  },
  'assets/Shared.js': {
    type: 'chunk' as const,
    fileName: 'assets/Shared.js',
    moduleIds: [],
    imports: ['assets/WebGLRenderer.js'],
  },
  'assets/WebGPURenderer.js': {
    type: 'chunk' as const,
    fileName: 'assets/WebGPURenderer.js',
    moduleIds: [nm('pixi.js/lib/rendering/renderers/gpu/WebGPURenderer.mjs')],
    imports: ['assets/Shared.js'],
  },
  'assets/music.mp3': { type: 'asset' as const, fileName: 'assets/music.mp3' },
};

describe('renderer preload', () => {
  it('lists the facade, the chunk and its imports once, not what the page has, not another renderer', () => {
    const files = preloadFiles(
      bundle,
      ['pixi.js/lib/rendering/renderers/gl/WebGLRenderer.mjs'],
      new Set(['assets/Geometry.js']),
    );
    expect(files).toEqual(['assets/Shared.js', 'assets/WebGLRenderer-facade.js', 'assets/WebGLRenderer.js']);
  });

  it('finds nothing for a module no chunk holds (the plugin then fails the build)', () => {
    expect(preloadFiles(bundle, ['pixi.js/lib/nowhere.mjs'], new Set())).toEqual([]);
  });

  it('finds the sound effects file by its hashed name, and nothing where there is none', () => {
    const withEffects = {
      ...bundle,
      'assets/effects-BeZF.mp3': { type: 'asset' as const, fileName: 'assets/effects-BeZF.mp3' },
    };
    expect(effectsFile(withEffects)).toBe('assets/effects-BeZF.mp3');
    expect(effectsFile(bundle)).toBeNull();
  });
});
