// Start-up: install the device (the browser's), read the URL, build the runtime, install the test hook when asked,
// render the React frame.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createRuntime } from './app/runtime';
import { installTestHook } from './app/testHook';
import { readUrlOptions } from './app/urlOptions';
import { startWebAppUpdates } from './app/webAppUpdates';
import { device, setDevice } from './platform/currentDevice';
import { preparePixiForPolicy } from './platform/evalPolicy';
import { webDevice } from './platform/webDevice';
import { startLanguage } from './i18n';
import { variantFromSearch } from './variants';

setDevice(webDevice());
const url = readUrlOptions(device().address.search());
// Testers' statechart inspector: a separate chunk, fetched only with ?inspect.
const inspector = url.inspect ? (await import('./devtools/inspector')).startInspector() : null;
// The saved language, else the browser's; English shows until its file is in (no wait on start).
void startLanguage();
// Under the build's Content Security Policy (no eval) Pixi needs its polyfills before the first renderer; they
// load while the runtime starts.
const pixiReady = preparePixiForPolicy();
const runtime = await createRuntime(variantFromSearch(device().address.search()), url, { inspect: inspector?.inspect });
runtime.actor.start();
if (url.test || import.meta.env.DEV) installTestHook(runtime);

await pixiReady;
// The React DOM layers' mount: a DOM layer awaiting its canvas port (issue 13).
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App runtime={runtime} />
  </StrictMode>,
);
// The installable web app's service worker (the production plain web build only): offline play, update bar.
void startWebAppUpdates();
