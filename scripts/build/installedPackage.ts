// An installed package's package.json, for packages whose `exports` do not list it: found from the package's
// entry point, up the folders.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** What the build reads of a package.json. */
export interface PackageData {
  name?: unknown;
  version?: unknown;
  dependencies?: Record<string, string>;
}

/** The package.json of the installed package `name`. */
export function installedPackage(name: string): PackageData {
  let dir = dirname(createRequire(import.meta.url).resolve(name));
  for (;;) {
    const path = join(dir, 'package.json');
    if (existsSync(path)) {
      const data = JSON.parse(readFileSync(path, 'utf8')) as PackageData;
      if (data.name === name) return data;
    }
    const up = dirname(dir);
    if (up === dir) throw new Error(`${name}'s package.json was not found`);
    dir = up;
  }
}
