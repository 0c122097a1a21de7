// Short sound effects synthesised in code as 16-bit mono WAV files: no downloaded assets.

/** One effect: a tone gliding from `from` to `to` Hz with a quick attack and an exponential decay. */
export interface ToneSpec {
  from: number;
  to: number;
  ms: number;
  wave: 'sine' | 'square' | 'triangle' | 'noise';
  volume: number;
  /** Optional second tone started `delayMs` later (chords, two-note jingles). */
  then?: ToneSpec & { delayMs: number };
}

const RATE = 22050;

function sample(wave: ToneSpec['wave'], phase: number): number {
  switch (wave) {
    case 'sine':
      return Math.sin(phase);
    case 'square':
      return Math.sign(Math.sin(phase)) * 0.6;
    case 'triangle':
      return (2 / Math.PI) * Math.asin(Math.sin(phase));
    case 'noise':
      return Math.random() * 2 - 1;
  }
}

function render(spec: ToneSpec, out: Float32Array, offset: number): void {
  const n = Math.floor((spec.ms / 1000) * RATE);
  let phase = 0;
  for (let i = 0; i < n && offset + i < out.length; i++) {
    const t = i / n;
    const freq = spec.from + (spec.to - spec.from) * t;
    phase += (2 * Math.PI * freq) / RATE;
    const envelope = Math.min(1, i / (RATE * 0.004)) * Math.exp(-4 * t);
    out[offset + i]! += sample(spec.wave, phase) * envelope * spec.volume;
  }
  if (spec.then) render(spec.then, out, offset + Math.floor((spec.then.delayMs / 1000) * RATE));
}

function totalMs(spec: ToneSpec): number {
  return Math.max(spec.ms, spec.then ? spec.then.delayMs + totalMs(spec.then) : 0);
}

/** The effect as a complete WAV file. */
export function synthesiseWav(spec: ToneSpec): Uint8Array {
  const samples = new Float32Array(Math.ceil((totalMs(spec) / 1000) * RATE));
  render(spec, samples, 0);
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const text = (at: number, s: string) => [...s].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, RATE, true);
  view.setUint32(28, RATE * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((v, i) => view.setInt16(44 + i * 2, Math.max(-1, Math.min(1, v)) * 0x7fff, true));
  return bytes;
}

/** The WAV as a data URI that howler can load. */
export function wavDataUri(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:audio/wav;base64,${btoa(binary)}`;
}
