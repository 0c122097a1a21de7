// The fade between two scenes (loading, menu, a level, the calendar), as numbers: which scene a screen belongs
// to, the veil's colour in each look and how it clears (motion.css `.screen-fade`: 280 ms eased out, 150 ms
// under reduced motion). Pure, so the tests read it without a canvas.
import type { UiTheme } from '../skin';
import { EASE } from './motion';

/** Which scene a layer belongs to: overlays (settings, tasks, win...) keep the scene under them. */
export type SceneName = 'loading' | 'menu' | 'game' | 'calendar';

/** The scene of a top layer. */
export function sceneOf(screen: string): SceneName {
  switch (screen) {
    case 'loading':
      return 'loading';
    case 'calendar':
      return 'calendar';
    case 'menu':
    case 'settings':
    case 'tasks':
    case 'rank':
      return 'menu';
    default:
      return 'game';
  }
}

/** The veil's colour: variant A's blue, variant B's candy pink. */
export const FADE_COLOUR: Readonly<Record<UiTheme, number>> = { screw: 0x2b5fb8, candy: 0xf7c4d8 };

/** How long the veil takes to clear: 280 ms, or a quicker 150 ms under reduced motion. */
export function fadeMs(reducedMotion: boolean): number {
  return reducedMotion ? 150 : 280;
}

/** The veil's opacity at progress `t` (0..1): from full to none, eased out; none once over. */
export function fadeAlpha(t: number): number {
  return 1 - EASE.easeOut(t);
}
