// The web device's audio: howler, fetched as its own chunk on the first sound.
import type * as HowlerTypes from 'howler';
import type { AudioBackend } from './audioBackend';

type HowlerModule = typeof HowlerTypes;
let howler: HowlerModule | null = null;

/** howler, loaded on the first sound (a tap unlocks audio; nothing sounds before it anyway). */
export const howlerAudio: AudioBackend = {
  prepare: async () => {
    howler ??= await import('howler');
  },
  createHowl: (o) => {
    if (!howler) throw new Error('howler is not loaded');
    return new howler.Howl({
      src: [o.src],
      format: ['mp3'],
      sprite: o.sprite,
      volume: o.volume,
      preload: true,
      onload: o.onload,
      onloaderror: (_id, error) => o.onloaderror(error),
    });
  },
  muteAll: (muted) => {
    howler?.Howler.mute(muted);
  },
  resumeContext: () => {
    const ctx = (howler?.Howler as { ctx?: AudioContext } | undefined)?.ctx;
    if (ctx && ctx.state !== 'running') ctx.resume().catch(() => undefined);
  },
};
