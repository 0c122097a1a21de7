// The game's sound through the device's audio (howler on the web): the effects sprite, the music loop and the countdown's ticking.
// Nothing sounds before the first tap (unlock), while the tab is hidden or while an ad plays, and the
// sound and music settings apply at once.
import type { AudioBackend, HowlLike, Sprite } from '../platform/audioBackend';
import { device } from '../platform/currentDevice';
import effectsSprite from '../../assets/audio/effects.json';
import EFFECTS_URL from '../../assets/audio/effects.mp3?url';
import musicSprite from '../../assets/audio/music.json';
import MUSIC_URL from '../../assets/audio/music.mp3?url';
import { AUDIO, tickShouldPlay } from './config';
import type { EffectName } from './effects';

// The two sound files are fetched as files (`?url`: Vite emits them as hashed assets and gives their address,
// relative to the page on the web and a package path on a mini-game), not inlined into the bundle.

export type { AudioBackend, HowlFactory, HowlLike, HowlOptions, Sprite } from '../platform/audioBackend';

/** The effects sprite, with the tick marked as a loop (the countdown loops it once a second). */
export function effectsSpriteMap(): Sprite {
  const sprite: Sprite = {};
  for (const [name, [offset, duration]] of Object.entries(effectsSprite as Record<string, number[]>)) {
    sprite[name] = name === 'tick' ? [offset!, duration!, true] : [offset!, duration!];
  }
  return sprite;
}

const MUSIC_SPRITE: Sprite = { loop: [musicSprite.loop[0]!, musicSprite.loop[1]!, true] };

/** Subscribes a listener to every user gesture that may start audio (the device's, by default). */
export type GestureSource = (listener: () => void) => unknown;

/** What is sounding now (devtools and tests). */
export interface SoundStatus {
  unlocked: boolean;
  /** Hidden tab or an ad: everything is muted. */
  silenced: boolean;
  musicPlaying: boolean;
  ticking: boolean;
}

/**
 * The game's sounds. The app calls:
 * - `unlock()` on the first pointerdown (and may on every one: it is cheap and idempotent; the bank
 *   also listens for the device's gestures itself);
 * - `playMusic()` once the menu shows (the same loop plays in the menu and the game);
 * - `play(name)` per effect (see effectsFor and landingEffect);
 * - `updateTick(remainingMs, running)` whenever the countdown changes (or startTick/stopTick);
 * - `setEnabled(sound)`, `setMusicEnabled(music)` with the saved settings and on every change;
 * - `setHidden(document.hidden)` on visibilitychange, `setAdPlaying(on)` around every ad;
 * - `setHostMuted(muted)` when the host decides sound (YouTube Playables).
 */
export class SoundBank {
  private effects: HowlLike | null = null;
  private music: HowlLike | null = null;
  private loading: Promise<void> | null = null;
  private musicLoading: Promise<void> | null = null;
  private soundOn = true;
  private musicOn = true;
  private hidden = false;
  private adPlaying = false;
  private hostMuted = false;
  private unlocked = false;
  private musicWanted = false;
  private tickWanted = false;
  private musicId: number | null = null;
  private musicPlaying = false;
  private tickId: number | null = null;

  /**
   * `backend` is the device's audio by default (howler on the web). `gestures` (the device's by default):
   * the bank calls `unlock()` itself on every gesture it reports, so audio unlocks on the first tap even where
   * the app does not call it, and a context the system suspended resumes on the next tap.
   */
  constructor(
    private readonly backend: AudioBackend = device().audio,
    gestures: GestureSource | null = (listener) => device().onGesture(listener),
  ) {
    gestures?.(() => this.unlock());
  }

  /**
   * Starts fetching and decoding the effects, then the music; resolves when the effects are ready or have
   * failed (never rejects): the loading step (spec 9) does not wait for the music.
   */
  load(): Promise<void> {
    if (!this.loading) {
      const prepared = this.backend.prepare?.();
      this.loading = prepared
        ? prepared.then(
            () => {
              const ready = this.createHowls();
              // What was asked for while howler loaded (music, the ticking) starts now.
              this.sync();
              return ready;
            },
            (error: unknown) => console.warn('Audio could not load; playing without it.', error),
          )
        : this.createHowls();
    }
    return this.loading;
  }

  /**
   * The effects are the loading step; the music (four times their size) is fetched once they are in, so
   * the menu does not wait for it on a slow network, and it starts as soon as it loads when it is wanted
   * by then (howler plays a sound asked for while its file loads once the file is in).
   */
  private createHowls(): Promise<void> {
    const [effects, effectsReady] = this.createHowl(EFFECTS_URL, effectsSpriteMap(), AUDIO.effectsVolume);
    this.effects = effects;
    this.musicLoading = effectsReady.then(() => {
      const [music, musicReady] = this.createHowl(MUSIC_URL, MUSIC_SPRITE, AUDIO.musicVolume);
      this.music = music;
      this.sync();
      return musicReady;
    });
    return effectsReady;
  }

  /** Resolves when the music file has loaded or failed too (never rejects); `load()` does not wait for it. */
  musicLoaded(): Promise<void> {
    return this.load().then(() => this.musicLoading ?? undefined);
  }

  private createHowl(src: string, sprite: Sprite, volume: number): [HowlLike | null, Promise<void>] {
    let done = () => {};
    const ready = new Promise<void>((resolve) => (done = resolve));
    const failed = (error: unknown) => {
      console.warn(`Audio ${src} could not load; playing without it.`, error);
      done();
    };
    try {
      return [this.backend.createHowl({ src, sprite, volume, onload: () => done(), onloaderror: failed }), ready];
    } catch (error) {
      failed(error);
      return [null, ready];
    }
  }

  /** The first user gesture: audio may start (music waiting for it starts now). */
  unlock(): void {
    this.backend.resumeContext();
    if (this.unlocked) return;
    this.unlocked = true;
    void this.load();
    this.sync();
  }

  /** Plays an effect, unless sound is off, audio is not unlocked yet, the tab is hidden or an ad plays. */
  play(name: EffectName): void {
    if (!this.soundOn || !this.audible()) return;
    void this.load();
    try {
      this.effects?.play(name);
    } catch (error) {
      console.warn(`Sound ${name} could not play`, error);
    }
  }

  /** Starts the menu and game music loop (at once if allowed, else as soon as it is). */
  playMusic(): void {
    this.musicWanted = true;
    this.sync();
  }

  stopMusic(): void {
    this.musicWanted = false;
    if (this.musicId !== null) this.music?.stop(this.musicId);
    this.musicId = null;
    this.musicPlaying = false;
  }

  /** Starts the countdown's ticking loop (once a second until stopTick). */
  startTick(): void {
    this.tickWanted = true;
    this.sync();
  }

  stopTick(): void {
    this.tickWanted = false;
    this.sync();
  }

  /**
   * The countdown's state: ticks during the last `fromMs` (default the spec's 5 s) while it runs, stops at 0
   * or when it stops.
   */
  updateTick(remainingMs: number, running: boolean, fromMs: number = AUDIO.tickFromMs): void {
    if (tickShouldPlay(remainingMs, running, fromMs) !== this.tickWanted) {
      if (this.tickWanted) this.stopTick();
      else this.startTick();
    }
  }

  /** The sound setting (game_sound), applied at once: off stops every effect and the ticking. */
  setEnabled(on: boolean): void {
    this.soundOn = on;
    this.sync();
    if (!on) this.effects?.stop();
  }

  /** The music setting (game_music), applied at once: off pauses the music, on resumes it. */
  setMusicEnabled(on: boolean): void {
    this.musicOn = on;
    this.sync();
  }

  /** A hidden tab is silent at once; sound resumes when it shows again. */
  setHidden(hidden: boolean): void {
    this.hidden = hidden;
    this.sync();
  }

  /** Every sound is silent from the moment an ad starts until it ends. */
  setAdPlaying(playing: boolean): void {
    this.adPlaying = playing;
    this.sync();
  }

  /** The host turned the game's sound off (YouTube Playables): silent until it turns it back on. */
  setHostMuted(muted: boolean): void {
    this.hostMuted = muted;
    this.sync();
  }

  status(): SoundStatus {
    return {
      unlocked: this.unlocked,
      silenced: this.silenced(),
      musicPlaying: this.musicPlaying,
      ticking: this.tickId !== null,
    };
  }

  /** Hidden, under an ad, or muted by the host. */
  private silenced(): boolean {
    return this.hidden || this.adPlaying || this.hostMuted;
  }

  private audible(): boolean {
    return this.unlocked && !this.silenced();
  }

  /** Brings music, ticking and the global mute in line with the settings and the tab and ad state. */
  private sync(): void {
    this.backend.muteAll(this.silenced());
    const audible = this.audible();

    const musicShould = audible && this.musicOn && this.musicWanted;
    if (musicShould && !this.musicPlaying) {
      void this.load();
      if (this.music) {
        if (this.musicId === null) this.musicId = this.music.play('loop');
        else this.music.play(this.musicId);
        this.musicPlaying = true;
      }
    } else if (!musicShould && this.musicPlaying) {
      if (this.musicId !== null) this.music?.pause(this.musicId);
      this.musicPlaying = false;
    }

    const tickShould = audible && this.soundOn && this.tickWanted;
    if (tickShould && this.tickId === null) {
      void this.load();
      if (this.effects) this.tickId = this.effects.play('tick');
    } else if (!tickShould && this.tickId !== null) {
      this.effects?.stop(this.tickId);
      this.tickId = null;
    }
  }
}
