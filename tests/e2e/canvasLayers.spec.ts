// The layers drawn on the canvas (issue 13): Pixi draws them where their mirror in the page says (the
// accessibility mirror's elements sit over the drawn boxes, named), their motion draws frames only while it
// runs and not at all under reduced motion, and they leave with their state.
import { LANGUAGES } from '../../src/i18n/languages';
import { STAGE_FONT } from '../../src/i18n/textWidth';
import { decodePng, type Pixels } from './pngPixels';
import { expect, test, type Page } from './fixtures';
import { buttonsOnScreen, openGame, press, snapshot, tabRound, tapScrew, waitForScreen } from './game';

/** The canvas's pixels inside a mirror element's box (page CSS px), from a frame drawn after the call. */
async function pixelsUnder(page: Page, testId: string): Promise<Pixels> {
  const box = await page.getByTestId(testId).boundingBox();
  if (!box) throw new Error(`${testId} has no box`);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return decodePng(await page.screenshot({ clip: box }));
}

/** The share of pixels that are near white (the hint's words and hand are white; the boards are not). */
function whiteShare(p: Pixels): number {
  let white = 0;
  for (let i = 0; i < p.width * p.height; i++) {
    const [r, g, b] = [p.rgba[i * 4]!, p.rgba[i * 4 + 1]!, p.rgba[i * 4 + 2]!];
    if (r > 235 && g > 235 && b > 235) white++;
  }
  return white / (p.width * p.height);
}

function renderStats(page: Page): Promise<{ ticks: number; renders: number }> {
  return page.evaluate(() =>
    (window as unknown as { __game: { renderStats(): { ticks: number; renders: number } } }).__game.renderStats(),
  );
}

/** The frames drawn over the next `ticks` ticks of the canvas's ticker (however long they take), and how long that was. */
async function rendersOver(page: Page, ticks: number): Promise<{ renders: number; seconds: number }> {
  const start = await renderStats(page);
  const t0 = Date.now();
  await expect
    .poll(async () => (await renderStats(page)).ticks - start.ticks, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(ticks);
  const end = await renderStats(page);
  return { renders: end.renders - start.renders, seconds: (Date.now() - t0) / 1000 };
}

/** At most the countdown's new label once a second (the HUD is drawn on the canvas too): nothing else moves. */
function onlyTheCountdown({ renders, seconds }: { renders: number; seconds: number }): void {
  expect(renders).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
}

async function levelOne(page: Page) {
  await openGame(page);
  await press(page, 'menu-start');
  await waitForScreen(page, 'game', 60_000);
  await expect(page.getByTestId('tap-hint')).toBeVisible({ timeout: 30_000 });
  // The scene at rest: only the hint may still draw.
  await expect.poll(async () => (await snapshot(page)).animating, { timeout: 60_000 }).toBe(false);
}

test.describe('layers drawn on the canvas', () => {
  test("level 1's pointing hand is drawn where its mirror is, named, pulsing, and gone after the first tap", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await levelOne(page);
    const hint = page.getByTestId('tap-hint');
    await expect(hint).toHaveAttribute('role', 'img');
    await expect(hint).toHaveAttribute('aria-label', 'Tap the screw!');
    // The words and the hand are white on the canvas inside the mirror's box.
    const drawn = whiteShare(await pixelsUnder(page, 'tap-hint'));
    expect(drawn).toBeGreaterThan(0.03);
    // It moves: the canvas draws (nearly) every tick while it is up.
    expect((await rendersOver(page, 30)).renders).toBeGreaterThanOrEqual(20);
    // The mirror's box is kept before the tap, to look at the same place after.
    const box = await hint.boundingBox();
    const s = await snapshot(page);
    const screw = s.screws.find((x) => !x.covered);
    if (!screw) throw new Error('no free screw');
    await tapScrew(page, screw.id);
    await expect(hint).toHaveCount(0, { timeout: 30_000 });
    await expect.poll(async () => (await snapshot(page)).animating, { timeout: 60_000 }).toBe(false);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const after = whiteShare(decodePng(await page.screenshot({ clip: box! })));
    expect(after).toBeLessThan(drawn / 3);
    // Nothing moves any more: no frame is drawn but for the countdown's label.
    onlyTheCountdown(await rendersOver(page, 30));
  });

  test('under reduced motion the hand stands still and draws no frame', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 390, height: 844 });
    await levelOne(page);
    expect(whiteShare(await pixelsUnder(page, 'tap-hint'))).toBeGreaterThan(0.03);
    onlyTheCountdown(await rendersOver(page, 30));
  });
});

/** Polls until the canvas draws nothing over 20 ticks (the menu's decorations rest after a few plays). */
async function untilStill(page: Page): Promise<void> {
  await expect.poll(async () => (await rendersOver(page, 20)).renders, { timeout: 90_000, intervals: [0] }).toBe(0);
}

for (const variant of ['a', 'b'] as const) {
  test(`variant ${variant.toUpperCase()}: the menu's decorations rest, so an idle menu draws nothing, and a touch plays them again`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openGame(page, `variant=${variant}`);
    await untilStill(page);
    // A touch where no button is (the left edge, half-way down) wakes them: frames are drawn again, then rest.
    const buttons = await buttonsOnScreen(page);
    const spot = { x: 4, y: 422 };
    expect(
      buttons.some((b) => spot.x >= b.x && spot.x <= b.x + b.width && spot.y >= b.y && spot.y <= b.y + b.height),
    ).toBe(false);
    await page.mouse.click(spot.x, spot.y);
    expect((await rendersOver(page, 10)).renders).toBeGreaterThan(0);
    await untilStill(page);
    expect((await snapshot(page)).screen).toBe('menu');
  });
}

test('the skill bar drawn on the canvas is reached by the keyboard: named buttons, Enter presses through the tap rules', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await levelOne(page);
  const focused = await tabRound(page, 30);
  for (const id of ['skill-0', 'skill-1', 'skill-2']) expect(focused).toContain(id);
  await expect(page.getByTestId('skill-2')).toHaveAccessibleName('Break, 300 coins');
  await expect(page.getByTestId('skill-0-badge')).toHaveText('200');
  await expect(page.getByTestId('skill-bar')).toHaveAccessibleName('Skills');
  // Enter on the focused mirror presses the canvas button: the skill's tip opens.
  await page.getByTestId('skill-2').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('tip')).toBeVisible({ timeout: 30_000 });
});

/** The share of pixels whose green clearly leads (the Resume button's body). */
function greenShare(p: Pixels): number {
  let green = 0;
  for (let i = 0; i < p.width * p.height; i++) {
    const [r, g, b] = [p.rgba[i * 4]!, p.rgba[i * 4 + 1]!, p.rgba[i * 4 + 2]!];
    if (g > r + 40 && g > b + 40) green++;
  }
  return green / (p.width * p.height);
}

test('the pause panel drawn on the canvas is a modal dialog: its buttons alone take Tab and taps, Enter resumes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await levelOne(page);
  await press(page, 'hud-exit');
  await waitForScreen(page, 'exit');
  const dialog = page.getByRole('dialog', { name: 'Paused' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  // The panel is drawn where its mirror says: Resume's box is mostly its green body.
  await expect
    .poll(async () => greenShare(await pixelsUnder(page, 'exit-resume')), { timeout: 30_000 })
    .toBeGreaterThan(0.4);
  await expect(page.getByTestId('exit-resume')).toHaveAccessibleName('Resume');
  await expect(page.getByTestId('exit-music')).toHaveAccessibleName('Music on');
  await expect(page.getByTestId('exit-note')).toHaveText('Leaving ends this level.');
  // The HUD under it is out of reach: Tab goes round the dialog's buttons only, and no tap reaches a HUD button.
  const focused = await tabRound(page, 20);
  expect(focused.length).toBeGreaterThanOrEqual(6);
  expect(focused.every((id) => id.startsWith('exit-'))).toBe(true);
  const listed = (await buttonsOnScreen(page)).map((b) => b.id);
  expect(listed).toContain('exit-resume');
  expect(listed.some((id) => id.startsWith('hud-') || id.startsWith('skill-'))).toBe(false);
  // A keyboard press goes through the button's tap rules: the level runs again.
  await page.getByTestId('exit-resume').focus();
  await page.keyboard.press('Enter');
  await waitForScreen(page, 'game');
  await expect(dialog).toHaveCount(0);
});

test("the canvas popups' titles and buttons fit in all 12 languages, measured in the real font, in both variants", async ({
  page,
}) => {
  for (const variant of ['', 'variant=candy']) {
    await openGame(page, variant);
    // Measured in real glyphs, not the missing-glyph boxes of a browser without the faces: Devanagari
    // consonants differ in width, a Chinese character is one em wide.
    const faces = await page.evaluate((font) => {
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `900 100px ${font}`;
      const widths = (text: string) => [...text].map((ch) => Math.round(context.measureText(ch).width));
      return { devanagari: new Set(widths('कखगघचजटड')).size, chinese: widths('简体中文') };
    }, STAGE_FONT);
    expect(faces.devanagari, 'a Devanagari face (README: fonts-noto-core)').toBeGreaterThan(2);
    for (const w of faces.chinese) expect(w, 'a Chinese face (README: fonts-noto-cjk)').toBeGreaterThanOrEqual(95);
    for (const { code } of LANGUAGES) {
      const misfits = await page.evaluate(
        (language) =>
          (
            window as unknown as { __game: { panelWordMisfits(l: string): Promise<unknown[]> } }
          ).__game.panelWordMisfits(language),
        code,
      );
      expect({ variant, code, misfits }).toEqual({ variant, code, misfits: [] });
    }
  }
});
