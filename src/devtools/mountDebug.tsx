// The designers' debug panel (`?debug`) in a React DOM root of its own, beside the canvas: the game itself is
// drawn by Pixi with no React DOM, so this chunk (fetched only with ?debug) brings react-dom with it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Runtime } from '../app/runtime';
import DebugHost from './DebugHost';

/** Mounts the panel in a new element of the page; the result takes it away again. */
export function mountDebug(runtime: Runtime): () => void {
  const host = document.createElement('div');
  host.setAttribute('data-testid', 'debug-host');
  document.body.appendChild(host);
  const root = createRoot(host);
  root.render(
    <StrictMode>
      <DebugHost runtime={runtime} />
    </StrictMode>,
  );
  return () => {
    root.unmount();
    host.remove();
  };
}
