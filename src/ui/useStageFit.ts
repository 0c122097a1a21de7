// The live fit of the design box to the game's viewport, for React components (the canvas can use it too).
// The viewport comes from the app (the device's, src/platform): the layers never read the window themselves.
import { useMemo, useSyncExternalStore } from 'react';
import { DEFAULT_STAGE_DESIGN, fitStage, type StageFit } from './fitStage';

/** The area the game fills and its changes (the device's viewport has this shape). */
export interface ViewportSource {
  size(): { width: number; height: number };
  /** Calls `listener` after the area changes size or rotates; the result stops listening. */
  onResize(listener: () => void): () => void;
}

const designSize = () => `${DEFAULT_STAGE_DESIGN.width}x${DEFAULT_STAGE_DESIGN.height}`;
const noChanges = () => () => undefined;

/**
 * `fitStage` of the viewport's current size, re-computed when it resizes or rotates; the design size itself
 * (scale 1) without a viewport (server rendering, tests, the layer gallery).
 */
export function useStageFit(viewport?: ViewportSource | null): StageFit {
  const subscribe = useMemo(
    () => (viewport ? (onChange: () => void) => viewport.onResize(onChange) : noChanges),
    [viewport],
  );
  // A string snapshot stays equal between renders while the size does not change.
  const snapshot = useMemo(
    () =>
      viewport
        ? () => {
            const { width, height } = viewport.size();
            return `${width}x${height}`;
          }
        : designSize,
    [viewport],
  );
  const size = useSyncExternalStore(subscribe, snapshot, designSize);
  return useMemo(() => {
    const [w = 0, h = 0] = size.split('x').map(Number);
    return fitStage(w, h);
  }, [size]);
}
