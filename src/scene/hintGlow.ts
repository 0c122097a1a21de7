// The hint glow over the playfield: a pulsing ring that follows one screw for a few seconds.
import { Container } from 'pixi.js';
import { dispose } from './disposal';
import { createHintGlowGraphic } from './draw/drawHintGlow';
import type { Vec } from './flight';

/** How long a hint glows before it goes out by itself. */
export const HINT_GLOW_MS = 6000;
/** One pulse of the ring (a slower, scale-free breathing under reduced motion). */
export const HINT_PULSE_MS = 1000;
const HINT_PULSE_REDUCED_MS = 2000;
/** The glow fades in over this long, and out over the last `HINT_FADE_OUT_MS` of its life. */
export const HINT_FADE_IN_MS = 180;
export const HINT_FADE_OUT_MS = 500;
/** The ring grows by up to this share of its size at the top of a pulse. */
export const HINT_PULSE_GROW = 0.16;

/** Scale and alpha of the glow at one moment. */
export interface HintPulse {
  scale: number;
  alpha: number;
}

/**
 * The glow `tMs` after it was shown: a pulse in scale and alpha inside a fade in and out. Scale stays in
 * 1..1 + HINT_PULSE_GROW (exactly 1 under reduced motion), alpha in 0..1; both are 0-safe past the end.
 */
export function hintPulse(tMs: number, reducedMotion = false): HintPulse {
  const t = Math.max(0, Math.min(HINT_GLOW_MS, Number.isFinite(tMs) ? tMs : HINT_GLOW_MS));
  const envelope = Math.min(1, t / HINT_FADE_IN_MS, (HINT_GLOW_MS - t) / HINT_FADE_OUT_MS);
  const period = reducedMotion ? HINT_PULSE_REDUCED_MS : HINT_PULSE_MS;
  // 0 at the start of each pulse, 1 at its middle.
  const wave = 0.5 - 0.5 * Math.cos((2 * Math.PI * t) / period);
  if (reducedMotion) return { scale: 1, alpha: envelope * (0.75 + 0.25 * wave) };
  return { scale: 1 + HINT_PULSE_GROW * wave, alpha: envelope * (0.7 + 0.3 * wave) };
}

/** Where a screw on a board is now, or null once it has left its board. */
export type ScrewLocator = (screwId: string) => Vec | null;

/** The glow of one hinted screw: shown on a screw, moved and pulsed each frame, cleared when done. */
export class HintGlow {
  /** Put this above the boards layer. */
  readonly view = new Container({ label: 'hint' });
  private screwId: string | null = null;
  private elapsedMs = 0;

  constructor(
    screwRadius: number,
    private readonly reducedMotion: () => boolean = () => false,
  ) {
    this.view.addChild(createHintGlowGraphic(screwRadius));
    this.view.visible = false;
  }

  /** Starts glowing on a screw (replacing any other hint); it shows from the next `update`. */
  show(screwId: string): void {
    this.screwId = screwId;
    this.elapsedMs = 0;
    this.view.visible = false;
  }

  /** Puts the glow out. */
  clear(): void {
    this.screwId = null;
    this.elapsedMs = 0;
    this.view.visible = false;
  }

  /** The screw glowing now, if any. */
  hinted(): string | null {
    return this.screwId;
  }

  /** Advances the pulse and moves the glow onto its screw; clears after HINT_GLOW_MS or once the screw is gone. */
  update(dtMs: number, locate: ScrewLocator): void {
    const id = this.screwId;
    if (id === null) return;
    this.elapsedMs += Math.max(0, dtMs);
    const at = this.elapsedMs < HINT_GLOW_MS ? locate(id) : null;
    if (!at) {
      this.clear();
      return;
    }
    const { scale, alpha } = hintPulse(this.elapsedMs, this.reducedMotion());
    this.view.position.set(at.x, at.y);
    this.view.scale.set(scale);
    this.view.alpha = alpha;
    this.view.visible = true;
  }

  /** Frees the ring (when the glow is not part of a tree destroyed as a whole). */
  destroy(): void {
    this.clear();
    dispose(this.view);
  }
}
