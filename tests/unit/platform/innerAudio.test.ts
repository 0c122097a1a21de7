// The sound bank's sprites on a mini-game's inner audio contexts (a fake `wx` from WeChat's documentation):
// the file's load and failure, a piece played from its offset and stopped at its end, a looping piece sent
// back to its start, pause and resume where it was, a burst beyond the pool taking the oldest voice, and mute.
import { describe, expect, it } from 'vitest';
import { innerAudio } from '../../../src/platform/innerAudio';
import { memoryDevice } from '../../../src/platform/memoryDevice';
import { createFakeMiniGameSystem } from './fakes/fakeMiniGameSystem';

const SPRITE = { click: [1000, 200], music: [5000, 3000, true] } as Record<
  string,
  [number, number] | [number, number, boolean]
>;

function setup(files = ['audio/sfx.mp3'], voices?: number) {
  const wx = createFakeMiniGameSystem({ files });
  const device = memoryDevice();
  const backend = innerAudio(wx.api, device.timers, voices);
  const events: string[] = [];
  const howl = backend.createHowl({
    src: 'audio/sfx.mp3',
    sprite: SPRITE,
    volume: 0.8,
    onload: () => events.push('load'),
    onloaderror: (error) => events.push(`error ${(error as { errCode: number }).errCode}`),
  });
  return { wx, device, backend, howl, events };
}

describe('innerAudio', () => {
  it('says the file loaded once a context can play it, or failed with the runtime error', async () => {
    const ok = setup();
    await Promise.resolve();
    expect(ok.events).toEqual(['load']);
    const bad = setup([]);
    await Promise.resolve();
    expect(bad.events).toEqual(['error 10003']);
    // A file that failed plays nothing (and throws nothing).
    expect(bad.howl.play('click')).toBe(0);
  });

  it('plays a piece from its offset and stops it when its time is up, freeing the voice', async () => {
    const { wx, device, howl } = setup();
    await Promise.resolve();
    const id = howl.play('click');
    expect(id).toBeGreaterThan(0);
    const voice = wx.audio[0]!;
    expect(voice.calls).toEqual(['seek 1', 'play@1']);
    expect(voice.volume).toBe(0.8);
    device.advance(199);
    expect(voice.paused).toBe(false);
    device.advance(1);
    expect(voice.paused).toBe(true);
    // The next sound takes the same (free) context.
    howl.play('click');
    expect(wx.audio).toHaveLength(1);
    expect(howl.play('nothing')).toBe(0);
  });

  it('sends a looping piece back to its start at its end, and resumes a paused one where it was', async () => {
    const { wx, device, howl } = setup();
    await Promise.resolve();
    const id = howl.play('music');
    const voice = wx.audio[0]!;
    device.advance(3000);
    expect(voice.calls.slice(-2)).toEqual(['seek 5', 'play@5']);
    device.advance(1200);
    howl.pause(id);
    expect(voice.paused).toBe(true);
    device.advance(10_000);
    expect(voice.paused).toBe(true);
    howl.play(id);
    expect(voice.calls.slice(-2)).toEqual(['seek 6.2', 'play@6.2']);
    device.advance(1800);
    expect(voice.calls.slice(-2)).toEqual(['seek 5', 'play@5']);
    howl.stop();
    expect(voice.paused).toBe(true);
  });

  it('plays a burst on several contexts, up to the pool, then cuts the oldest short (never the music)', async () => {
    const { wx, device, howl } = setup(['audio/sfx.mp3'], 3);
    await Promise.resolve();
    howl.play('music');
    device.advance(10);
    const first = howl.play('click');
    device.advance(10);
    howl.play('click');
    expect(wx.audio).toHaveLength(3);
    device.advance(10);
    const fourth = howl.play('click');
    expect(fourth).toBeGreaterThan(first);
    expect(wx.audio).toHaveLength(3);
    // The music's context was not taken: it still plays; the first click's was stopped and reused.
    expect(wx.audio[0]!.paused).toBe(false);
    expect(wx.audio[1]!.calls).toContain('stop');
  });

  it('mutes every context of every file at once, and new ones start muted', async () => {
    const { wx, backend, howl } = setup();
    await Promise.resolve();
    howl.play('music');
    backend.muteAll(true);
    expect(wx.audio[0]!.volume).toBe(0);
    howl.play('click');
    expect(wx.audio[1]!.volume).toBe(0);
    backend.muteAll(false);
    expect(wx.audio.map((a) => a.volume)).toEqual([0.8, 0.8]);
  });
});
