// The scripts' player presses a button as the end-to-end tests do: at the place the test hook lists it
// (`__game.buttons()`, on top at its centre, whether the page or the canvas draws it), never by a DOM click on
// an element that may only be a canvas button's invisible mirror.
import type { Page } from '@playwright/test';

/** A button the test hook lists (`__game.buttons()`): its test id and its box in page pixels. */
export interface ListedButton {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The centre of the button with this test id when a tap would reach it now, else null. */
export async function buttonCentre(page: Page, testId: string): Promise<{ x: number; y: number } | null> {
  const buttons = await page.evaluate(
    () => (window as unknown as { __game?: { buttons?(): ListedButton[] } }).__game?.buttons?.() ?? [],
  );
  const button = buttons.find((b) => b.id === testId);
  return button ? { x: button.x + button.width / 2, y: button.y + button.height / 2 } : null;
}

/** Taps the button when a tap would reach it now; false when it is not up (yet). */
export async function tapListedButton(page: Page, testId: string): Promise<boolean> {
  const centre = await buttonCentre(page, testId);
  if (!centre) return false;
  await page.mouse.click(centre.x, centre.y);
  return true;
}

/** Waits (up to `limitMs`) for the button to be up, then taps it; throws with its name when it never comes. */
export async function pressListedButton(page: Page, testId: string, limitMs = 60_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await tapListedButton(page, testId))) {
    if (Date.now() > deadline) throw new Error(`the button ${testId} did not come up within ${limitMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
