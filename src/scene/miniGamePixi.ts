// Pixi on a mini-game runtime (issue 13): what Pixi asks of the DOM is answered by the runtime's canvas
// environment (src/platform/miniGameEnvironment.ts, handed in: the scene does not import the platform), its
// input is the runtime's touches (miniGameTouches.ts), and its extensions are the web worker set (rendering,
// sprite sheets, filters), imported here: the browser set's accessibility and DOM extensions need a document.
import 'pixi.js/webworker';
import { DOMAdapter, type Adapter } from 'pixi.js';
import { installTouchEvents, type RuntimeTouches } from './miniGameTouches';

/** What the runtime's canvas environment gives (the members of Pixi's DOMAdapter, typed by the platform). */
export type CanvasEnvironmentLike = Record<keyof Adapter, unknown>;

/**
 * Points Pixi at the runtime before its first renderer: the environment as its DOM adapter, the touch-fed event
 * system in place of its DOM one. Applications made after must skip Pixi's extension imports (the extensions
 * above are loaded already; Pixi's own pick would load the browser's in a runtime that is not a web worker).
 */
export function installMiniGamePixi(environment: CanvasEnvironmentLike, touches: RuntimeTouches): void {
  DOMAdapter.set(environment as unknown as Adapter);
  installTouchEvents(touches);
}
