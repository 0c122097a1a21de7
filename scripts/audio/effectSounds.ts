// How each sound effect is made. Short, soft, casual-game sounds: a metallic twist, a wooden clunk,
// a bright chime, a soft clink, a dull thud, a whoosh, a click, a coin ding, a jingle, a sting, a tick.
import type { EffectName } from '../../src/audio/effects';
import { addNoise, addStrike, addVoice, midi, normalise, pad, pluck, track, type Track } from './synth';

type Partials = readonly (readonly [number, number, number])[];

/** Ratio, gain, decay (s). */
const METAL: Partials = [
  [1, 1, 0.05],
  [2.76, 0.45, 0.03],
  [5.4, 0.2, 0.015],
];
const RATCHET: Partials = [
  [1, 1, 0.012],
  [1.6, 0.4, 0.007],
];
const BELL: Partials = [
  [1, 1, 0.35],
  [2, 0.35, 0.18],
  [3, 0.12, 0.1],
  [4.2, 0.08, 0.05],
];
const MARIMBA: Partials = [
  [1, 1, 0.3],
  [3.93, 0.3, 0.05],
  [9.2, 0.06, 0.015],
];
const WOOD: Partials = [
  [1, 1, 0.06],
  [2.3, 0.6, 0.035],
  [4.1, 0.35, 0.02],
  [6.8, 0.15, 0.012],
];

/** A few harmonics of one pitch (brass-like, organ-like), sharing vibrato. */
function addTone(
  out: Track,
  start: number,
  hz: number,
  harmonics: readonly number[],
  length: number,
  gain: number,
  env: ReturnType<typeof pad>,
  vibrato?: { depth: number; rate: number; delay?: number },
): void {
  harmonics.forEach((g, i) =>
    addVoice(out, start, {
      wave: 'sine',
      pitch: hz * (i + 1),
      length,
      gain: gain * g,
      env,
      ...(vibrato ? { vibrato } : {}),
    }),
  );
}

interface Recipe {
  /** Loudest sample after normalising: balances the effects against each other. */
  peak: number;
  /** Longest it may ring (s); it is trimmed to where it falls silent. */
  seconds: number;
  draw(out: Track): void;
}

const RECIPES: Record<EffectName, Recipe> = {
  // A ratchet of four rising metal clicks, then the screw pops free with a small ting.
  unscrew: {
    peak: 0.6,
    seconds: 0.6,
    draw(out) {
      [2600, 2900, 3250, 3650].forEach((hz, i) => {
        const at = i * 0.042;
        addStrike(out, at, hz, RATCHET, 0.35);
        addNoise(out, at, {
          seed: 11 + i,
          length: 0.006,
          gain: 0.5,
          env: pluck(0.0005, 0.0015),
          filter: 'bandpass',
          cutoff: 4200,
          q: 1.2,
        });
      });
      addVoice(out, 0.17, {
        wave: 'sine',
        pitch: (t) => 700 + 800 * Math.min(1, t / 0.1),
        length: 0.14,
        gain: 0.3,
        env: pluck(0.004, 0.035),
      });
      addStrike(out, 0.18, midi(93), METAL, 0.22);
    },
  },
  // A wooden clunk with the screw's own small clink on top.
  boxLand: {
    peak: 0.75,
    seconds: 0.5,
    draw(out) {
      addStrike(out, 0, 190, WOOD, 0.6);
      addNoise(out, 0, {
        seed: 21,
        length: 0.03,
        gain: 1.2,
        env: pluck(0.0008, 0.007),
        filter: 'lowpass',
        cutoff: 900,
        q: 0.8,
      });
      addStrike(out, 0.004, 2400, METAL, 0.1);
    },
  },
  // A bright rising chime: C6, E6, G6, C7.
  boxDone: {
    peak: 0.6,
    seconds: 1.6,
    draw(out) {
      [84, 88, 91, 96].forEach((note, i) => addStrike(out, i * 0.07, midi(note), BELL, i === 3 ? 0.36 : 0.3));
      addNoise(out, 0.21, {
        seed: 31,
        length: 0.35,
        gain: 0.1,
        env: pluck(0.01, 0.08),
        filter: 'highpass',
        cutoff: 7000,
        q: 0.7,
      });
    },
  },
  // A soft metal-on-plastic clink with a small bounce.
  trayLand: {
    peak: 0.5,
    seconds: 0.4,
    draw(out) {
      addStrike(out, 0, 1500, METAL, 0.4);
      addStrike(out, 0.04, 1530, METAL, 0.14);
      addNoise(out, 0, {
        seed: 41,
        length: 0.02,
        gain: 0.6,
        env: pluck(0.0005, 0.005),
        filter: 'lowpass',
        cutoff: 500,
        q: 0.7,
      });
    },
  },
  // A dull, muffled thud: nothing to take.
  empty: {
    peak: 0.6,
    seconds: 0.45,
    draw(out) {
      addVoice(out, 0, {
        wave: 'sine',
        pitch: (t) => 70 + 70 * Math.exp(-t / 0.04),
        length: 0.3,
        gain: 1,
        env: pluck(0.002, 0.06),
      });
      addVoice(out, 0, {
        wave: 'triangle',
        pitch: (t) => 180 + 40 * Math.exp(-t / 0.05),
        length: 0.2,
        gain: 0.25,
        env: pluck(0.002, 0.045),
      });
      addNoise(out, 0, {
        seed: 51,
        length: 0.06,
        gain: 1.4,
        env: pluck(0.001, 0.015),
        filter: 'lowpass',
        cutoff: 320,
        q: 0.7,
      });
    },
  },
  // A whoosh falling in pitch as the board drops away.
  boardFall: {
    peak: 0.45,
    seconds: 0.75,
    draw(out) {
      const length = 0.7;
      const env = (t: number) => (t < 0.2 ? (t / 0.2) ** 2 : Math.exp(-(t - 0.2) / 0.14));
      addNoise(out, 0, {
        seed: 61,
        length,
        gain: 2.2,
        env,
        filter: 'bandpass',
        cutoff: (t) => 250 + 2200 * Math.exp(-t * 3.2),
        q: 1.3,
      });
      addNoise(out, 0, { seed: 62, length, gain: 0.4, env, filter: 'lowpass', cutoff: 380, q: 0.7 });
    },
  },
  // A short, soft button click.
  click: {
    peak: 0.5,
    seconds: 0.15,
    draw(out) {
      addStrike(
        out,
        0,
        1800,
        [
          [1, 1, 0.01],
          [2.1, 0.4, 0.006],
        ],
        0.5,
      );
      addVoice(out, 0, { wave: 'sine', pitch: 600, length: 0.06, gain: 0.3, env: pluck(0.0008, 0.01) });
      addNoise(out, 0, {
        seed: 71,
        length: 0.004,
        gain: 0.35,
        env: pluck(0.0003, 0.001),
        filter: 'highpass',
        cutoff: 3000,
        q: 0.7,
      });
    },
  },
  // The classic two-note coin: B5 then a ringing E6.
  coin: {
    peak: 0.55,
    seconds: 1,
    draw(out) {
      addTone(out, 0, midi(83), [1, 0, 0.25], 0.075, 0.5, pad(0.002, 0.012));
      addTone(out, 0.075, midi(88), [1, 0.3, 0.12], 0.8, 0.5, pluck(0.002, 0.16));
    },
  },
  // A rising marimba arpeggio landing on a warm C major chord with a bell on top.
  win: {
    peak: 0.7,
    seconds: 2.4,
    draw(out) {
      [72, 76, 79, 84].forEach((note, i) => addStrike(out, i * 0.11, midi(note), MARIMBA, 0.4));
      const chordAt = 0.48;
      for (const note of [60, 64, 67, 72, 76]) {
        addTone(out, chordAt, midi(note), [1, 0.3, 0.1], 1.3, 0.07, pad(0.03, 0.7));
      }
      addTone(out, chordAt, midi(48), [1, 0.4], 1.2, 0.18, pluck(0.01, 0.35));
      addStrike(out, chordAt, midi(88), BELL, 0.3);
      addStrike(out, chordAt + 0.12, midi(91), BELL, 0.22);
      addStrike(out, chordAt + 0.24, midi(96), BELL, 0.2);
      addNoise(out, chordAt, {
        seed: 91,
        length: 0.8,
        gain: 0.08,
        env: pluck(0.02, 0.2),
        filter: 'highpass',
        cutoff: 7500,
        q: 0.7,
      });
    },
  },
  // A gentle "wah wah wah waaah": four falling muted-brass notes, the last with vibrato.
  lose: {
    peak: 0.42,
    seconds: 2,
    draw(out) {
      const brass = [1, 0.55, 0.3, 0.15, 0.07];
      [67, 66, 65].forEach((note, i) => addTone(out, i * 0.3, midi(note - 12), brass, 0.27, 0.25, pad(0.03, 0.09)));
      addTone(out, 0.9, midi(52), brass, 0.85, 0.25, pad(0.03, 0.35), { depth: 0.35, rate: 5.5, delay: 0.12 });
    },
  },
  // One clock tick: a woodblock with a bright edge. The sprite gives it a whole second to loop on.
  tick: {
    peak: 0.55,
    seconds: 0.2,
    draw(out) {
      addStrike(
        out,
        0,
        2000,
        [
          [1, 1, 0.008],
          [2.7, 0.5, 0.005],
        ],
        0.5,
      );
      addStrike(
        out,
        0,
        900,
        [
          [1, 1, 0.02],
          [2.4, 0.3, 0.01],
        ],
        0.4,
      );
      addNoise(out, 0, {
        seed: 111,
        length: 0.003,
        gain: 0.3,
        env: pluck(0.0003, 0.001),
        filter: 'highpass',
        cutoff: 2500,
        q: 0.7,
      });
    },
  },
};

/** One effect, rendered at `rate` and normalised (not yet trimmed). */
export function renderEffect(name: EffectName, rate: number): Track {
  const recipe = RECIPES[name];
  const out = track(rate, recipe.seconds);
  recipe.draw(out);
  normalise(out, recipe.peak);
  return out;
}
