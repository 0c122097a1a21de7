// The live fit of the design box to the browser window, for React components (the canvas can use it too).
import { useMemo, useSyncExternalStore } from 'react';
import { DEFAULT_STAGE_DESIGN, fitStage, type StageFit } from './fitStage';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

// A string snapshot stays equal between renders while the size does not change.
const windowSize = () => `${window.innerWidth}x${window.innerHeight}`;
const designSize = () => `${DEFAULT_STAGE_DESIGN.width}x${DEFAULT_STAGE_DESIGN.height}`;

/** `fitStage` of the current window size, re-computed when the window resizes or rotates. */
export function useStageFit(): StageFit {
  const size = useSyncExternalStore(subscribe, windowSize, designSize);
  return useMemo(() => {
    const [w = 0, h = 0] = size.split('x').map(Number);
    return fitStage(w, h);
  }, [size]);
}
