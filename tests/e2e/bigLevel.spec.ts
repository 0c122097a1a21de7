// A big level (issue 15): the 201-screw file of assets/levels-big, opened from the debug panel's big-level
// picker as a designer would, is won at 390x844 by real taps on the canvas along the solver's line.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { parseLevel } from '../../src/core/levelSchema';
import { solveLevel } from '../../src/core/solver';
import { screwVariant } from '../../src/variants/screw';
import { openGame, playLine, press, snapshot, waitForScreen } from './game';

const BIG = JSON.parse(
  readFileSync(new URL('../../assets/levels-big/level-05.json', import.meta.url), 'utf8'),
) as unknown;

test('the 201-screw big level, picked in the debug panel, is won by real taps along the solver line', async ({
  page,
}) => {
  test.setTimeout(900_000);
  const parsed = parseLevel(BIG, screwVariant.boxCapacity);
  if (!parsed.ok) throw new Error(parsed.error);
  const screws = parsed.level.boards.reduce((n, b) => n + b.holes.length, 0);
  expect(screws).toBe(201);
  const solved = solveLevel(parsed.level, { capacity: screwVariant.boxCapacity });
  expect(solved.winnable).toBe(true);

  await openGame(page, 'debug');
  await press(page, 'menu-start');
  await waitForScreen(page, 'game');
  await page.getByTestId('debug-big-level').selectOption('5');
  await page.getByTestId('debug-big-level-go').click();
  await expect.poll(async () => (await snapshot(page)).screws.length, { timeout: 60_000 }).toBe(201);
  await page.getByTestId('debug-toggle').click();
  // Its countdown is scaled to its size: 705 s.
  expect((await snapshot(page)).timeLeftMs).toBeGreaterThan(600_000);
  await page.screenshot({ path: test.info().outputPath('big-level-start.png') });
  const end = await playLine(page, solved.line);
  expect(end.screen).toBe('win');
});
