// The canvas environment of a mini-game runtime (src/platform/miniGameEnvironment.ts): what Pixi's DOMAdapter
// asks for, answered by the runtime's system API as WeChat documents it (the fake follows those documents,
// failures included).
import { describe, expect, it } from 'vitest';
import {
  findMiniGameSystem,
  miniGameCanvasEnvironment,
  packagePath,
  PACKAGE_BASE_URL,
  withCanvasClassNamed,
} from '../../../src/platform/miniGameEnvironment';
import { createFakeMiniGameSystem, FakeWebGLContext } from './fakes/fakeMiniGameSystem';

/** A runtime whose screen the device has taken (its first createCanvas), as the boot does before Pixi starts. */
function runtime(script: Parameters<typeof createFakeMiniGameSystem>[0] = {}) {
  const system = createFakeMiniGameSystem(script);
  system.api.createCanvas();
  return { system, environment: miniGameCanvasEnvironment(system.api, 'MiniGame WeChat') };
}

describe('the canvases Pixi makes', () => {
  it('are off-screen canvases of the runtime, sized as asked; the screen stays the first one', () => {
    const { system, environment } = runtime();
    const canvas = environment.createCanvas(256, 128);
    expect(canvas).toMatchObject({ width: 256, height: 128, onScreen: false });
    expect(system.canvases.filter((c) => c.onScreen)).toHaveLength(1);
    expect(system.canvases[0]!.onScreen).toBe(true);
  });

  it('read the WebGL class from a real context, so Pixi tells WebGL 1 from 2 by instanceof', () => {
    const { environment } = runtime();
    const webgl1 = environment.getWebGLRenderingContext();
    expect(webgl1).toBe(FakeWebGLContext);
    expect(new FakeWebGLContext()).toBeInstanceOf(webgl1);
    // Asked again, the same class: the probe canvas is made once.
    expect(environment.getWebGLRenderingContext()).toBe(webgl1);
  });

  it("give the 2D context's prototype, where Pixi looks for letterSpacing", () => {
    const { environment } = runtime();
    const { prototype } = environment.getCanvasRenderingContext2D();
    expect(prototype).toBeTypeOf('object');
    expect(environment.getCanvasRenderingContext2D().prototype).toBe(prototype);
  });

  it('make images with wx.createImage, and say so clearly where the runtime has none', () => {
    expect(runtime().environment.createImage()).toMatchObject({ src: '' });
    expect(() => runtime({ noFilesOrNetwork: true }).environment.createImage()).toThrow(/no wx\.createImage/);
  });

  it('have no DOM to lean on: no GPU, no font face set, no XML parser (with a message)', () => {
    const { environment } = runtime();
    expect(environment.getNavigator()).toEqual({ userAgent: 'MiniGame WeChat', gpu: null });
    expect(environment.getFontFaceSet()).toBeNull();
    expect(environment.getBaseUrl()).toBe(PACKAGE_BASE_URL);
    expect(() => environment.parseXML('<font/>')).toThrow(/no XML parser/);
  });
});

describe('fetch in a mini-game', () => {
  it('reads a package file as text and as JSON, from a relative path or the base URL', async () => {
    const { system, environment } = runtime({ packageFiles: { 'levels/1.json': '{"id":"one"}' } });
    const answer = await environment.fetch('./levels/1.json');
    expect(answer).toMatchObject({ ok: true, status: 200 });
    expect(await answer.json()).toEqual({ id: 'one' });
    const again = await environment.fetch(`${PACKAGE_BASE_URL}levels/1.json`);
    expect(await again.text()).toBe('{"id":"one"}');
    expect(system.requests).toEqual(['file levels/1.json utf8', 'file levels/1.json utf8']);
  });

  it('reads the bytes of a package file without an encoding', async () => {
    const { system, environment } = runtime({ packageFiles: { 'a.bin': 'AB' } });
    const bytes = new Uint8Array(await (await environment.fetch('a.bin')).arrayBuffer());
    expect([...bytes]).toEqual([65, 66]);
    expect(system.requests.at(-1)).toBe('file a.bin');
  });

  it('answers a missing package file 404, as a server would, so a broken level file gets its message', async () => {
    const answer = await runtime().environment.fetch('levels/99.json');
    expect(answer).toMatchObject({ ok: false, status: 404 });
  });

  it('asks wx.request for an https URL and keeps its status', async () => {
    const url = 'https://api.example.com/rank';
    const { system, environment } = runtime({ remote: { [url]: { status: 503, body: 'busy' } } });
    const answer = await environment.fetch(url, {
      method: 'post',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer).toMatchObject({ ok: false, status: 503, url });
    expect(await answer.text()).toBe('busy');
    expect(system.requests).toEqual([`POST ${url} text`]);
  });

  it("rejects with the URL and the runtime's message when the request fails (no network, domain not allowed)", async () => {
    await expect(runtime().environment.fetch('https://nowhere.example/x')).rejects.toThrow(
      'Request to https://nowhere.example/x failed: request:fail',
    );
  });

  it('rejects clearly where the runtime has no file system or network API', async () => {
    const { environment } = runtime({ noFilesOrNetwork: true });
    await expect(environment.fetch('levels/1.json')).rejects.toThrow(/no file system manager/);
    await expect(environment.fetch('https://api.example.com/')).rejects.toThrow(/no wx\.request/);
  });
});

describe('package paths', () => {
  it('come from relative paths and the base URL; other schemes are remote', () => {
    expect(packagePath('assets/a.json')).toBe('assets/a.json');
    expect(packagePath('/assets/a.json')).toBe('assets/a.json');
    expect(packagePath(`${PACKAGE_BASE_URL}assets/a.json`)).toBe('assets/a.json');
    expect(packagePath('https://cdn.example.com/a.json')).toBeNull();
  });
});

describe('the mini-game boot helpers', () => {
  it("finds the runtime's system API on wx, else on tt, and nothing where neither can make a canvas and take touches", () => {
    const wx = createFakeMiniGameSystem().api;
    const tt = createFakeMiniGameSystem().api;
    expect(findMiniGameSystem({ wx, tt })).toBe(wx);
    expect(findMiniGameSystem({ tt })).toBe(tt);
    expect(findMiniGameSystem({ wx: { createRewardedVideoAd() {} } })).toBeNull();
    expect(findMiniGameSystem({})).toBeNull();
  });

  it("names the screen's class HTMLCanvasElement only while the root is made, and leaves nothing behind", () => {
    class ScreenCanvas {
      width = 0;
      height = 0;
      getContext = () => null;
      toDataURL = () => '';
    }
    const screen = new ScreenCanvas();
    const globals: Record<string, unknown> = {};
    const seen = withCanvasClassNamed(
      screen,
      globals,
      () => screen instanceof (globals.HTMLCanvasElement as typeof ScreenCanvas),
    );
    expect(seen).toBe(true);
    expect('HTMLCanvasElement' in globals).toBe(false);
    expect(() =>
      withCanvasClassNamed(screen, globals, () => {
        throw new Error('no root');
      }),
    ).toThrow('no root');
    expect('HTMLCanvasElement' in globals).toBe(false);
    // A runtime that has the class keeps its own.
    const own = class {};
    const withOwn: Record<string, unknown> = { HTMLCanvasElement: own };
    withCanvasClassNamed(screen, withOwn, () => undefined);
    expect(withOwn.HTMLCanvasElement).toBe(own);
  });

  it('reads the 2D and WebGL context classes from two canvases (a canvas gives one kind of context only)', () => {
    const fake = createFakeMiniGameSystem();
    const environment = miniGameCanvasEnvironment(fake.api);
    fake.api.createCanvas(); // the screen
    environment.getWebGLRenderingContext();
    environment.getCanvasRenderingContext2D();
    expect(fake.canvases.length).toBe(3);
  });
});
