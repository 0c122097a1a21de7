// @pixi/react's package data is its version alone in the build (scripts/build/pixiReactVersion.ts).
import { describe, expect, it } from 'vitest';
import { pixiReactVersion, versionOnlyModule } from '../../../scripts/build/pixiReactVersion';

describe("@pixi/react's version only", () => {
  it('stands in for its package data module alone, with the installed version', () => {
    const version = pixiReactVersion();
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    expect(versionOnlyModule('/repo/node_modules/@pixi/react/lib/package.json.mjs', version)).toBe(
      `export default { version: "${version}" };\n`,
    );
    expect(versionOnlyModule('/repo/node_modules/@pixi/react/lib/core/reconciler.mjs', version)).toBeNull();
    expect(versionOnlyModule('/repo/node_modules/pixi.js/package.json', version)).toBeNull();
  });
});
