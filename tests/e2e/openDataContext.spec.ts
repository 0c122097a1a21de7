// The open-data context (src/platform/openData), built as the mini-game package carries it, run where a host runs
// it: in a Web Worker with an OffscreenCanvas for the shared canvas and a `wx` global written from WeChat's
// documentation (tests/e2e/harness/openDataWorker.js). Nothing in the worker has a document or a window. The
// page plays the game's side: it posts the game's messages and shows the shared canvas, whose pixels the tests
// read (the medals, the player's row, the avatars, the failure message).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { buildOpenDataContext } from '../../scripts/build/openData';
import { expect, test, type Page } from './fixtures';

/** A solid-colour PNG (the avatars the harness serves). */
function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) rows.set([r, g, b], y * (1 + size * 3) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const AVATAR: [number, number, number] = [0, 192, 255];
const COLOURS = {
  gold: [242, 183, 5],
  silver: [170, 180, 192],
  bronze: [205, 127, 69],
  ownRow: [255, 226, 154],
  avatar: AVATAR,
  failed: [178, 58, 42],
} as const;

const HARNESS_PAGE = `<!doctype html><meta charset="utf-8"><title>Open-data harness</title>
<body style="margin:0;background:#6b4a2b"><canvas id="shared" width="600" height="900"></canvas>
<script>
const worker = new Worker('/harness/worker.js');
const view = document.getElementById('shared').getContext('2d');
let answer = null;
worker.onmessage = ({ data }) => { if (data.kind === 'snapshot') answer?.(data); };
window.harness = {
  config: (config) => worker.postMessage({ kind: 'config', config }),
  post: (message) => worker.postMessage({ kind: 'post', message }),
  // Shows the shared canvas on the page and counts its pixels near each colour.
  snapshot: (colours) => new Promise((resolve) => {
    answer = (data) => {
      view.clearRect(0, 0, 600, 900);
      view.drawImage(data.bitmap, 0, 0);
      const px = view.getImageData(0, 0, 600, 900).data;
      const counts = {};
      let painted = 0;
      for (const name of Object.keys(colours)) counts[name] = 0;
      for (let i = 0; i < px.length; i += 4) {
        if (px[i + 3] === 0) continue;
        painted++;
        for (const [name, [r, g, b]] of Object.entries(colours)) {
          if (px[i + 3] > 240 && Math.abs(px[i] - r) < 10 && Math.abs(px[i + 1] - g) < 10 && Math.abs(px[i + 2] - b) < 10) counts[name]++;
        }
      }
      resolve({ counts, painted, hasDocument: data.hasDocument, hasWindow: data.hasWindow, listening: data.listening, logs: data.logs });
    };
    worker.postMessage({ kind: 'snapshot' });
  }),
};
</script>`;

let bundle = '';

test.beforeAll(async () => {
  const file = await buildOpenDataContext(join('test-results', 'open-data-bundle'));
  bundle = readFileSync(file, 'utf8');
});

async function openHarness(page: Page) {
  const avatar = solidPng(64, AVATAR);
  const worker = readFileSync(join('tests', 'e2e', 'harness', 'openDataWorker.js'), 'utf8');
  const openDataWx = readFileSync(join('tests', 'minigame', 'openDataWx.js'), 'utf8');
  await page.route('**/harness/**', async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/harness/') return route.fulfill({ contentType: 'text/html', body: HARNESS_PAGE });
    if (path === '/harness/worker.js') return route.fulfill({ contentType: 'text/javascript', body: worker });
    if (path === '/harness/openDataWx.js') return route.fulfill({ contentType: 'text/javascript', body: openDataWx });
    if (path === '/harness/opendata.js') return route.fulfill({ contentType: 'text/javascript', body: bundle });
    if (path.startsWith('/harness/avatar/ok')) return route.fulfill({ contentType: 'image/png', body: avatar });
    return route.fulfill({ status: 404, body: 'no such file' });
  });
  await page.goto('/harness/');
  await expect
    .poll(() => page.evaluate(() => typeof (window as unknown as { harness?: unknown }).harness))
    .toBe('object');
}

type Snapshot = {
  counts: Record<keyof typeof COLOURS, number>;
  painted: number;
  hasDocument: boolean;
  hasWindow: boolean;
  listening: boolean;
  logs: string[];
};

const snapshot = (page: Page): Promise<Snapshot> =>
  page.evaluate(
    (colours) =>
      (window as unknown as { harness: { snapshot(c: unknown): Promise<Snapshot> } }).harness.snapshot(colours),
    COLOURS,
  );

const harness = (page: Page, call: 'config' | 'post', arg: unknown) =>
  page.evaluate(
    ([name, value]) =>
      (window as unknown as { harness: Record<string, (v: unknown) => void> }).harness[name as string]!(value),
    [call, arg] as const,
  );

const record = (score: number, time = 1_700_000_000) => [
  { key: 'score', value: JSON.stringify({ wxgame: { score, update_time: time } }) },
];
const player = (id: string, score: number, avatar: 'ok' | 'missing' = 'ok') => ({
  openid: id,
  nickname: id,
  avatarUrl: `http://127.0.0.1/harness/avatar/${avatar}-${id}.png`,
  KVDataList: record(score),
});

test.describe('open-data context in a worker without a DOM', () => {
  test("draws the friends' ranking: medals, avatars, the player's row", async ({ page }) => {
    await openHarness(page);
    const origin = new URL(page.url()).origin;
    const friends = [player('ann', 90), player('me', 40, 'missing'), player('bob', 60)].map((f) => ({
      ...f,
      avatarUrl: f.avatarUrl.replace('http://127.0.0.1', origin),
    }));
    await harness(page, 'config', {
      friends,
      groups: {},
      self: { openId: 'me', nickName: 'me', avatarUrl: '' },
      refused: false,
    });
    const first = await snapshot(page);
    expect(first.hasDocument).toBe(false);
    expect(first.hasWindow).toBe(false);
    expect(first.listening).toBe(true);
    expect(first.painted).toBe(0);

    await harness(page, 'post', { type: 'getRank', scope: 'friends', labels: { friends: 'Friends' } });
    // Wait for a state (the ranking and both avatars drawn), not for a time.
    await expect
      .poll(
        async () => {
          const { counts } = await snapshot(page);
          return (
            counts.gold > 1000 &&
            counts.silver > 1000 &&
            counts.bronze > 1000 &&
            counts.ownRow > 5000 &&
            counts.avatar > 5000
          );
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    const shown = await snapshot(page);
    // Two avatars loaded (about 3,200 pixels each); the player's missing one is a disc with an initial.
    expect(shown.counts.avatar).toBeLessThan(7000);
    expect(shown.logs.join('\n')).toMatch(/missing-me\.png did not load/);
    await page.locator('#shared').screenshot({ path: join('test-results', 'open-data-friends.png') });

    // The game posts a better score: the player's row moves up to first (its medal is gold now).
    await harness(page, 'post', { type: 'setRank', score: 120 });
    await harness(page, 'post', { type: 'hide' });
    await expect.poll(async () => (await snapshot(page)).painted, { timeout: 30_000 }).toBe(0);
  });

  test("draws a group's ranking from its share ticket", async ({ page }) => {
    await openHarness(page);
    const origin = new URL(page.url()).origin;
    const members = [player('cat', 30), player('dan', 70)].map((f) => ({
      ...f,
      avatarUrl: f.avatarUrl.replace('http://127.0.0.1', origin),
    }));
    await harness(page, 'config', { friends: [], groups: { 'ticket-9': members }, self: null, refused: false });
    await harness(page, 'post', { type: 'getRank', scope: 'group', shareTicket: 'ticket-9' });
    await expect
      .poll(
        async () => {
          const { counts } = await snapshot(page);
          return counts.gold > 1000 && counts.silver > 1000;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    // Two members: no third medal, and nobody is marked as the player (getUserInfo was refused).
    const shown = await snapshot(page);
    expect(shown.counts.bronze).toBeLessThan(100);
    expect(shown.counts.ownRow).toBeLessThan(500);
    expect(shown.logs.join('\n')).toMatch(/getUserInfo\) failed/);
  });

  test('says the ranking could not be loaded when the grant is refused, and drops a malformed message', async ({
    page,
  }) => {
    await openHarness(page);
    await harness(page, 'config', { friends: [player('ann', 90)], groups: {}, self: null, refused: true });
    await harness(page, 'post', { type: 'getRank', scope: 'group' });
    await harness(page, 'post', { type: 'getRank' });
    await expect.poll(async () => (await snapshot(page)).counts.failed, { timeout: 60_000 }).toBeGreaterThan(20);
    const shown = await snapshot(page);
    expect(shown.counts.gold).toBe(0);
    const logs = shown.logs.join('\n');
    expect(logs).toMatch(/dropped \(getRank: a group ranking needs its shareTicket\)/);
    expect(logs).toMatch(/friends ranking could not be read/);
    await page.locator('#shared').screenshot({ path: join('test-results', 'open-data-refused.png') });
  });
});
