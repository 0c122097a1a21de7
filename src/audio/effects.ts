// The game's sound effects by name, and which effect each game event plays. The sounds themselves
// are synthesised by scripts/audio (npm run audio) into one sprite, assets/audio/effects.mp3.
import type { RuleEvent } from '../core/types';

/** Every effect in the sprite, in sprite order. */
export const EFFECT_NAMES = [
  /** A screw tapped and twisted out (a successful tap). */
  'unscrew',
  /** A screw landing in a box. */
  'boxLand',
  /** A box complete (its last screw in). */
  'boxDone',
  /** A screw landing in the tray. */
  'trayLand',
  /** A covered screw tapped, or no room for it: the empty sound. */
  'empty',
  /** A board falling off. */
  'boardFall',
  /** A button. */
  'click',
  /** Coins gained. */
  'coin',
  'win',
  'lose',
  /** One tick; the countdown loops it once a second during the last 5 s (SoundBank.startTick). */
  'tick',
] as const;

export type EffectName = (typeof EFFECT_NAMES)[number];

/** The effects a batch of rule events plays at once (at the tap), each at most once, in order. */
export function effectsFor(events: readonly RuleEvent[]): EffectName[] {
  const out: EffectName[] = [];
  const add = (name: EffectName) => {
    if (!out.includes(name)) out.push(name);
  };
  for (const e of events) {
    switch (e.type) {
      case 'ScrewToBox':
      case 'ScrewToTray':
        add('unscrew');
        break;
      case 'Rejected':
        if (e.reason === 'covered' || e.reason === 'no-room') add('empty');
        break;
      case 'BoxFilled':
        add('boxDone');
        break;
      case 'BoardFreed':
        add('boardFall');
        break;
      default:
        break;
    }
  }
  return out;
}

/**
 * The effect of a screw arriving where a rule event sent it, for the scene to play when the flight
 * ends: a box ('boxLand') or the tray ('trayLand'); null for events that move no screw.
 */
export function landingEffect(event: RuleEvent): EffectName | null {
  switch (event.type) {
    case 'ScrewToBox':
    case 'TrayToBox':
    case 'SetAsideToBox':
      return 'boxLand';
    case 'ScrewToTray':
      return 'trayLand';
    default:
      return null;
  }
}
