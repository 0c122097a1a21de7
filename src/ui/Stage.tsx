// The full-window frame: a warm background and the 750x1334 design box, scaled to fit and centred.
import type { CSSProperties, ReactNode } from 'react';
import { DEFAULT_STAGE_DESIGN, type StageFit } from './fitStage';
import { useSkin } from './skin';
import { useStageFit } from './useStageFit';
import './styles.css';

/** Props of {@link Stage}. */
export interface StageProps {
  /**
   * Drawn inside the design box, in order: put the canvas (or its wrapper) first and the layers after it.
   * The design box lets pointer events through except where a layer takes them.
   */
  children?: ReactNode;
  /**
   * Drawn full-window under the design box, for a canvas that renders at window resolution and places
   * itself with the same `fitStage` numbers instead of being CSS-scaled.
   */
  underlay?: ReactNode;
  className?: string;
  /** Where the design box sits in the viewport (the app's `useStageFit`); the design size, unscaled, without. */
  fit?: StageFit;
}

/**
 * The window-filling stage. Its `div.design` child is exactly 750x1334 design px, scaled by
 * min(width/750, height/1334) of the viewport and centred. It sets CSS variables for the layers:
 * --scale, --top-shift (50px when the window's h/w is above 1.9, else 0px), --safe-top (the part of
 * env(safe-area-inset-top) that reaches into the design box, in design px) and --layout-top (the larger
 * of the two: where the top of the layout starts), and --bleed-x / --bleed-y (the letterbox bands in design
 * px, so that backdrops can stretch to the window edges).
 */
export function Stage({ children, underlay, className, fit: given }: StageProps) {
  const unscaled = useStageFit();
  const fit = given ?? unscaled;
  // The variant's look, as `data-theme` on the root (for testers and the page's own styles).
  const theme = useSkin().id;
  const style = {
    width: DEFAULT_STAGE_DESIGN.width,
    height: DEFAULT_STAGE_DESIGN.height,
    transform: `translate(${fit.offsetX}px, ${fit.offsetY}px) scale(${fit.scale})`,
    '--scale': String(fit.scale || 1),
    '--offset-y': `${fit.offsetY}px`,
    '--top-shift': `${fit.topShift}px`,
    // The letterbox bands in design px, so backdrops can reach the window edges.
    '--bleed-x': `${fit.scale > 0 ? fit.offsetX / fit.scale : 0}px`,
    '--bleed-y': `${fit.scale > 0 ? fit.offsetY / fit.scale : 0}px`,
  } as CSSProperties;
  return (
    <div className={`stage${className ? ` ${className}` : ''}`} data-testid="stage" data-theme={theme}>
      {underlay !== undefined && <div className="stage__underlay">{underlay}</div>}
      <div className="design" data-testid="stage-design" style={style}>
        {children}
      </div>
    </div>
  );
}
