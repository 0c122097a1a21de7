// `npm run icons`: draws the installable web app's icons (scripts/icons/iconSpecs.ts) into public/icons/ with
// the game's own scene builders, rendered by Pixi in Debian's Chromium. The PNGs are committed; run this again
// after changing the screw or board drawing, and look at them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { ICONS } from './icons/iconSpecs';
import { CHROMIUM_ARGS, executablePath } from './preview';

const root = join(import.meta.dirname, '..');
const out = join(root, 'public');

async function main(): Promise<void> {
  const bundle = await build({
    entryPoints: [join(import.meta.dirname, 'icons/iconPage.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    logLevel: 'warning',
  });
  const script = bundle.outputFiles[0]!.text;
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ content: script });
    for (const icon of ICONS) {
      const url = await page.evaluate(
        ({ size, look }) =>
          (window as unknown as { drawIcon(size: number, look: string): Promise<string> }).drawIcon(size, look),
        icon,
      );
      const png = Buffer.from(url.replace(/^data:image\/png;base64,/, ''), 'base64');
      const file = join(out, icon.file);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, png);
      console.log(`${icon.file}: ${icon.size}x${icon.size}, ${(png.length / 1024).toFixed(1)} KiB`);
    }
    if (errors.length > 0) throw new Error(`the icon page failed: ${errors.join('; ')}`);
  } finally {
    await browser.close();
  }
}

await main();
