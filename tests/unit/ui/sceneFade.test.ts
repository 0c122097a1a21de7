// Scene fades: which screens are scenes of their own, and the veil's timing. Every panel's entrance (pop, from
// the top or bottom, ordered; under 0.5 s, a fade under reduced motion) is the canvas panel's:
// tests/unit/ui/canvas/panels.test.ts; the coins flying to the counter: canvas/coinFlight.test.ts.
import { describe, expect, it } from 'vitest';
import { sceneOf } from '../../../src/ui';
import { fadeAlpha, fadeMs } from '../../../src/ui/canvas/sceneFadeLook';

describe('scene fades', () => {
  it('overlays keep the scene under them; a level, the menu, the calendar are scenes of their own', () => {
    expect(['menu', 'settings', 'tasks', 'rank'].map(sceneOf)).toEqual(['menu', 'menu', 'menu', 'menu']);
    expect(['game', 'exit', 'win', 'lose-full', 'lose-time', 'error'].map(sceneOf)).toEqual(Array(6).fill('game'));
    expect(sceneOf('calendar')).toBe('calendar');
    expect(sceneOf('loading')).toBe('loading');
  });

  it('the veil clears within 0.3 s, eased out, quicker under reduced motion (tests/unit/ui/canvas/toastFade.test.ts)', () => {
    expect(fadeMs(false)).toBe(280);
    expect(fadeMs(true)).toBeLessThan(fadeMs(false));
    expect(fadeAlpha(0)).toBe(1);
    expect(fadeAlpha(1)).toBe(0);
  });
});
