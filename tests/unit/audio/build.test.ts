// The synthesised audio: every effect is in the sprite, the committed files are what the script makes,
// and the synthesis gives the same bytes on every run.
import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EFFECT_NAMES } from '../../../src/audio/effects';
import { encodeMp3 } from '../../../scripts/audio/encode';
import { MUSIC_KBPS, MUSIC_RATE, musicLoopWindow, renderMusic, renderMusicLoop } from '../../../scripts/audio/music';
import { EFFECTS_KBPS, renderEffectsSprite } from '../../../scripts/audio/sprite';
import { toWav } from '../../../scripts/audio/synth';

const asset = (name: string) => new URL(`../../../assets/audio/${name}`, import.meta.url);
const committedSprite = JSON.parse(readFileSync(asset('effects.json'), 'utf8')) as Record<string, [number, number]>;

describe('the effects sprite', () => {
  it('has every effect name, in order, without overlaps', () => {
    expect(Object.keys(committedSprite)).toEqual([...EFFECT_NAMES]);
    let end = 0;
    for (const name of EFFECT_NAMES) {
      const [offset, duration] = committedSprite[name]!;
      expect(offset, name).toBeGreaterThanOrEqual(end);
      expect(duration, name).toBeGreaterThan(40);
      expect(duration, name).toBeLessThan(2600);
      end = offset + duration;
    }
    // The tick loops once a second.
    expect(committedSprite.tick![1]).toBe(1000);
  });

  // Encoding the whole sprite takes a second or two (more on a busy machine).
  it(
    'the committed effects are what npm run audio makes (regenerate after changing a sound)',
    { timeout: 30_000 },
    () => {
      const sprite = renderEffectsSprite();
      expect(sprite.sprite).toEqual(committedSprite);
      const mp3 = encodeMp3(sprite.track, EFFECTS_KBPS);
      expect(Buffer.from(mp3).equals(readFileSync(asset('effects.mp3')))).toBe(true);
    },
  );

  it('is small: one compressed file', () => {
    expect(statSync(asset('effects.mp3')).size).toBeLessThan(150 * 1024);
    expect(statSync(asset('music.mp3')).size).toBeLessThan(500 * 1024);
    // An MPEG audio frame sync at the start.
    const head = readFileSync(asset('music.mp3')).subarray(0, 2);
    expect(head[0]).toBe(0xff);
    expect(head[1]! & 0xe0).toBe(0xe0);
  });
});

describe('the music', () => {
  it('the committed loop window is the one the script makes, 20 to 40 s long', () => {
    const committed = JSON.parse(readFileSync(asset('music.json'), 'utf8')) as { loop: [number, number] };
    expect(committed.loop).toEqual(musicLoopWindow());
    expect(committed.loop[1]).toBeGreaterThanOrEqual(20_000);
    expect(committed.loop[1]).toBeLessThanOrEqual(40_000);
  });

  it('is padded with its own end and start, so the loop window is seamless', () => {
    const music = renderMusic(2);
    const loop = renderMusicLoop(2);
    const pad = Math.round(0.5 * MUSIC_RATE);
    const n = loop.data.length;
    expect(music.track.data.length).toBe(n + 2 * pad);
    for (const i of [0, 1, 100, pad - 1]) {
      // Before the loop: its end; after it: its start.
      expect(music.track.data[i]).toBe(loop.data[n - pad + i]);
      expect(music.track.data[pad + n + i]).toBe(loop.data[i]);
    }
    // Notes ringing past the end wrap round to the start: the first samples are not silent.
    expect(Math.max(...loop.data.subarray(0, 50).map(Math.abs))).toBeGreaterThan(0);
  });

  it('the synthesis and the encoding give the same bytes on every run', { timeout: 30_000 }, () => {
    const once = () => encodeMp3(renderMusic(1).track, MUSIC_KBPS);
    const a = once();
    const b = once();
    expect(a.length).toBeGreaterThan(1000);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(Buffer.from(toWav(renderMusicLoop(1))).equals(Buffer.from(toWav(renderMusicLoop(1))))).toBe(true);
  });
});
