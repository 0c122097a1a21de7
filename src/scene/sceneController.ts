// The scene the canvas draws under its layers: one container, and the level's playfield in it once a level is built.
// The playfield (playfield.ts: drawings, physics, flights, box row and tray) is a chunk loaded with the first level's
// file (loadPlayfield.ts); until then the scene is an empty container, which is all the menu needs. Input comes
// back as screw ids only.
import { Container, type Renderer } from 'pixi.js';
import type { PlayfieldConfig } from '../core/config';
import type { CanvasHit, GameState, LevelSpec, RuleEvent } from '../core/types';
import type { PhysicsWorld } from '../physics';
import type { DesignView } from './designView';
import type { SceneWords } from './boxRowView';
import { dispose } from './disposal';
import type { Vec } from './flight';
import { playfieldModule } from './loadPlayfield';
import type { Playfield } from './playfield';

/** A screw on a board, as the test hook reports it (design units). */
export interface ScrewOnScreen {
  id: string;
  colour: number;
  covered: boolean;
  x: number;
  y: number;
}

/** Owns the scene's container and, from the first level on, its playfield; plain ids in, plain numbers out. */
export class SceneController {
  readonly root = new Container({ label: 'playfield' });
  /** Called when a flying screw settles in a box or a tray slot (the landing sounds). */
  onLanding: ((where: 'box' | 'tray') => void) | null = null;
  private field: Playfield | null = null;
  private renderer: Renderer | null = null;
  private view: DesignView | null = null;
  private screwSpeed: number | null = null;
  /** Something drawn into the scene from outside changed (see invalidate). */
  private changed = true;

  constructor(
    private readonly variant: PlayfieldConfig,
    private readonly words: SceneWords,
    /** True when the system asks for reduced motion (the device's answer, from the app). */
    private readonly reducedMotion: () => boolean = () => false,
  ) {}

  /** The playfield, made on the first level (its chunk is loaded by then: runtime.ts's `prepareScene`). */
  private playfield(): Playfield {
    if (this.field) return this.field;
    const { Playfield } = playfieldModule();
    const field = new Playfield(this.root, this.variant, this.words, this.reducedMotion, (where) =>
      this.onLanding?.(where),
    );
    if (this.renderer) field.useRenderer(this.renderer);
    if (this.view) field.fitView(this.view);
    if (this.screwSpeed !== null) field.setScrewSpeed(this.screwSpeed);
    return (this.field = field);
  }

  /** Builds the level's boards, screws, boxes and tray once, and its physics world. */
  build(level: LevelSpec, rules: GameState): void {
    this.playfield().build(level, rules);
  }

  /**
   * What the canvas shows of the design plane (src/scene/backdropView.ts): the backdrop is cached as a
   * texture of that area at the screen's pixels per unit, and drawn again when it changes.
   */
  fitView(view: DesignView): void {
    this.view = view;
    this.field?.fitView(view);
  }

  /** Gives the scene the renderer, so screws are drawn from baked textures (one per colour). */
  useRenderer(renderer: Renderer): void {
    this.renderer = renderer;
    this.field?.useRenderer(renderer);
  }

  /** The GPU context was lost and restored: every texture the scene drew itself is drawn again. */
  redrawTextures(): void {
    this.field?.redrawTextures();
  }

  /** Acts on what the rules decided: flights, shakes, boxes, and the physics of freed boards. */
  handle(events: readonly RuleEvent[], rules: GameState): void {
    this.field?.handle(events, rules);
  }

  /** Advances physics, poses, flights, shakes and box animations by one frame. */
  update(dtMs: number): void {
    this.field?.update(dtMs);
  }

  /** The one hit test of a tap (DESIGN.md, step 1); nothing before a level is built. */
  hitAt(p: Vec): CanvasHit {
    return this.field?.hitAt(p) ?? { kind: 'none' };
  }

  /** Screws still on boards, with where they are now (design units). */
  screwsOnBoards(): ScrewOnScreen[] {
    return this.field?.screwsOnBoards() ?? [];
  }

  /**
   * True once after anything the scene shows changed (a level built, an event handled, a frame that moved
   * something, a hint): the canvas draws a frame only then (src/scene/renderGate.ts).
   */
  takeChanged(): boolean {
    const changed = this.changed;
    this.changed = false;
    return (this.field?.takeChanged() ?? false) || changed;
  }

  /** Something drawn into the scene from outside (a debug overlay) changed: the next frame is drawn. */
  invalidate(): void {
    this.changed = true;
  }

  /** True while screws fly, boxes change or boards move. */
  isAnimating(): boolean {
    return this.field?.isAnimating() ?? false;
  }

  /** Glows around a screw still on its board for a few seconds (replacing any other hint). */
  showHint(screwId: string): void {
    this.field?.showHint(screwId);
  }

  /** Puts the hint glow out. */
  clearHint(): void {
    this.field?.clearHint();
  }

  /** The screw the hint glows on now, or null (for the test hook). */
  hintedScrew(): string | null {
    return this.field?.hintedScrew() ?? null;
  }

  /** Changes the fly speed (design units per second). */
  setScrewSpeed(speed: number): void {
    this.screwSpeed = speed;
    this.field?.setScrewSpeed(speed);
  }

  /** The physics world, for tuning and debug overlays. */
  physics(): PhysicsWorld | null {
    return this.field?.physics() ?? null;
  }

  /**
   * Frees the level's boards, screws and physics world when the player leaves it (the menu covers the table): a big
   * level's drawings hold megabytes of geometry. The backdrop, the box row and the tray stay until the next level.
   */
  unload(): void {
    this.field?.unload();
  }

  /** Frees everything the scene drew and simulated. */
  destroy(): void {
    this.field?.destroy();
    this.field = null;
    dispose(this.root);
  }
}
