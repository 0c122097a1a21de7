// The effects sprite: every effect in one track, each after a short silence, and a map of where
// each one is in the decoded file, in milliseconds, as howler's sprite option takes it.
import { EFFECT_NAMES, type EffectName } from '../../src/audio/effects';
import { renderEffect } from './effectSounds';
import { MP3_DELAY_SAMPLES } from './encode';
import { audibleLength, type Track } from './synth';

export const EFFECTS_RATE = 44100;
export const EFFECTS_KBPS = 64;
/** Silence between two effects (s): longer than the decoder delay, so a sprite entry never clips the next one. */
const GAP = 0.12;
/** Each entry starts this early and ends this late (ms), for decoders that place samples a little differently. */
const MARGIN_MS = 5;
/** The tick's entry is exactly one second long: the countdown loops it once a second. */
const TICK_MS = 1000;

export type SpriteMap = Record<EffectName, [offsetMs: number, durationMs: number]>;

export interface EffectsSprite {
  track: Track;
  sprite: SpriteMap;
}

/** All effects in one track, in EFFECT_NAMES order, with their sprite map. */
export function renderEffectsSprite(rate = EFFECTS_RATE, delaySamples = MP3_DELAY_SAMPLES): EffectsSprite {
  const parts = EFFECT_NAMES.map((name) => {
    const t = renderEffect(name, rate);
    const audible = Math.min(t.data.length, Math.ceil((audibleLength(t) + 0.01) * rate));
    const length = name === 'tick' ? (TICK_MS / 1000) * rate : audible;
    if (audible > length) throw new Error(`${name} is longer than its slot`);
    const data = new Float32Array(length);
    data.set(t.data.subarray(0, audible));
    // A 10 ms fade where the ring-out is cut.
    const fade = Math.min(audible, Math.round(0.01 * rate));
    for (let i = 0; i < fade; i++) data[audible - 1 - i]! *= i / fade;
    return { name, data };
  });
  const gap = Math.round(GAP * rate);
  const total = parts.reduce((n, p) => n + gap + p.data.length, 0) + gap;
  const out = new Float32Array(total);
  const sprite = {} as SpriteMap;
  let at = gap;
  const ms = (samples: number) => Math.round((samples / rate) * 1000 * 1000) / 1000;
  for (const { name, data } of parts) {
    out.set(data, at);
    if (name === 'tick') {
      // Exactly one second from just before the tick: looped, it ticks once a second.
      sprite[name] = [ms(at + delaySamples) - MARGIN_MS, TICK_MS];
    } else {
      sprite[name] = [ms(at + delaySamples) - MARGIN_MS, ms(data.length) + 2 * MARGIN_MS];
    }
    at += data.length + gap;
  }
  for (const entry of Object.values(sprite)) {
    entry[0] = Math.round(entry[0]);
    entry[1] = Math.round(entry[1]);
  }
  return { track: { rate, data: out }, sprite };
}
