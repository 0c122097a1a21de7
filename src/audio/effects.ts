// Which effect each game event plays, and how each effect sounds.
import type { RuleEvent } from '../core/types';
import type { ToneSpec } from './synth';

export type EffectName = 'unscrew' | 'empty' | 'boxDone' | 'boardFall' | 'win' | 'lose';

/** The effects, as synthesised tones. */
export const EFFECTS: Record<EffectName, ToneSpec> = {
  unscrew: { from: 520, to: 1240, ms: 110, wave: 'triangle', volume: 0.5 },
  empty: { from: 180, to: 120, ms: 160, wave: 'square', volume: 0.25 },
  boxDone: {
    from: 660,
    to: 660,
    ms: 120,
    wave: 'sine',
    volume: 0.45,
    then: { from: 990, to: 990, ms: 200, wave: 'sine', volume: 0.45, delayMs: 90 },
  },
  boardFall: { from: 300, to: 90, ms: 260, wave: 'noise', volume: 0.12 },
  win: {
    from: 523,
    to: 523,
    ms: 160,
    wave: 'triangle',
    volume: 0.5,
    then: {
      from: 659,
      to: 659,
      ms: 160,
      wave: 'triangle',
      volume: 0.5,
      delayMs: 140,
      then: { from: 784, to: 784, ms: 380, wave: 'triangle', volume: 0.5, delayMs: 140 },
    },
  },
  lose: {
    from: 392,
    to: 330,
    ms: 240,
    wave: 'triangle',
    volume: 0.45,
    then: { from: 311, to: 220, ms: 420, wave: 'triangle', volume: 0.45, delayMs: 220 },
  },
};

/** The effects a batch of rule events plays, each at most once, in order. */
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
