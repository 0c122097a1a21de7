import { describe, expect, it, vi } from 'vitest';
import { effectsFor } from '../../../src/audio/effects';
import { SoundBank } from '../../../src/audio/soundBank';
import { synthesiseWav } from '../../../src/audio/synth';

vi.mock('howler', () => ({ Howl: class {}, Howler: { mute: vi.fn() } }));

describe('sound effects', () => {
  it('a rejected tap (covered, or no room) plays the empty sound; a move plays the unscrew', () => {
    expect(effectsFor([{ type: 'Rejected', screwId: 'a.0', reason: 'covered' }])).toEqual(['empty']);
    expect(effectsFor([{ type: 'Rejected', screwId: 'a.0', reason: 'no-room' }])).toEqual(['empty']);
    expect(
      effectsFor([
        { type: 'ScrewToBox', screwId: 'a.0', boardId: 'a', boxUid: 1, position: 0, slot: 2 },
        { type: 'BoardFreed', boardId: 'a' },
        { type: 'BoxFilled', boxUid: 1, position: 0, colour: 1 },
      ]),
    ).toEqual(['unscrew', 'boardFall', 'boxDone']);
  });

  it('synthesises a playable 16-bit mono WAV', () => {
    const wav = synthesiseWav({ from: 440, to: 440, ms: 100, wave: 'sine', volume: 0.5 });
    const text = (a: number, n: number) => String.fromCharCode(...wav.subarray(a, a + n));
    expect(text(0, 4)).toBe('RIFF');
    expect(text(8, 4)).toBe('WAVE');
    expect(wav.length).toBe(44 + Math.ceil(0.1 * 22050) * 2);
    expect(wav.subarray(44).some((b) => b !== 0)).toBe(true);
  });

  it('is silent while sound is off or the tab is hidden, and plays again after', () => {
    const played: string[] = [];
    const bank = new SoundBank((src) => ({ play: () => played.push(src.slice(0, 14)) }));
    bank.setEnabled(false);
    bank.play('empty');
    bank.setEnabled(true);
    bank.setHidden(true);
    bank.play('empty');
    expect(played).toHaveLength(0);
    bank.setHidden(false);
    bank.play('empty');
    expect(played).toEqual(['data:audio/wav']);
  });
});
