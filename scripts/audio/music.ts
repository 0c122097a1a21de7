// The music loop for the menu and the game: a gentle, light tune in C major at 100 BPM, 16 bars
// (38.4 s). Pads, a plucked bass, a marimba melody and soft percussion. Every note is written into a
// circular buffer (tails past the end wrap to the start), so the loop point is seamless.
import { MP3_DELAY_SAMPLES } from './encode';
import { addNoise, addStrike, addVoice, midi, normalise, pad, pluck, rng, track, type Track } from './synth';

export const MUSIC_RATE = 22050;
export const MUSIC_KBPS = 48;
const BPM = 100;
const BEAT = 60 / BPM;
const BAR = 4 * BEAT;

/** Chord per bar: pad notes (MIDI) and the bass root. */
interface Chord {
  notes: readonly number[];
  bass: number;
}
const C: Chord = { notes: [60, 64, 67], bass: 48 };
const Am: Chord = { notes: [57, 60, 64], bass: 45 };
const F: Chord = { notes: [57, 60, 65], bass: 41 };
const G: Chord = { notes: [55, 59, 62], bass: 43 };
const Dm: Chord = { notes: [57, 62, 65], bass: 50 };
const Em: Chord = { notes: [55, 59, 64], bass: 52 };

const CHORDS: readonly Chord[] = [C, Am, F, G, C, Am, Dm, G, F, G, Em, Am, F, G, C, G];

/** Melody per bar: [beat in the bar, MIDI note]. The last bar leads back into the first. */
const MELODY: readonly (readonly [number, number][])[] = [
  [
    [0, 76],
    [1, 79],
    [1.5, 81],
    [2, 79],
    [3, 76],
  ],
  [
    [0, 72],
    [1, 76],
    [2, 74],
    [2.5, 72],
    [3, 69],
  ],
  [
    [0, 72],
    [0.5, 74],
    [1, 77],
    [2, 76],
    [3, 74],
  ],
  [
    [0, 74],
    [1, 71],
    [2, 67],
    [3, 74],
    [3.5, 76],
  ],
  [
    [0, 76],
    [1, 79],
    [1.5, 81],
    [2, 84],
    [3, 81],
  ],
  [
    [0, 79],
    [1, 76],
    [2, 72],
    [3, 76],
  ],
  [
    [0, 77],
    [1, 76],
    [1.5, 74],
    [2, 72],
    [3, 74],
  ],
  [
    [0, 71],
    [1, 74],
    [2, 79],
  ],
  [
    [0, 81],
    [1.5, 79],
    [2, 77],
    [3, 76],
  ],
  [
    [0, 74],
    [1.5, 76],
    [2, 79],
    [3, 83],
  ],
  [
    [0, 79],
    [1, 76],
    [2, 71],
    [3, 76],
  ],
  [
    [0, 72],
    [1, 76],
    [2, 81],
    [3, 79],
  ],
  [
    [0, 77],
    [0.5, 79],
    [1, 81],
    [2, 84],
    [3, 81],
  ],
  [
    [0, 79],
    [1, 77],
    [2, 74],
    [3, 71],
  ],
  [
    [0, 72],
    [1, 76],
    [2, 79],
    [3, 84],
  ],
  [
    [0, 83],
    [1, 79],
    [2, 74],
    [2.5, 76],
    [3, 74],
  ],
];

const MARIMBA = [
  [1, 1, 0.32],
  [3.93, 0.28, 0.05],
  [9.2, 0.05, 0.015],
] as const;

/** The loop itself, `bars` long (16 for the game; fewer for quick tests), seamless end to start. */
export function renderMusicLoop(bars = CHORDS.length, rate = MUSIC_RATE): Track {
  const out = track(rate, bars * BAR);
  // The buffer is exactly bars × BAR: 13230 samples a beat at 22050 Hz.
  if (out.data.length !== Math.round(bars * BAR * rate)) throw new Error('loop length is not whole samples');
  const random = rng(2024);
  const velocity = (base: number) => base * (0.88 + 0.24 * random());
  const wrap = true;

  for (let bar = 0; bar < bars; bar++) {
    const chord = CHORDS[bar % CHORDS.length]!;
    const start = bar * BAR;
    const secondHalf = bar % 16 >= 8;

    // Pad: the chord held across the bar, two slightly detuned triangles a note.
    for (const note of chord.notes) {
      for (const detune of [-0.04, 0.04]) {
        addVoice(
          out,
          start,
          {
            wave: 'triangle',
            pitch: midi(note + detune),
            length: BAR + 0.35,
            gain: 0.035,
            env: pad(0.35, 0.45),
          },
          wrap,
        );
      }
    }

    // Bass: root on 1 and 3, the fifth on the and-of-4.
    const bassNotes: [number, number, number][] = [
      [0, chord.bass, 1.2],
      [2, chord.bass, 1],
      [3.5, chord.bass + 7, 0.5],
    ];
    for (const [beat, note, beats] of bassNotes) {
      for (const [harmonic, g] of [
        [1, 1],
        [2, 0.4],
        [3, 0.12],
      ] as const) {
        addVoice(
          out,
          start + beat * BEAT,
          {
            wave: 'sine',
            pitch: midi(note) * harmonic,
            length: beats * BEAT,
            gain: velocity(0.2) * g,
            env: (t, length) => Math.min(t / 0.008, 1, (length - t) / 0.05) * Math.exp(-t / 0.45),
          },
          wrap,
        );
      }
    }

    // Melody on the marimba.
    for (const [beat, note] of MELODY[bar % MELODY.length]!) {
      addStrike(out, start + beat * BEAT, midi(note), MARIMBA, velocity(0.16), wrap);
    }

    // Second half: a soft bell arpeggio an octave up on the off-beats.
    if (secondHalf) {
      chord.notes.forEach((note, i) => {
        addVoice(
          out,
          start + (i * 2 + 1) * (BEAT / 2) + BEAT,
          { wave: 'sine', pitch: midi(note + 12), length: 0.9, gain: velocity(0.045), env: pluck(0.004, 0.25) },
          wrap,
        );
      });
    }

    // Percussion: a soft kick on 1 and 3, a rim click on 2 and 4, a shaker on every eighth.
    for (const beat of [0, 2]) {
      addVoice(
        out,
        start + beat * BEAT,
        {
          wave: 'sine',
          pitch: (t) => 48 + 62 * Math.exp(-t / 0.03),
          length: 0.25,
          gain: velocity(0.3),
          env: pluck(0.002, 0.08),
        },
        wrap,
      );
    }
    for (const beat of [1, 3]) {
      addNoise(
        out,
        start + beat * BEAT,
        {
          seed: 1000 + bar * 4 + beat,
          length: 0.06,
          gain: velocity(0.22),
          env: pluck(0.0008, 0.015),
          filter: 'bandpass',
          cutoff: 1900,
          q: 1.6,
        },
        wrap,
      );
    }
    for (let eighth = 0; eighth < 8; eighth++) {
      addNoise(
        out,
        start + eighth * (BEAT / 2),
        {
          seed: 2000 + bar * 8 + eighth,
          length: 0.07,
          gain: velocity(eighth % 2 ? 0.07 : 0.045),
          env: pluck(0.004, 0.018),
          filter: 'highpass',
          cutoff: 6500,
          q: 0.7,
        },
        wrap,
      );
    }
  }
  normalise(out, 0.85);
  return out;
}

export interface MusicFile {
  /** The loop with `pad` seconds of its own end before it and of its own start after it. */
  track: Track;
  /** Where the loop is in the decoded file (ms): any window of exactly the loop's length inside the padded part loops seamlessly. */
  loop: [offsetMs: number, durationMs: number];
}

/**
 * The music as it goes into music.mp3: the loop with a little of its end before it and of its
 * start after it, so that the loop window survives the decoder delay (and a decoder that strips it).
 */
export function renderMusic(bars = CHORDS.length, rate = MUSIC_RATE, padSeconds = 0.5): MusicFile {
  const loop = renderMusicLoop(bars, rate);
  const n = loop.data.length;
  const padN = Math.round(padSeconds * rate);
  const data = new Float32Array(n + 2 * padN);
  data.set(loop.data.subarray(n - padN), 0);
  data.set(loop.data, padN);
  data.set(loop.data.subarray(0, padN), padN + n);
  return { track: { rate, data }, loop: musicLoopWindow(bars, rate, padSeconds) };
}

/** Where renderMusic's loop is in the decoded MP3 (ms), without rendering it. */
export function musicLoopWindow(bars = CHORDS.length, rate = MUSIC_RATE, padSeconds = 0.5): [number, number] {
  const ms = (samples: number) => Math.round((samples / rate) * 1e6) / 1000;
  return [ms(Math.round(padSeconds * rate) + MP3_DELAY_SAMPLES), ms(Math.round(bars * BAR * rate))];
}
