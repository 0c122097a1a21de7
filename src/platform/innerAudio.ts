// The game's audio on a mini-game runtime, from its InnerAudioContext (wx.createInnerAudioContext, "小游戏 API"
// media/audio): the sound bank's sprite sounds (one file cut into named pieces) played by a small pool of
// contexts. A context plays one piece at a time: it seeks to the piece's start, plays, and is stopped (or, for a
// looping piece, sent back to its start) when the piece's time is up, by the device's timers. A context only
// plays its whole file in a loop, so a piece's end is the game's to keep. No gesture is needed to start sound
// there, so resuming a context is nothing.
import type { AudioBackend, HowlLike, HowlOptions } from './audioBackend';
import type { DeviceTimers } from './device';
import type { MiniGameInnerAudioContext, MiniGameSystemApi } from './miniGameSystemApi';
import { packagePath } from './miniGameEnvironment';

/** How many pieces of one file may sound at once (a burst of screws). */
export const INNER_AUDIO_VOICES = 6;

interface Voice {
  context: MiniGameInnerAudioContext;
  /** The sound playing on it (0: free). */
  id: number;
  piece: { offset: number; duration: number; loop: boolean } | null;
  /** When its current stretch started, and how far into the piece it was then (ms). */
  startedAt: number;
  playedBefore: number;
  paused: boolean;
  timer: unknown;
}

/** The inner audio backend: every Howl it made, muted together. */
export function innerAudio(
  api: Pick<MiniGameSystemApi, 'createInnerAudioContext'>,
  timers: DeviceTimers,
  voices = INNER_AUDIO_VOICES,
): AudioBackend {
  const howls = new Set<{ setMuted(muted: boolean): void }>();
  let muted = false;
  return {
    createHowl(options) {
      const howl = innerHowl(api, timers, options, voices, () => muted);
      howls.add(howl);
      return howl;
    },
    muteAll(next) {
      muted = next;
      for (const howl of howls) howl.setMuted(next);
    },
    resumeContext: () => undefined,
  };
}

function innerHowl(
  api: Pick<MiniGameSystemApi, 'createInnerAudioContext'>,
  timers: DeviceTimers,
  options: HowlOptions,
  most: number,
  isMuted: () => boolean,
): HowlLike & { setMuted(muted: boolean): void } {
  const pool: Voice[] = [];
  let nextId = 1;
  let loaded: boolean | null = null;

  const newVoice = (): Voice => {
    const context = api.createInnerAudioContext();
    // The build addresses its files in the package (minigame://package/…); the context takes a package path.
    context.src = packagePath(options.src) ?? options.src;
    context.volume = isMuted() ? 0 : options.volume;
    const voice: Voice = { context, id: 0, piece: null, startedAt: 0, playedBefore: 0, paused: false, timer: null };
    pool.push(voice);
    return voice;
  };

  // The first context tells whether the file loads; the pool's others only play it.
  const first = newVoice();
  first.context.onCanplay(() => {
    if (loaded !== null) return;
    loaded = true;
    options.onload();
  });
  first.context.onError((error) => {
    if (loaded !== null) return;
    loaded = false;
    options.onloaderror(error);
  });

  const release = (voice: Voice) => {
    timers.clearTimeout(voice.timer);
    voice.timer = null;
    voice.id = 0;
    voice.piece = null;
    voice.paused = false;
  };

  /** Plays the voice's piece from `into` ms, and arranges its end. */
  const run = (voice: Voice, into: number) => {
    const piece = voice.piece;
    if (!piece) return;
    const at = (piece.offset + into) / 1000;
    voice.context.startTime = at;
    voice.context.seek(at);
    voice.context.play();
    voice.startedAt = timers.now();
    voice.playedBefore = into;
    voice.paused = false;
    timers.clearTimeout(voice.timer);
    voice.timer = timers.setTimeout(
      () => {
        if (piece.loop) {
          run(voice, 0);
          return;
        }
        voice.context.stop();
        release(voice);
      },
      Math.max(0, piece.duration - into),
    );
  };

  const voiceOf = (id: number) => pool.find((voice) => voice.id === id && id !== 0);

  /** A free voice, a new one while the pool may grow, else the one playing longest (never a loop). */
  const freeVoice = (): Voice | null => {
    const free = pool.find((voice) => voice.id === 0);
    if (free) return free;
    if (pool.length < most) return newVoice();
    const oldest = pool.filter((voice) => !voice.piece?.loop).sort((a, b) => a.startedAt - b.startedAt)[0];
    if (!oldest) return null;
    oldest.context.stop();
    release(oldest);
    return oldest;
  };

  return {
    play(spriteOrId) {
      if (typeof spriteOrId === 'number') {
        const voice = voiceOf(spriteOrId);
        if (voice?.paused && voice.piece) run(voice, voice.playedBefore);
        return spriteOrId;
      }
      const sprite = options.sprite[spriteOrId];
      if (!sprite || loaded === false) return 0;
      const voice = freeVoice();
      if (!voice) return 0;
      voice.id = nextId++;
      voice.piece = { offset: sprite[0], duration: sprite[1], loop: sprite[2] === true };
      run(voice, 0);
      return voice.id;
    },
    pause(id) {
      const voice = voiceOf(id);
      if (!voice || voice.paused || !voice.piece) return;
      voice.context.pause();
      timers.clearTimeout(voice.timer);
      voice.timer = null;
      const played = voice.playedBefore + (timers.now() - voice.startedAt);
      voice.playedBefore = voice.piece.loop ? played % Math.max(1, voice.piece.duration) : played;
      voice.paused = true;
    },
    stop(id) {
      for (const voice of pool) {
        if (voice.id === 0 || (id !== undefined && voice.id !== id)) continue;
        voice.context.stop();
        release(voice);
      }
    },
    setMuted(next) {
      for (const voice of pool) voice.context.volume = next ? 0 : options.volume;
    },
  };
}
