// @pixi/react imports its whole package.json (its scripts, dependencies and release settings: 3.8 KB, 1.5 KB
// compressed, in the first load) for one field, the version it tells React's developer tools. The build gives it
// a module holding that field alone, read from the installed package.
import type { Plugin } from 'vite';
import { installedPackage } from './installedPackage';

/** The module @pixi/react's reconciler imports its package data from. */
const PACKAGE_DATA_MODULE = /[\\/]@pixi[\\/]react[\\/]lib[\\/]package\.json\.mjs$/;

/** The installed @pixi/react's version. */
export function pixiReactVersion(): string {
  const { version } = installedPackage('@pixi/react');
  if (typeof version !== 'string') throw new Error("@pixi/react's package.json has no version");
  return version;
}

/** The module that stands for @pixi/react's package data: its version and nothing else. */
export function versionOnlyModule(id: string, version: string): string | null {
  return PACKAGE_DATA_MODULE.test(id) ? `export default { version: ${JSON.stringify(version)} };\n` : null;
}

/** The Vite plugin. */
export function pixiReactVersionOnly(): Plugin {
  const version = pixiReactVersion();
  return { name: 'pixi-react-version-only', enforce: 'pre', load: (id) => versionOnlyModule(id, version) };
}
