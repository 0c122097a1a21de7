// What the scripts that drive Chromium share (bench, soak, screens): Debian's Chromium with the flags
// this machine needs (CHROMIUM_PATH overrides the browser), and the production build served by
// `vite preview` until they stop it.
import { spawn } from 'node:child_process';

/** The browser the scripts launch: Debian's Chromium unless CHROMIUM_PATH names another. */
export const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a headless Chromium with no network chatter of its own. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A running `vite preview`. */
export interface Preview {
  base: string;
  stop(): void;
}

/** Serves a build folder (`dist` unless named) on the port and resolves once it answers. */
export async function startPreview(root: string, port: number, outDir = 'dist'): Promise<Preview> {
  const server = spawn(
    'npx',
    ['vite', 'preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    // Its own process group, so that stopping it also stops the vite process npx started.
    { cwd: root, stdio: 'ignore', detached: true },
  );
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) return { base, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error(`preview server did not start at ${base}/`);
}
