// A small deterministic synthesiser: oscillators, envelopes, filters and a seeded noise source that
// write into Float32Array sample buffers. Everything the game plays is made here (no downloaded
// assets); the same code gives the same samples on every run and machine (V8's Math is fdlibm).

/** A mono sample buffer and its rate. */
export interface Track {
  readonly rate: number;
  readonly data: Float32Array;
}

export function track(rate: number, seconds: number): Track {
  return { rate, data: new Float32Array(Math.ceil(seconds * rate)) };
}

/** mulberry32: a seeded generator, so "noise" is the same on every run. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Equal-tempered frequency of a MIDI note (69 = A4 = 440 Hz). */
export function midi(note: number): number {
  return 440 * Math.pow(2, (note - 69) / 12);
}

export type Wave = 'sine' | 'triangle' | 'square' | 'saw';

function wave(kind: Wave, phase: number): number {
  // phase in cycles, [0, 1)
  switch (kind) {
    case 'sine':
      return Math.sin(2 * Math.PI * phase);
    case 'triangle':
      return 1 - 4 * Math.abs(phase - 0.5);
    case 'square':
      return phase < 0.5 ? 1 : -1;
    case 'saw':
      return 2 * phase - 1;
  }
}

/** Amplitude over time (seconds from the note's start, and its length) → gain. */
export type Envelope = (t: number, length: number) => number;

/** A quick linear attack then an exponential decay with time constant `decay` seconds. */
export function pluck(attack: number, decay: number): Envelope {
  return (t) => (t < attack ? t / attack : Math.exp(-(t - attack) / decay));
}

/** Attack, hold at 1, and a linear release over the last `release` seconds of the note. */
export function pad(attack: number, release: number): Envelope {
  return (t, length) => Math.min(1, t / attack, Math.max(0, (length - t) / release));
}

/** Frequency over time (seconds) → Hz. */
export type Pitch = number | ((t: number) => number);

export interface Voice {
  wave: Wave;
  pitch: Pitch;
  /** Seconds. */
  length: number;
  gain: number;
  env: Envelope;
  /** Vibrato depth in semitones and rate in Hz. */
  vibrato?: { depth: number; rate: number; delay?: number };
}

/** Adds a voice to the track at `start` seconds. With `wrap`, samples past the end wrap to the start (loops). */
export function addVoice(out: Track, start: number, v: Voice, wrap = false): void {
  const from = Math.round(start * out.rate);
  const n = Math.round(v.length * out.rate);
  const len = out.data.length;
  let phase = 0;
  for (let i = 0; i < n; i++) {
    let at = from + i;
    if (wrap) at %= len;
    else if (at >= len) break;
    const t = i / out.rate;
    let f = typeof v.pitch === 'number' ? v.pitch : v.pitch(t);
    if (v.vibrato && t >= (v.vibrato.delay ?? 0)) {
      f *= Math.pow(2, (v.vibrato.depth * Math.sin(2 * Math.PI * v.vibrato.rate * t)) / 12);
    }
    out.data[at]! += wave(v.wave, phase) * v.env(t, v.length) * v.gain;
    phase += f / out.rate;
    phase -= Math.floor(phase);
  }
}

/**
 * A struck, ringing object made of partials (modal synthesis): bells, chimes, wood and metal.
 * Each partial is [frequency ratio, relative gain, decay seconds].
 */
export function addStrike(
  out: Track,
  start: number,
  base: number,
  partials: readonly (readonly [number, number, number])[],
  gain: number,
  wrap = false,
): void {
  for (const [ratio, g, decay] of partials) {
    addVoice(
      out,
      start,
      { wave: 'sine', pitch: base * ratio, length: decay * 6, gain: gain * g, env: pluck(0.001, decay) },
      wrap,
    );
  }
}

/** RBJ biquad coefficients. */
interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

function biquad(kind: 'lowpass' | 'highpass' | 'bandpass', freq: number, q: number, rate: number): Biquad {
  const w = (2 * Math.PI * Math.min(freq, rate * 0.45)) / rate;
  const alpha = Math.sin(w) / (2 * q);
  const cos = Math.cos(w);
  const a0 = 1 + alpha;
  let b0: number;
  let b1: number;
  let b2: number;
  if (kind === 'lowpass') {
    b0 = (1 - cos) / 2;
    b1 = 1 - cos;
    b2 = b0;
  } else if (kind === 'highpass') {
    b0 = (1 + cos) / 2;
    b1 = -(1 + cos);
    b2 = b0;
  } else {
    b0 = alpha;
    b1 = 0;
    b2 = -alpha;
  }
  return { b0: b0 / a0, b1: b1 / a0, b2: b2 / a0, a1: (-2 * cos) / a0, a2: (1 - alpha) / a0 };
}

export interface Noise {
  seed: number;
  length: number;
  gain: number;
  env: Envelope;
  filter: 'lowpass' | 'highpass' | 'bandpass';
  /** Filter frequency over time (seconds) → Hz. */
  cutoff: Pitch;
  q: number;
}

/** Adds filtered noise (whooshes, shakers, thumps, clicks) at `start` seconds. */
export function addNoise(out: Track, start: number, v: Noise, wrap = false): void {
  const random = rng(v.seed);
  const from = Math.round(start * out.rate);
  const n = Math.round(v.length * out.rate);
  const len = out.data.length;
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  let c = biquad(v.filter, typeof v.cutoff === 'number' ? v.cutoff : v.cutoff(0), v.q, out.rate);
  for (let i = 0; i < n; i++) {
    let at = from + i;
    if (wrap) at %= len;
    else if (at >= len) break;
    const t = i / out.rate;
    if (typeof v.cutoff !== 'number' && i % 32 === 0) c = biquad(v.filter, v.cutoff(t), v.q, out.rate);
    const x = random() * 2 - 1;
    const y = c.b0 * x + c.b1 * x1 + c.b2 * x2 - c.a1 * y1 - c.a2 * y2;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    out.data[at]! += y * v.env(t, v.length) * v.gain;
  }
}

/** A one-pole low-pass over the whole track (softens the music's upper end). */
export function smooth(t: Track, cutoff: number): void {
  const k = 1 - Math.exp((-2 * Math.PI * cutoff) / t.rate);
  let y = 0;
  for (let i = 0; i < t.data.length; i++) {
    y += k * (t.data[i]! - y);
    t.data[i] = y;
  }
}

/** Scales the track so its loudest sample is `peak`. */
export function normalise(t: Track, peak: number): void {
  let max = 0;
  for (const v of t.data) max = Math.max(max, Math.abs(v));
  if (max === 0) return;
  const k = peak / max;
  for (let i = 0; i < t.data.length; i++) t.data[i]! *= k;
}

/** Short linear fades at both ends so a sound never starts or stops with a click. */
export function fadeEnds(t: Track, seconds: number): void {
  const n = Math.min(Math.round(seconds * t.rate), Math.floor(t.data.length / 2));
  for (let i = 0; i < n; i++) {
    const k = i / n;
    t.data[i]! *= k;
    t.data[t.data.length - 1 - i]! *= k;
  }
}

/** Seconds from the start to just after the last sample louder than `floor`. */
export function audibleLength(t: Track, floor = 0.002): number {
  for (let i = t.data.length - 1; i >= 0; i--) if (Math.abs(t.data[i]!) > floor) return (i + 1) / t.rate;
  return 0;
}

/** 16-bit PCM, clipped. */
export function toPcm16(t: Track): Int16Array {
  const pcm = new Int16Array(t.data.length);
  for (let i = 0; i < t.data.length; i++) {
    const v = Math.max(-1, Math.min(1, t.data[i]!));
    pcm[i] = Math.round(v * 32767);
  }
  return pcm;
}

/** The track as a 16-bit mono WAV file (previews and tests). */
export function toWav(t: Track): Uint8Array {
  const pcm = toPcm16(t);
  const bytes = new Uint8Array(44 + pcm.length * 2);
  const view = new DataView(bytes.buffer);
  const text = (at: number, s: string) => [...s].forEach((ch, i) => view.setUint8(at + i, ch.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + pcm.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, t.rate, true);
  view.setUint32(28, t.rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, pcm.length * 2, true);
  pcm.forEach((v, i) => view.setInt16(44 + i * 2, v, true));
  return bytes;
}
