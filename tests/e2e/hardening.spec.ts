// Bad levels never crash the tab: each probe of the issue, loaded through the test hook (as the debug
// panel and a level file go through the same check), leaves the page alive and shows the message naming
// the field and its bound with a way back that reaches the menu.
import { expect, test, type Page } from './fixtures';
import { openGame, press, snapshot, waitForScreen } from './game';
import { coveredLevel } from './levels';

type Level = typeof coveredLevel & { countdown?: number };
const base = (): Level => structuredClone(coveredLevel);
const boardAt = (level: Level, i: number) => level.boards[i]!;

/** The probes: a name, how the level is spoilt, and the message the player must see. */
const probes: [string, () => unknown, string][] = [
  [
    'width 1e10',
    () => {
      const l = base();
      boardAt(l, 1).shape = { kind: 'rect', width: 1e10, height: 220, radius: 16 };
      return l;
    },
    'boards[1].shape.width: 1e10 is more than 1334',
  ],
  [
    'height 1e12',
    () => {
      const l = base();
      boardAt(l, 1).shape = { kind: 'rect', width: 150, height: 1e12, radius: 16 };
      return l;
    },
    'boards[1].shape.height: 1e12 is more than 1334',
  ],
  [
    'x 1e308',
    () => {
      const l = base();
      boardAt(l, 0).x = 1e308;
      return l;
    },
    'boards[0].x: 1e308 is more than 1500',
  ],
  [
    'angle 1e300',
    () => {
      const l = base();
      boardAt(l, 2).angle = 1e300;
      return l;
    },
    'boards[2].angle: 1e300 is more than 360',
  ],
  ['countdown 1e20', () => ({ ...base(), countdown: 1e20 }), 'countdown: 1e20 is more than 3600'],
  ['a 1 MB id', () => ({ ...base(), id: 'x'.repeat(1 << 20) }), 'id: 1048576 characters is more than 64'],
  [
    '500 boards',
    () => {
      const l = base();
      return { ...l, boards: Array.from({ length: 500 }, (_, i) => ({ ...boardAt(l, 2), id: `b${i}` })) };
    },
    'boards: 500 boards is more than 60',
  ],
  [
    // As text: the hook reads it with JSON.parse, which makes __proto__ an own key (an object handed to
    // page.evaluate would lose it on the way).
    'a __proto__ key (as JSON text)',
    () => JSON.stringify(base()).replace('"shape":{', '"shape":{"__proto__":{"x":1},'),
    'boards[0].shape.__proto__: the key "__proto__" is not allowed',
  ],
];

/** Loads a level through window.__game.loadLevel and answers what the call threw, if anything. */
async function loadThroughHook(page: Page, json: unknown): Promise<string | null> {
  return page.evaluate((j) => {
    try {
      (window as unknown as { __game: { loadLevel(j: unknown): void } }).__game.loadLevel(j);
      return null;
    } catch (error) {
      return String(error);
    }
  }, json);
}

async function expectMessageAndWayBack(page: Page, message: string): Promise<void> {
  const s = await waitForScreen(page, 'error');
  expect(s.error).toContain(message);
  await expect(page.getByTestId('error-message')).toContainText(message);
  await expect(page.getByTestId('error-back')).toBeVisible();
  await press(page, 'error-back');
  const back = await waitForScreen(page, 'menu');
  expect(back.error).toBeNull();
}

test.describe('bad levels never crash the tab (variant A)', () => {
  for (const [name, make, message] of probes) {
    test(`a level with ${name} shows "${message}" and a way back to the menu`, async ({ page }) => {
      let crashed = false;
      const errors: string[] = [];
      page.on('crash', () => void (crashed = true));
      page.on('pageerror', (error) => void errors.push(String(error)));
      await openGame(page);
      expect(await loadThroughHook(page, make())).toBeNull();
      await expectMessageAndWayBack(page, message);
      // Still alive: the game starts its first level afterwards as usual.
      await press(page, 'menu-start');
      await waitForScreen(page, 'game');
      // The game screen comes up while the level is still fetched and built: wait for its screws.
      await expect.poll(async () => (await snapshot(page)).screws.length, { timeout: 30_000 }).toBeGreaterThan(0);
      expect(crashed).toBe(false);
      expect(errors).toEqual([]);
    });
  }

  test('text that is not JSON is refused with a message, not thrown', async ({ page }) => {
    await openGame(page);
    expect(await loadThroughHook(page, '{"format": 1, "boards": [')).toBeNull();
    await expectMessageAndWayBack(page, 'level: expected an object');
    expect((await snapshot(page)).screen).toBe('menu');
  });
});

test.describe('bad levels never crash the tab (variant B)', () => {
  test('a board 1e10 wide shows the bound and a way back to the menu', async ({ page }) => {
    let crashed = false;
    page.on('crash', () => void (crashed = true));
    await openGame(page, 'variant=candy');
    expect(await loadThroughHook(page, probes[0]![1]())).toBeNull();
    await expectMessageAndWayBack(page, probes[0]![2]);
    expect(crashed).toBe(false);
  });
});
