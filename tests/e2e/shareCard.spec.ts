// The instant-games share carries the game's own card: a fake FBInstant (the unit tests' fake, bundled with
// esbuild) is in the page before the game loads, so the game runs on the instant adapter. After a level won by
// real taps, the Share of the exit layer (variant A's win layer has none: spec 2) hands shareAsync a base64
// JPEG of 1200x630 with the playfield on it, which the page decodes.
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { expect, test, type Page } from './fixtures';
import { openGame, playUntilOver, press, snapshot, waitForScreen } from './game';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The unit tests' FBInstant fake as a script for the page: window.FBInstant, and window.__fb to read it. */
async function fakeFBInstantScript(): Promise<string> {
  const out = await build({
    stdin: {
      contents: [
        "import { installFakeFBInstant } from './tests/unit/platform/fakes/fakeFBInstant';",
        'const fake = installFakeFBInstant(window);',
        'window.__fb = { calls: fake.calls, shares: fake.state.shares };',
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
      sourcefile: 'fakeFBInstantEntry.ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    logLevel: 'silent',
  });
  return out.outputFiles[0]!.text;
}

interface FbRecord {
  calls: string[];
  shares: { image: string; text: string }[];
}

function fb(page: Page): Promise<FbRecord> {
  return page.evaluate(() => {
    const record = (window as unknown as { __fb: FbRecord }).__fb;
    return { calls: [...record.calls], shares: record.shares.map((s) => ({ image: s.image, text: s.text })) };
  });
}

/** What the page sees when it decodes the card: its size, a PNG of it, and how varied its two halves are. */
interface Decoded {
  width: number;
  height: number;
  png: string;
  /** Distinct colours (coarsely binned) in the left part, where the playfield is, and in the whole card. */
  pictureColours: number;
  cardColours: number;
  /** The mean brightness of the picture part (0..255): not a black rectangle. */
  pictureBrightness: number;
}

function decode(page: Page, image: string): Promise<Decoded> {
  return page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const stats = (x: number, y: number, w: number, h: number) => {
      const data = ctx.getImageData(x, y, w, h).data;
      const bins = new Set<number>();
      let light = 0;
      for (let i = 0; i < data.length; i += 4) {
        bins.add(((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4));
        light += (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
      }
      return { colours: bins.size, brightness: light / (data.length / 4) };
    };
    // The playfield's picture sits in the left third of the card (src/core/shareCardLayout.ts).
    const picture = stats(110, 80, 280, 470);
    const card = stats(0, 0, canvas.width, canvas.height);
    return {
      width: img.naturalWidth,
      height: img.naturalHeight,
      png: canvas.toDataURL('image/png'),
      pictureColours: picture.colours,
      cardColours: card.colours,
      pictureBrightness: picture.brightness,
    };
  }, image);
}

test.describe('the share card on instant games', () => {
  test('after a won level, Share hands shareAsync a 1200x630 JPEG card with the playfield on it', async ({ page }) => {
    await page.addInitScript({ content: await fakeFBInstantScript() });
    await openGame(page, 'platform=instant');
    // The game runs on the instant adapter: the SDK was started and told the game starts.
    await expect
      .poll(async () => (await fb(page)).calls, { timeout: 30_000 })
      .toEqual(expect.arrayContaining(['initializeAsync', 'startGameAsync']));

    await press(page, 'menu-start');
    await waitForScreen(page, 'game');
    const won = await playUntilOver(page);
    expect(won).toMatchObject({ screen: 'win', score: 20 });
    await expect(page.getByTestId('win')).toBeVisible();

    // Level 2, then its exit layer's Share: the card shows the playfield of level 2 as drawn now.
    await press(page, 'win-next');
    await waitForScreen(page, 'game');
    await expect.poll(async () => (await snapshot(page)).animating, { timeout: 30_000 }).toBe(false);
    await press(page, 'hud-exit');
    await waitForScreen(page, 'exit');
    await press(page, 'exit-share');

    await expect.poll(async () => (await fb(page)).shares.length, { timeout: 30_000 }).toBe(1);
    const [shared] = (await fb(page)).shares;
    expect(shared!.image).toMatch(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+=*$/);
    expect(shared!.text).toBe('Can you clear every board? Play Screw Puzzle!');
    // Light enough to travel: well under Meta's 1 MB for its own image assets.
    expect(shared!.image.length).toBeLessThan(700_000);
    // No 'Coming soon': the host took the share.
    expect((await snapshot(page)).toasts).not.toContain('Coming soon');

    const card = await decode(page, shared!.image);
    mkdirSync(resolve(root, 'scratch'), { recursive: true });
    writeFileSync(resolve(root, 'scratch/share-card.png'), Buffer.from(card.png.split(',')[1]!, 'base64'));
    expect({ width: card.width, height: card.height }).toEqual({ width: 1200, height: 630 });
    // A real picture, not a flat or black rectangle: boards, screws and boxes in many colours.
    expect(card.pictureColours).toBeGreaterThan(40);
    expect(card.pictureBrightness).toBeGreaterThan(40);
    expect(card.cardColours).toBeGreaterThan(card.pictureColours);
  });
});
