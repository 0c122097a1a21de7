// `npm run package -- <host> [--game-id=…]`: builds the game for one host and writes the zip that host takes,
// packages/<host>.zip, with the site beside it in packages/<host>/. Checks what hosts refuse (absolute paths
// to our own files, source maps in the upload, a missing option) and prints the size against the host's limit.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zipSync } from 'fflate';
import {
  HOST_PACKAGES,
  isPackageName,
  type HostPackage,
  type PackageName,
  type PackageOptions,
} from './package/hostPackages';
import { problemsOfSite } from './package/siteChecks';

const OUT = 'packages';

function usage(message: string): never {
  console.error(`${message}\nUsage: npm run package -- <${Object.keys(HOST_PACKAGES).join('|')}> [--game-id=ID]`);
  process.exit(2);
}

/** `<host>` and its `--name=value` options. */
function readArgs(argv: string[]): { name: PackageName; options: PackageOptions } {
  const [name, ...rest] = argv;
  if (!isPackageName(name)) usage(name ? `No package for "${name}".` : 'Which host?');
  const options: PackageOptions = {};
  for (const arg of rest) {
    const match = /^--([a-z-]+)=(.*)$/.exec(arg);
    if (!match) usage(`Cannot read the option "${arg}" (expected --name=value).`);
    options[match[1]!] = match[2]!;
  }
  return { name, options };
}

/** Every file under `dir`, as paths relative to it. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function main(): void {
  const { name, options } = readArgs(process.argv.slice(2));
  const pkg: HostPackage = HOST_PACKAGES[name];
  const known = { ...pkg.requires, ...pkg.accepts };
  const unknown = Object.keys(options).filter((option) => !(option in known));
  if (unknown.length > 0) {
    const takes = Object.keys(known).map((option) => `--${option}`);
    usage(
      `The ${name} package takes no ${unknown.map((o) => `--${o}`).join(', ')} (it takes ${takes.join(', ') || 'no options'}).`,
    );
  }
  const missing = Object.entries(pkg.requires ?? {}).filter(([option]) => !options[option]);
  if (missing.length > 0) {
    usage(missing.map(([option, what]) => `The ${name} package needs --${option}=… (${what}).`).join('\n'));
  }
  const site = join(OUT, name);
  rmSync(site, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  execFileSync('npx', ['vite', 'build', '--outDir', site, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_HOST: name,
      PACKAGE_OPTIONS: JSON.stringify(options),
      VITE_PACKAGE_OPTIONS: JSON.stringify(options),
    },
  });
  for (const [file, text] of Object.entries(pkg.files?.(options) ?? {})) writeFileSync(join(site, file), text);

  const files = filesOf(site).sort();
  const problems = problemsOfSite(
    files,
    (file) => readFileSync(join(site, file), 'utf8'),
    pkg.head(options).flatMap((tag) => (typeof tag.attrs?.src === 'string' ? [tag.attrs.src] : [])),
  );
  if (problems.length > 0) {
    console.error(`The ${name} package is not fit to upload:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  const zip = zipSync(Object.fromEntries(files.map((file) => [file, readFileSync(join(site, file))])), { level: 9 });
  const zipPath = join(OUT, `${name}.zip`);
  writeFileSync(zipPath, zip);
  const unpacked = files.reduce((sum, file) => sum + statSync(join(site, file)).size, 0);
  const { bytes: limit, source } = pkg.limit;
  const verdict =
    limit === null
      ? `no documented limit (${source})`
      : `${((zip.length / limit) * 100).toFixed(1)}% of ${kib(limit)} (${source})`;
  console.log(`${zipPath}: ${files.length} files, ${kib(unpacked)} unpacked, ${kib(zip.length)} zipped: ${verdict}`);
  if (limit !== null && zip.length > limit) {
    console.error(`Over the ${name} limit by ${kib(zip.length - limit)}.`);
    process.exit(1);
  }
  if (pkg.limit.files !== undefined && files.length > pkg.limit.files) {
    console.error(`${files.length} files: over the ${name} limit of ${pkg.limit.files}.`);
    process.exit(1);
  }
}

main();
