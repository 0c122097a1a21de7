// Screw heads drawn once per colour into textures, so each screw on screen is one batched sprite.
import { Container, Rectangle, Sprite, type Renderer, type Texture } from 'pixi.js';
import type { PlayfieldConfig } from '../core/config';
import { drawThemeOf } from './draw/drawTheme';
import { dispose } from './disposal';

/** Pixels per design unit of a screw texture: sharp when a box or a flight scales a screw up. */
const SCREW_TEXTURE_RESOLUTION = 2;

/** One texture per colour, head over its shadow; `screw()` builds a screw view from it. */
export class ScrewTextures {
  private readonly screws = new Map<number, Texture>();
  private readonly fallback: Texture;

  constructor(renderer: Renderer, variant: PlayfieldConfig) {
    const r = variant.screwRadius;
    const { createScrewGraphic, createScrewShadow } = drawThemeOf(variant);
    // A square frame a little larger than the head holds the shadow's offset and the rim's stroke.
    const frame = new Rectangle(-r * 1.6, -r * 1.6, r * 3.2, r * 3.2);
    const bake = (view: Container): Texture => {
      const texture = renderer.generateTexture({
        target: view,
        frame,
        resolution: SCREW_TEXTURE_RESOLUTION,
        antialias: true,
      });
      dispose(view);
      return texture;
    };
    // Shadow and head in one picture: one sprite per screw on screen, half the renderables to batch.
    const withShadow = (head: Container | null): Container => {
      const view = new Container({ label: 'screw' });
      view.addChild(createScrewShadow(r));
      if (head) view.addChild(head);
      return view;
    };
    for (const colour of Object.keys(variant.palette).map(Number)) {
      this.screws.set(colour, bake(withShadow(createScrewGraphic(colour, variant.palette, r))));
    }
    this.fallback = bake(withShadow(null));
  }

  /** A screw of `colour` centred on (0, 0): one sprite of its shadow and head. */
  screw(colour: number): Container {
    const sprite = new Sprite({ texture: this.screws.get(colour) ?? this.fallback, label: 'screw' });
    sprite.anchor.set(0.5);
    return sprite;
  }

  /** Frees the textures. */
  destroy(): void {
    for (const t of this.screws.values()) t.destroy(true);
    this.fallback.destroy(true);
  }
}
