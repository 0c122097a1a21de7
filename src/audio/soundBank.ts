// Plays the effects through howler; silent while sound is off or the tab is hidden.
import { Howl, Howler } from 'howler';
import { EFFECTS, type EffectName } from './effects';
import { synthesiseWav, wavDataUri } from './synth';

/** The little of howler the bank uses (tests pass a fake). */
export interface HowlLike {
  play(): unknown;
}
export type HowlFactory = (src: string) => HowlLike;

const howlerFactory: HowlFactory = (src) => new Howl({ src: [src], format: ['wav'], preload: true });

/** The game's sound effects. */
export class SoundBank {
  private readonly howls = new Map<EffectName, HowlLike>();
  private enabled = true;
  private hidden = false;
  private adPlaying = false;

  constructor(private readonly create: HowlFactory = howlerFactory) {}

  private howl(name: EffectName): HowlLike {
    let h = this.howls.get(name);
    if (!h) {
      h = this.create(wavDataUri(synthesiseWav(EFFECTS[name])));
      this.howls.set(name, h);
    }
    return h;
  }

  /** Plays an effect unless sound is off, the tab is hidden or an ad plays. */
  play(name: EffectName): void {
    if (!this.enabled || this.hidden || this.adPlaying) return;
    try {
      this.howl(name).play();
    } catch (error) {
      console.warn(`Sound ${name} could not play`, error);
    }
  }

  /** The sound setting (game_sound), applied at once. */
  setEnabled(on: boolean): void {
    this.enabled = on;
  }

  /** A hidden tab is silent. */
  setHidden(hidden: boolean): void {
    this.hidden = hidden;
    this.applyMute();
  }

  /** Every sound is silent from the moment an ad starts until it ends. */
  setAdPlaying(playing: boolean): void {
    this.adPlaying = playing;
    this.applyMute();
  }

  private applyMute(): void {
    if (typeof Howler !== 'undefined') Howler.mute(this.hidden || this.adPlaying);
  }
}
