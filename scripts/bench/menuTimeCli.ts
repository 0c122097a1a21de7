// `npx tsx scripts/bench/menuTimeCli.ts [--runs 3] [--h2] [--no-build] [--requests]`: issue 15's time to a
// playable menu on its own. Builds dist (unless --no-build), serves it compressed on port 4185 (MENU_PORT
// overrides) over HTTP/1.1, launches Chromium and prints each cold run and the median. --h2 measures again with
// the build served over HTTP/2 and TLS (a throwaway self-signed certificate, openssl needed), as hosts serve it;
// --requests also lists what the last run loaded before the menu took a tap.
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, executablePath } from '../preview';
import { selfSignedTls, startCompressedServer, type TlsOptions } from './compressedServer';
import { CPU_SLOWDOWN, SLOW_4G, timeToMenu, VIEWPORT, type MenuRun } from './menuTime';

const root = join(import.meta.dirname, '../..');
const port = Number(process.env.MENU_PORT ?? 4185);
/** The aim, in ms. */
const AIM_MS = 2500;

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

const ms = (n: number | null) => (n === null ? '-' : `${Math.round(n)} ms`);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function describeRun(run: MenuRun, index: number): string {
  return (
    `  run ${index + 1}: takes a tap at ${ms(run.tapMs)} (menu shown ${ms(run.menuMs)}, Start mounted ${ms(run.mountedMs)}, ` +
    `loading layer ${ms(run.loadingMs)}, first paint ${ms(run.firstPaintMs)}, FCP ${ms(run.firstContentfulPaintMs)}); ` +
    `${run.requests.length} requests, ${kib(run.bytes)} received before it; entry script ` +
    (run.entry ? `${run.entry.path} ${run.entry.encoding} ${kib(run.entry.bytes)}` : 'not seen')
  );
}

/** Serves dist (over HTTP/2 and TLS given `tls`) and prints the runs and their median. */
async function measure(runs: number, tls: TlsOptions | undefined): Promise<void> {
  const server = await startCompressedServer(join(root, 'dist'), port, tls);
  try {
    // The self-signed certificate is taken only with --ignore-certificate-errors (service workers included).
    const args = tls ? [...CHROMIUM_ARGS, '--ignore-certificate-errors'] : [...CHROMIUM_ARGS];
    const browser = await chromium.launch({ executablePath, args });
    try {
      console.log(
        `\nTime to a playable menu: ${server.base}/?test over ${tls ? 'HTTP/2 (TLS)' : 'HTTP/1.1'}, ` +
          `Chromium ${VIEWPORT.width}x${VIEWPORT.height}, ${CPU_SLOWDOWN}x CPU throttle, ` +
          `Slow 4G (${SLOW_4G.latency} ms, ${(SLOW_4G.downloadThroughput * 8) / 1e6} Mbit/s down, ` +
          `${(SLOW_4G.uploadThroughput * 8) / 1e3} kbit/s up), cold cache, ${runs} run(s)`,
      );
      const times = await timeToMenu({
        browser,
        base: server.base,
        runs,
        onRun: (run, i) => console.log(describeRun(run, i)),
      });
      console.log(
        `Time to a playable menu over ${tls ? 'HTTP/2' : 'HTTP/1.1'} (median of ${runs}): ${ms(times.median)} ` +
          `[aim ${AIM_MS} ms]${times.median > AIM_MS ? ' -- OVER' : ''}; menu shown ${ms(times.medianMenuMs)}; ` +
          `${kib(times.medianBytes)} received before it; entry script ${times.entryCompressed ? 'compressed' : 'NOT COMPRESSED'}`,
      );
      if (process.argv.includes('--requests')) {
        const last = times.runs[times.runs.length - 1]!;
        console.log('Requests of the last run before the menu took a tap (page ms from navigation start):');
        for (const r of last.requests)
          console.log(
            `  ${ms(r.startMs).padStart(8)} -> ${ms(r.endMs).padStart(8)}  ${kib(r.bytes).padStart(10)}  ${r.encoding.padEnd(8)} ${r.status} ${r.path}`,
          );
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

async function main() {
  const runs = Math.max(1, Number(option('--runs') ?? 3) || 3);
  if (!process.argv.includes('--no-build')) {
    console.log('Building the production bundle...');
    execSync('npx vite build --logLevel error', { cwd: root, stdio: 'inherit' });
  }
  await measure(runs, undefined);
  if (process.argv.includes('--h2')) await measure(runs, selfSignedTls());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
