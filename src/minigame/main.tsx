// Start-up on a mini-game runtime (WeChat `wx`, Douyin `tt`; issue 13): no page and no document. The device is
// the runtime's (src/platform/miniGameDevice.ts), Pixi draws on the runtime's screen canvas with the runtime's
// canvas environment and touches (src/scene/miniGamePixi.ts), and the same App as on the web is rendered into
// it by @pixi/react. The launch query picks options as the web's address does (the package's variant, B unless
// built for A, unless it says otherwise; `test` installs the test hook); there is no accessibility mirror, which needs a page.
// First: what Pixi needs of the global object before its modules load (src/platform/miniGameGlobals.ts).
import '../platform/miniGameGlobals';
import { createRoot } from '@pixi/react';
import { App } from '../app/App';
import { createRuntime } from '../app/runtime';
import { installTestHook } from '../app/testHook';
import { readUrlOptions } from '../app/urlOptions';
import { startLanguage } from '../i18n';
import { setDevice } from '../platform/currentDevice';
import { miniGameDevice } from '../platform/miniGameDevice';
import { findMiniGameSystem, miniGameCanvasEnvironment, withCanvasClassNamed } from '../platform/miniGameEnvironment';
import { applicationOptions } from '../scene/GameStage';
import { installMiniGamePixi } from '../scene/miniGamePixi';
import { MINI_GAME_VARIANT, variantFromSearch } from '../variants';

/** The variant this package was built for (`npm run build:minigame -- --variant screw`), else variant B. */
const PACKAGE_VARIANT = String(import.meta.env.VITE_MINIGAME_VARIANT ?? '') || MINI_GAME_VARIANT.id;

async function start(): Promise<void> {
  const globals = globalThis as unknown as Record<string, unknown>;
  const system = findMiniGameSystem(globals);
  if (!system) throw new Error('No mini-game runtime here: neither wx nor tt has createCanvas and onTouchStart');
  const device = miniGameDevice(system, { globals });
  setDevice(device);
  // The runtime's first canvas is its screen: the device takes it before Pixi makes any off-screen one.
  const screen = device.screenCanvas();
  installMiniGamePixi(miniGameCanvasEnvironment(system), system);

  const search = device.address.search();
  const query = new URLSearchParams(search);
  if (!query.has('variant')) query.set('variant', PACKAGE_VARIANT);
  const url = readUrlOptions(`?${query.toString()}`);
  void startLanguage();
  const runtime = await createRuntime(variantFromSearch(`?${query.toString()}`), url);
  runtime.actor.start();
  // The screens after loading (one bundle here, but a failure is told as the web's start tells it: in the console).
  runtime.screensReady.catch(failedToStart);
  if (url.test) installTestHook(runtime);
  const { viewport } = device;
  const { width, height } = viewport.size();
  screen.width = Math.round(width * viewport.pixelRatio());
  screen.height = Math.round(height * viewport.pixelRatio());
  const root = withCanvasClassNamed(screen, globals, () => createRoot(screen as unknown as HTMLCanvasElement));
  // The options skip Pixi's own pick of extensions (it would load the browser's): miniGamePixi.ts loaded them.
  await root.render(<App runtime={runtime} />, applicationOptions(viewport, runtime.variant.canvasBackground));
}

function failedToStart(error: unknown): void {
  console.error('The game could not start on this mini-game runtime:', error);
}

start().catch(failedToStart);
