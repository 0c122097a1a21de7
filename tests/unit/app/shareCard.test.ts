// The share card: drawn on a 2D canvas from one capture of the playfield, in words the locale files have; with
// no renderer, or a capture that fails, the card is drawn without the picture; with no canvas at all, null.
import { afterEach, describe, expect, it, vi } from 'vitest';

// Pixi reads navigator when it loads; Node 20 has none. Containers need no renderer.
vi.hoisted(() => {
  if (!('navigator' in globalThis))
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
});

import { Container, Rectangle } from 'pixi.js';
import {
  makeShareCard,
  SHARE_CARD_MAX_CHARS,
  shareCardTexts,
  type CardCanvas,
  type CardContext,
  type ShareCardPixi,
} from '../../../src/app/shareCard';
import { shareCaptureFrame, shareCardLayout } from '../../../src/core/shareCardLayout';
import { t } from '../../../src/i18n';
import { screwVariant } from '../../../src/variants';

const texts = { title: 'Screw Puzzle', headline: 'Well done!', line: 'Level 1 complete', score: 'Score 20' };

/** A 2D context that records what is drawn; text is 0.55 em a letter. */
function fakeCanvas(options: { dataUrls?: string[]; noContext?: boolean; drawImageThrows?: boolean } = {}) {
  const calls: { name: string; args: unknown[] }[] = [];
  const record =
    (name: string, result?: (...args: unknown[]) => unknown) =>
    (...args: unknown[]) => {
      calls.push({ name, args });
      return result?.(...args);
    };
  const gradient = { addColorStop: () => {} };
  const ctx = {
    font: '10px sans-serif',
    fillStyle: '#000',
    strokeStyle: '#000',
    lineWidth: 1,
    lineJoin: 'miter',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    globalAlpha: 1,
    shadowColor: 'transparent',
    shadowBlur: 0,
    shadowOffsetY: 0,
    arc: record('arc'),
    beginPath: record('beginPath'),
    closePath: record('closePath'),
    createLinearGradient: record('createLinearGradient', () => gradient),
    createRadialGradient: record('createRadialGradient', () => gradient),
    drawImage: (...args: unknown[]) => {
      calls.push({ name: 'drawImage', args });
      if (options.drawImageThrows) throw new Error('the picture is gone');
    },
    fill: record('fill'),
    fillRect: record('fillRect'),
    fillText: (...args: unknown[]) => calls.push({ name: 'fillText', args: [...args, ctx.font] }),
    lineTo: record('lineTo'),
    measureText: (text: string) => ({ width: text.length * 0.55 * Number(/(\d+)px/.exec(ctx.font)?.[1] ?? 10) }),
    moveTo: record('moveTo'),
    quadraticCurveTo: record('quadraticCurveTo'),
    restore: record('restore'),
    rotate: record('rotate'),
    save: record('save'),
    stroke: record('stroke'),
    strokeText: record('strokeText'),
    translate: record('translate'),
  };
  const urls = [...(options.dataUrls ?? ['data:image/jpeg;base64,AAAA'])];
  const qualities: (number | undefined)[] = [];
  const canvas: CardCanvas = {
    width: 0,
    height: 0,
    getContext: () => (options.noContext ? null : (ctx as unknown as CardContext)),
    toDataURL: (type, quality) => {
      qualities.push(quality);
      expect(type).toBe('image/jpeg');
      return urls.length > 1 ? urls.shift()! : urls[0]!;
    },
  };
  const texts = () => calls.filter((c) => c.name === 'fillText').map((c) => c.args[0]);
  const images = () => calls.filter((c) => c.name === 'drawImage');
  return { canvas, ctx, calls, texts, images, qualities, createCanvas: vi.fn(() => canvas) };
}

/** A Pixi application as the card reads it: the stage holds the scene scaled and shifted as the canvas fits it. */
function fakePixi(extract: (options: unknown) => unknown) {
  const stage = new Container();
  const holder = new Container();
  holder.position.set(10, 30);
  holder.scale.set(0.5);
  const sceneRoot = new Container();
  holder.addChild(sceneRoot);
  stage.addChild(holder);
  const canvas = vi.fn(extract);
  const pixi = {
    stage,
    renderer: { extract: { canvas }, screen: new Rectangle(0, 0, 390, 844) },
  } as unknown as ShareCardPixi;
  return { pixi, sceneRoot, canvas };
}

afterEach(() => vi.restoreAllMocks());

describe('shareCardTexts', () => {
  it("a win says the game's name, 'Well done!', the level completed and the score", () => {
    expect(shareCardTexts({ won: true, daily: false, level: 3, score: 60 }, 'app.title', t)).toEqual({
      title: 'Screw Puzzle',
      headline: 'Well done!',
      line: 'Level 3 complete',
      score: 'Score 60',
    });
  });

  it('mid-level it names the level being played; a daily challenge says so; variant B has its own name', () => {
    expect(shareCardTexts({ won: false, daily: false, level: 4, score: 60 }, 'app.title', t)).toEqual({
      title: 'Screw Puzzle',
      headline: null,
      line: 'Level 4',
      score: 'Score 60',
    });
    expect(shareCardTexts({ won: true, daily: true, level: 4, score: 80 }, 'app.titleCandy', t)).toMatchObject({
      title: 'Candy Puzzle',
      line: 'Daily challenge',
    });
  });
});

describe('makeShareCard', () => {
  it('is null where there is no canvas at all (node) and where the canvas has no 2D context', async () => {
    expect(typeof document).toBe('undefined');
    expect(await makeShareCard({ pixi: null, sceneRoot: null, variant: screwVariant, texts })).toBeNull();
    const none = fakeCanvas({ noContext: true });
    expect(
      await makeShareCard({
        pixi: null,
        sceneRoot: null,
        variant: screwVariant,
        texts,
        createCanvas: none.createCanvas,
      }),
    ).toBeNull();
    expect(
      await makeShareCard({ pixi: null, sceneRoot: null, variant: screwVariant, texts, createCanvas: () => null }),
    ).toBeNull();
  });

  it('without a renderer it draws a 1200x630 card without the picture, with every text, as a JPEG', async () => {
    const fake = fakeCanvas();
    const url = await makeShareCard({
      pixi: null,
      sceneRoot: null,
      variant: screwVariant,
      texts,
      createCanvas: fake.createCanvas,
    });
    expect(url).toBe('data:image/jpeg;base64,AAAA');
    expect(fake.createCanvas).toHaveBeenCalledWith(1200, 630);
    expect(fake.images()).toEqual([]);
    expect(fake.texts()).toEqual(['Screw Puzzle', 'Well done!', 'Level 1 complete', 'Score 20']);
    // The background fills the whole card first, in the variant's blue (lighter and deeper).
    expect(fake.calls.find((c) => c.name === 'fillRect')?.args).toEqual([0, 0, 1200, 630]);
  });

  it('draws the 5:4 card at 1000x800 for hosts that show a share so', async () => {
    const fake = fakeCanvas();
    await makeShareCard({
      pixi: null,
      sceneRoot: null,
      variant: screwVariant,
      texts,
      shape: '5:4',
      createCanvas: fake.createCanvas,
    });
    expect(fake.createCanvas).toHaveBeenCalledWith(1000, 800);
    expect(fake.calls.find((c) => c.name === 'fillRect')?.args).toEqual([0, 0, 1000, 800]);
    expect(fake.texts()).toEqual(['Screw Puzzle', 'Well done!', 'Level 1 complete', 'Score 20']);
  });

  it('with a renderer it captures the play area once, at the size the card shows it, and draws it in place', async () => {
    const fake = fakeCanvas();
    const picture = { width: 331, height: 514 };
    const { pixi, sceneRoot, canvas } = fakePixi(() => picture);
    const url = await makeShareCard({ pixi, sceneRoot, variant: screwVariant, texts, createCanvas: fake.createCanvas });
    expect(url).toMatch(/^data:image\/jpeg;base64,/);
    expect(canvas).toHaveBeenCalledTimes(1);
    const crop = shareCaptureFrame(screwVariant.layout);
    const layout = shareCardLayout(crop.width / crop.height);
    const options = canvas.mock.calls[0]![0] as {
      target: unknown;
      frame: { x: number; y: number; width: number; height: number };
      resolution: number;
      clearColor: number;
    };
    expect(options.target).toBe(pixi.stage);
    // The design crop as the stage shows it: scaled by 0.5 and shifted by (10, 30).
    expect(options.frame).toMatchObject({
      x: 10,
      y: 30 + crop.y * 0.5,
      width: crop.width * 0.5,
      height: crop.height * 0.5,
    });
    expect(options.resolution * options.frame.height).toBeCloseTo(layout.picture!.height, 5);
    expect(options.clearColor).toBe(screwVariant.canvasBackground);
    const drawn = fake.images();
    expect(drawn).toHaveLength(1);
    const p = layout.picture!;
    expect(drawn[0]!.args).toEqual([picture, p.x, p.y, p.width, p.height]);
  });

  it('a capture that throws, or gives an empty picture, leaves a card without the picture (and says why)', async () => {
    const log = vi.fn();
    for (const extract of [
      () => {
        throw new Error('context lost');
      },
      () => ({ width: 0, height: 0 }),
    ]) {
      const fake = fakeCanvas();
      const { pixi, sceneRoot } = fakePixi(extract);
      const url = await makeShareCard({
        pixi,
        sceneRoot,
        variant: screwVariant,
        texts,
        createCanvas: fake.createCanvas,
        log,
      });
      expect(url).toBe('data:image/jpeg;base64,AAAA');
      expect(fake.images()).toEqual([]);
      expect(fake.texts()).toContain('Screw Puzzle');
    }
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('a picture that cannot be drawn: the card is drawn again without it', async () => {
    const log = vi.fn();
    const fake = fakeCanvas({ drawImageThrows: true });
    const { pixi, sceneRoot } = fakePixi(() => ({ width: 10, height: 10 }));
    const url = await makeShareCard({
      pixi,
      sceneRoot,
      variant: screwVariant,
      texts,
      createCanvas: fake.createCanvas,
      log,
    });
    expect(url).toBe('data:image/jpeg;base64,AAAA');
    expect(log).toHaveBeenCalledTimes(1);
    expect(fake.images()).toHaveLength(1);
  });

  it('a card that weighs too much is encoded again at a lower quality', async () => {
    const heavy = `data:image/jpeg;base64,${'A'.repeat(SHARE_CARD_MAX_CHARS)}`;
    const fake = fakeCanvas({ dataUrls: [heavy, 'data:image/jpeg;base64,BBBB'] });
    const url = await makeShareCard({
      pixi: null,
      sceneRoot: null,
      variant: screwVariant,
      texts,
      createCanvas: fake.createCanvas,
    });
    expect(url).toBe('data:image/jpeg;base64,BBBB');
    expect(fake.qualities).toHaveLength(2);
    expect(fake.qualities[1]!).toBeLessThan(fake.qualities[0]!);
  });

  it('a long translation is set smaller to fit its line; one too long even at the smallest size is squeezed', async () => {
    const slot = shareCardLayout(null).title;
    const sizeOf = async (title: string) => {
      const fake = fakeCanvas();
      await makeShareCard({
        pixi: null,
        sceneRoot: null,
        variant: screwVariant,
        texts: { ...texts, title },
        createCanvas: fake.createCanvas,
      });
      const call = fake.calls.find((c) => c.name === 'fillText' && c.args[0] === title)!;
      // fillText(text, x, y, maxWidth): the line never runs wider than its slot.
      expect(call.args[3]).toBe(slot.maxWidth);
      return Number(/(\d+)px/.exec(String(call.args[4]))![1]);
    };
    const long = 'Ein ziemlich langer Spielname';
    const size = await sizeOf(long);
    expect(size).toBeLessThan(slot.maxSize);
    expect(size).toBeGreaterThan(slot.minSize);
    expect(size * 0.55 * long.length).toBeLessThanOrEqual(slot.maxWidth);
    expect(await sizeOf(long.repeat(3))).toBe(slot.minSize);
  });
});
