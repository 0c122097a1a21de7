// Accessible on the web (issue "One canvas", its accessibility item, for today's DOM layers): axe-core finds
// no serious or critical violation on the menu, in a level and on the win layer of both variants; every
// button on the menu is reached by the Tab key, and the Start button plays by Enter alone; the win layer is
// announced as a dialog with its title.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { openGame, playUntilOver, tabRound, waitForScreen } from './game';

/** axe-core's serious and critical findings on the page as it is, one line each (rule: elements). */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The test ids of the buttons a player sees and can use now. */
function usableButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('button')]
      .filter((b) => !b.disabled && b.getClientRects().length > 0 && getComputedStyle(b).visibility !== 'hidden')
      .map((b) => b.getAttribute('data-testid') ?? b.outerHTML.slice(0, 80)),
  );
}

for (const [variant, start] of [
  ['screw', 'menu-start'],
  ['candy', 'menu-level-current'],
] as const) {
  test(`variant ${variant}: no serious axe finding on the menu, in a level and on the win layer; the menu by keyboard`, async ({
    page,
  }) => {
    await openGame(page, `variant=${variant}`);
    expect(await seriousViolations(page)).toEqual([]);

    // Every usable button of the menu takes the focus from the Tab key.
    const buttons = await usableButtons(page);
    expect(buttons).toContain(start);
    const focused = await tabRound(page, buttons.length * 2 + 10);
    expect(buttons.filter((id) => !focused.includes(id))).toEqual([]);

    // The Start button plays by the keyboard alone.
    await page.getByTestId(start).focus();
    await page.keyboard.press('Enter');
    const game = await waitForScreen(page, 'game');
    expect(game.level).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    const end = await playUntilOver(page);
    expect(end.screen).toBe('win');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(/\S/);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
