// Start-up: install the device (the browser's), read the URL, build the runtime, install the test hook when asked,
// render the game into the one canvas with @pixi/react (no React DOM), and mirror what it draws in the page for
// keyboards and screen readers.
import { createRoot } from '@pixi/react';
import { StrictMode } from 'react';
import { App } from './app/App';
import { createRuntime } from './app/runtime';
import { readUrlOptions } from './app/urlOptions';
import { startWebAppUpdates } from './app/webAppUpdates';
import { device, setDevice } from './platform/currentDevice';
import { preparePixiForPolicy } from './platform/evalPolicy';
import { webDevice } from './platform/webDevice';
import { mountMirror } from './platform/webMirror';
import { showStartFailure } from './platform/startFailure';
import { errorMessage } from './core/errorMessage';
import { applicationOptions } from './scene/GameStage';
import { DEFAULT_STAGE_DESIGN, fitStage } from './ui/fitStage';
import './ui/styles.css';
import { startLanguage, t } from './i18n';
import { variantFromSearch } from './variants';

/**
 * Starts the game. A function, not the module's top level: the module holds no top-level await, so the chunk that
 * holds it has finished evaluating before any chunk it imports lazily (the variant's theme, the save format) asks
 * for it, and the build may put the entry in the same chunk as the modules those chunks share.
 */
async function start(): Promise<void> {
  setDevice(webDevice());
  const url = readUrlOptions(device().address.search());
  // The test hook (window.__game) is a chunk of its own, asked for only under ?test and in development (a player's
  // first load does not carry it), and now, so that it arrives while the runtime starts.
  const testHook = url.test || import.meta.env.DEV ? import('./app/testHook') : null;
  // Testers' statechart inspector: a separate chunk, fetched only with ?inspect.
  const inspector = url.inspect ? (await import('./devtools/inspector')).startInspector() : null;
  // The saved language, else the browser's; English shows until its file is in (no wait on start).
  void startLanguage();
  // Under the build's Content Security Policy (no eval) Pixi needs its polyfills before the first renderer; they
  // load while the runtime starts.
  const pixiReady = preparePixiForPolicy();
  const runtime = await createRuntime(variantFromSearch(device().address.search()), url, {
    inspect: inspector?.inspect,
  });
  runtime.actor.start();
  // The screens after loading (the menu) come while the loading screen shows; should the network drop their chunk,
  // the start fails here too.
  runtime.screensReady.catch(failedToStart);
  // The player's level file (the loading bar's json step, which imports the same module) is asked for now too, not one
  // round trip after the canvas has drawn the loading screen. A file that fails here fails there too, and says so then.
  void runtime.levels.load(runtime.actor.getSnapshot().context.levelNumber).catch(() => undefined);
  // Installed before the canvas draws, as the page's tests and tools expect it.
  if (testHook) (await testHook).installTestHook(runtime);

  await pixiReady;
  // The page's one container: the canvas fills it, the mirror of what the canvas draws lies over it.
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  root.setAttribute('data-theme', runtime.variant.theme ?? 'screw');
  const canvas = document.createElement('canvas');
  canvas.className = 'game-canvas';
  root.appendChild(canvas);
  const { viewport } = device();
  const placement = () => {
    const { width, height } = viewport.size();
    return fitStage(width, height);
  };
  const mirror = mountMirror(root, runtime.controls, placement(), DEFAULT_STAGE_DESIGN);
  viewport.onResize(() => mirror.place(placement()));
  await createRoot(canvas).render(
    <StrictMode>
      <App runtime={runtime} />
    </StrictMode>,
    applicationOptions(viewport, runtime.variant.canvasBackground),
  );
  // The installable web app's service worker (the production plain web build only): offline play, update bar.
  void startWebAppUpdates();
}

/**
 * A start that fails (a start-up chunk the network dropped, a host SDK that threw) says so and offers a reload, never a
 * blank page or a loading screen that never ends.
 */
function failedToStart(error: unknown): void {
  console.error('The game could not start.', error);
  const root = document.getElementById('root');
  if (!root) return;
  showStartFailure(
    root,
    { message: t('error.connection'), safe: t('error.safe'), reload: t('update.reload') },
    errorMessage(error),
  );
}

start().catch(failedToStart);
