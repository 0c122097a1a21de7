// Sharing through a host with its own share: instant games get the game's card as a base64 picture (they
// refuse a share without one); the mini-game gets it at 5:4 (its adapter writes it to a file);
// a share the host did not make says 'Coming soon'.
import { afterEach, describe, expect, it, vi } from 'vitest';

// Pixi reads navigator when it loads; Node 20 has none. The card needs no renderer here.
vi.hoisted(() => {
  if (!('navigator' in globalThis))
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
});

import { share, shareMomentOf } from '../../../src/app/share';
import type { Runtime } from '../../../src/app/runtime';
import { TIPS } from '../../../src/core/economy';
import { t } from '../../../src/i18n';
import type { PlatformName, SharePayload } from '../../../src/platform/platform';
import { screwVariant } from '../../../src/variants';

const CARD = 'data:image/jpeg;base64,Q0FSRA==';

/** A page with a 2D canvas whose picture is CARD; the texts drawn are kept. */
function stubPage() {
  const drawn: string[] = [];
  const ctx = new Proxy(
    {
      measureText: (text: string) => ({ width: text.length * 50 }),
      createLinearGradient: () => ({ addColorStop: () => {} }),
      createRadialGradient: () => ({ addColorStop: () => {} }),
      fillText: (text: string) => drawn.push(text),
    } as Record<string | symbol, unknown>,
    { get: (target, key) => (key in target ? target[key] : () => {}), set: () => true },
  );
  const canvas = { width: 0, height: 0, getContext: () => ctx, toDataURL: () => CARD };
  vi.stubGlobal('document', { createElement: () => canvas });
  vi.stubGlobal('location', { href: 'https://game.example/?test&platform=instant' });
  return Object.assign(drawn, { canvas });
}

/** A runtime on `name`, with the win layer up after level 3 and a score of 60. */
function runtimeOn(name: PlatformName, shared = true, link: string | null = null) {
  const calls: SharePayload[] = [];
  const toasts: string[] = [];
  const snapshot = {
    context: { mode: 'campaign', playingLevel: 3, save: { score: 60 } },
    matches: (value: unknown) => JSON.stringify(value) === JSON.stringify({ level: 'won' }),
  };
  const runtime = {
    variant: screwVariant,
    platform: {
      name,
      share: vi.fn(async (payload: SharePayload) => {
        calls.push(payload);
        return shared;
      }),
      shareLink: async () => link,
    },
    toasts: { show: (text: string) => toasts.push(text) },
    actor: { getSnapshot: () => snapshot },
    scene: { physics: () => null, root: null },
    pixi: null,
  } as unknown as Runtime;
  return { runtime, calls, toasts };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sharing through the host', () => {
  it('reads the moment from the chart: the level just won and the score', () => {
    expect(shareMomentOf(runtimeOn('instant').runtime)).toEqual({ won: true, daily: false, level: 3, score: 60 });
  });

  it("instant games get the card as the share's picture, with the game's words", async () => {
    const drawn = stubPage();
    const { runtime, calls, toasts } = runtimeOn('instant');
    share(runtime, t);
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 20_000 });
    expect(calls[0]).toMatchObject({ image: CARD, title: 'Screw Puzzle', text: t('app.shareText') });
    expect([...drawn]).toEqual(['Screw Puzzle', 'Well done!', 'Level 3 complete', 'Score 60']);
    expect(drawn.canvas).toMatchObject({ width: 1200, height: 630 });
    expect(toasts).toEqual([]);
  });

  it('the mini-game gets the card too, at 5:4 (its adapter writes it to a file: its hosts take no data URL)', async () => {
    const drawn = stubPage();
    const { runtime, calls } = runtimeOn('minigame');
    share(runtime, t);
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 20_000 });
    expect(calls[0]).toMatchObject({ image: CARD });
    // WeChat shows a share's picture at 5:4: the card is drawn so rather than cropped.
    expect(drawn.canvas).toMatchObject({ width: 1000, height: 800 });
  });

  it("without a canvas the share goes without a picture, and a share the host did not make says 'Coming soon'", async () => {
    vi.stubGlobal('location', { href: 'https://game.example/' });
    const { runtime, calls, toasts } = runtimeOn('instant', false);
    share(runtime, t);
    await vi.waitFor(() => expect(toasts).toEqual([TIPS.comingSoon]), { timeout: 20_000 });
    expect(calls).toHaveLength(1);
    expect(calls[0]).not.toHaveProperty('image');
  });
});

describe('sharing on a portal', () => {
  it("shares the host's link to the game (Poki's page), not the frame's own address", async () => {
    vi.stubGlobal('location', { href: 'https://games.poki.example/cdn/abc/index.html?tag=1' });
    const sheet: unknown[] = [];
    vi.stubGlobal('navigator', { share: async (data: unknown) => void sheet.push(data) });
    const { runtime } = runtimeOn('poki', true, 'https://poki.com/en/g/screw-puzzle');
    share(runtime, t);
    await vi.waitFor(() => expect(sheet).toHaveLength(1), { timeout: 20_000 });
    expect(sheet[0]).toMatchObject({ url: 'https://poki.com/en/g/screw-puzzle', title: 'Screw Puzzle' });
  });

  it("without a host link, the page's clean address", async () => {
    vi.stubGlobal('location', { href: 'https://game.example/play/?test&level=3' });
    const sheet: unknown[] = [];
    vi.stubGlobal('navigator', { share: async (data: unknown) => void sheet.push(data) });
    const { runtime } = runtimeOn('web');
    share(runtime, t);
    await vi.waitFor(() => expect(sheet).toHaveLength(1), { timeout: 20_000 });
    expect(sheet[0]).toMatchObject({ url: 'https://game.example/play/' });
  });
});
