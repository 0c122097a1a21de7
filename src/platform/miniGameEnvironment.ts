// The canvas library's environment on a mini-game runtime (issue 13: the game where there is no DOM). Pixi
// reaches the DOM only through its `DOMAdapter` (pixi.js/lib/environment/adapter.d.ts: createCanvas, createImage,
// the 2D and WebGL context classes, navigator, base URL, font faces, fetch, XML); `CanvasEnvironment` has the same
// members without naming Pixi (src/platform does not use it; the scene hands it to Pixi), and this module answers
// each from the runtime's system API (miniGameSystemApi.ts, typed from WeChat's "小游戏 API" reference):
// - canvases: wx.createCanvas, whose first call makes the screen (the device takes it first, screenCanvas()),
//   every later one an off-screen canvas for text and cached textures;
// - the context classes Pixi tests contexts against (`gl instanceof WebGLRenderingContext` tells WebGL 1 from 2;
//   the 2D prototype tells whether letterSpacing is native): a mini-game has no such globals, so they are read
//   from a context of an off-screen canvas, once;
// - fetch: a package path is read with FileSystemManager.readFile (a missing file answers 404, as a server
//   would), an https URL with wx.request; the answer reads as text, JSON or bytes, as a fetch Response does;
// - no DOMParser and no FontFaceSet: XML assets are refused with a message, fonts are the device's (wx.loadFont).
import type {
  MiniGameCanvas,
  MiniGameImage,
  MiniGameFailure,
  MiniGameFileSystemManager,
  MiniGameSystemApi,
} from './miniGameSystemApi';

/** The base URL Pixi resolves relative asset paths against: the package's root. */
export const PACKAGE_BASE_URL = 'minigame://package/';

/** The part of a fetch Response the adapter gives (what Pixi's loaders and the game read). */
export interface MiniGameResponse {
  readonly ok: boolean;
  readonly status: number;
  readonly url: string;
  text(): Promise<string>;
  json(): Promise<unknown>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The members of Pixi's `Adapter`, typed by what a mini-game gives (the scene passes it to `DOMAdapter.set`). */
export interface CanvasEnvironment {
  createCanvas(width?: number, height?: number): MiniGameCanvas;
  createImage(): MiniGameImage;
  getCanvasRenderingContext2D(): { prototype: object };
  getWebGLRenderingContext(): abstract new (...args: never[]) => object;
  getNavigator(): { userAgent: string; gpu: null };
  getBaseUrl(): string;
  getFontFaceSet(): null;
  fetch(input: string | { url: string }, init?: RequestInit): Promise<MiniGameResponse>;
  parseXML(xml: string): never;
}

/** How a body is read: as text, or as bytes. */
type Read = (as: 'text' | 'bytes') => Promise<string | ArrayBuffer>;

function response(url: string, status: number, read: Read): MiniGameResponse {
  const asText = async () => {
    const data = await read('text');
    return typeof data === 'string' ? data : new TextDecoder().decode(data);
  };
  return {
    ok: status >= 200 && status < 300,
    status,
    url,
    text: asText,
    json: async () => JSON.parse(await asText()) as unknown,
    arrayBuffer: async () => {
      const data = await read('bytes');
      return typeof data === 'string' ? (new TextEncoder().encode(data).buffer as ArrayBuffer) : data;
    },
  };
}

/** The package path of a URL the game or Pixi asks for ('assets/a.json', './assets/a.json', the base URL's). */
export function packagePath(url: string): string | null {
  if (url.startsWith(PACKAGE_BASE_URL)) return url.slice(PACKAGE_BASE_URL.length);
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return null;
  return url.replace(/^(\.\/|\/)+/, '');
}

/** A request's headers as wx.request takes them (a record; a mini-game has no Headers class). */
function headerRecord(headers: RequestInit['headers']): Record<string, string> | undefined {
  if (!headers) return undefined;
  if (Array.isArray(headers)) return Object.fromEntries(headers.map(([name, value]) => [name!, value!]));
  if (typeof (headers as { forEach?: unknown }).forEach === 'function') {
    const record: Record<string, string> = {};
    (headers as Headers).forEach((value, name) => (record[name] = value));
    return record;
  }
  return { ...(headers as Record<string, string>) };
}

const MISSING_FILE = /no such file or directory/i;

function readPackageFile(fs: MiniGameFileSystemManager, path: string, as: 'text' | 'bytes') {
  return new Promise<string | ArrayBuffer>((resolve, reject) =>
    fs.readFile({
      filePath: path,
      ...(as === 'text' ? { encoding: 'utf8' as const } : {}),
      success: ({ data }) => resolve(data),
      fail: (failure: MiniGameFailure) => reject(new Error(`Reading ${path} failed: ${failure.errMsg}`)),
    }),
  );
}

/** The canvas environment of a mini-game runtime whose screen canvas the device has already made. */
export function miniGameCanvasEnvironment(system: MiniGameSystemApi, userAgent = 'MiniGame'): CanvasEnvironment {
  // Off-screen canvases to read the runtime's context classes from: one each, since a canvas that gave one kind of
  // context gives no other.
  const probeCanvas = () => system.createCanvas();
  let glClass: (abstract new (...args: never[]) => object) | null = null;
  let context2d: { prototype: object } | null = null;

  const fetchPackageFile = async (url: string, path: string): Promise<MiniGameResponse> => {
    const fs = system.getFileSystemManager?.();
    if (!fs) throw new Error(`Cannot read ${path}: this runtime has no file system manager`);
    try {
      const text = await readPackageFile(fs, path, 'text');
      return response(url, 200, (as) => (as === 'text' ? Promise.resolve(text) : readPackageFile(fs, path, 'bytes')));
    } catch (error) {
      if (error instanceof Error && MISSING_FILE.test(error.message)) {
        return response(url, 404, () => Promise.resolve(''));
      }
      throw error;
    }
  };

  const fetchRemote = (url: string, init?: RequestInit): Promise<MiniGameResponse> => {
    const request = system.request;
    if (!request) return Promise.reject(new Error(`Cannot fetch ${url}: this runtime has no wx.request`));
    const method = (init?.method?.toUpperCase() ?? 'GET') as 'GET';
    const header = headerRecord(init?.headers);
    const body = typeof init?.body === 'string' ? init.body : undefined;
    const send = (as: 'text' | 'bytes') =>
      new Promise<{ data: string | ArrayBuffer; statusCode: number }>((resolve, reject) =>
        request({
          url,
          method,
          ...(header ? { header } : {}),
          ...(body !== undefined ? { data: body } : {}),
          dataType: 'text',
          responseType: as === 'text' ? 'text' : 'arraybuffer',
          success: resolve,
          fail: (failure) => reject(new Error(`Request to ${url} failed: ${failure.errMsg}`)),
        }),
      );
    return send('text').then(({ data, statusCode }) =>
      response(url, statusCode, (as) => (as === 'text' ? Promise.resolve(data) : send('bytes').then((r) => r.data))),
    );
  };

  return {
    createCanvas: (width?: number, height?: number) => {
      const canvas = system.createCanvas();
      if (width !== undefined) canvas.width = width;
      if (height !== undefined) canvas.height = height;
      return canvas;
    },
    createImage: () => {
      if (!system.createImage) throw new Error('This runtime cannot make images (no wx.createImage)');
      return system.createImage();
    },
    getCanvasRenderingContext2D: () => {
      if (!context2d) {
        const context = probeCanvas().getContext('2d');
        if (!context) throw new Error("This runtime's canvas gives no 2D context");
        context2d = { prototype: Object.getPrototypeOf(context) as object };
      }
      return context2d;
    },
    getWebGLRenderingContext: () => {
      if (!glClass) {
        const gl = probeCanvas().getContext('webgl') as object | null;
        // No WebGL 1 context class: no context is an instance of this one, so Pixi reads every context as WebGL 2.
        glClass = gl ? (gl.constructor as abstract new (...args: never[]) => object) : class NoWebGL1 {};
      }
      return glClass;
    },
    getNavigator: () => ({ userAgent, gpu: null }),
    getBaseUrl: () => PACKAGE_BASE_URL,
    getFontFaceSet: () => null,
    fetch: (input, init) => {
      const url = typeof input === 'string' ? input : input.url;
      const path = packagePath(url);
      return path !== null ? fetchPackageFile(url, path) : fetchRemote(url, init);
    },
    parseXML: () => {
      throw new Error('A mini-game runtime has no XML parser: the game ships no XML assets (bitmap fonts, SVG files)');
    },
  };
}

/** The runtime's system API: the `wx` global on WeChat, `tt` on Douyin; null where neither has a canvas and touches. */
export function findMiniGameSystem(globals: Record<string, unknown>): MiniGameSystemApi | null {
  for (const name of ['wx', 'tt']) {
    const api = globals[name] as Partial<MiniGameSystemApi> | undefined;
    if (typeof api?.createCanvas === 'function' && typeof api.onTouchStart === 'function')
      return api as MiniGameSystemApi;
  }
  return null;
}

/**
 * Runs `make` with the screen canvas's class named `HTMLCanvasElement` where the runtime has no such global, and
 * takes the name away again: @pixi/react's root tells a canvas from a container element with `instanceof
 * HTMLCanvasElement` (which throws where the name is not defined), while Pixi takes a canvas of that class for a
 * page's element and asks the document about it while it draws. Nothing is left on the global object.
 */
export function withCanvasClassNamed<T>(screen: MiniGameCanvas, globals: Record<string, unknown>, make: () => T): T {
  if (typeof globals.HTMLCanvasElement === 'function') return make();
  globals.HTMLCanvasElement = (screen as object).constructor;
  try {
    return make();
  } finally {
    delete globals.HTMLCanvasElement;
  }
}
