// The playfield of one level: builds the drawn objects once, moves them from physics poses each frame,
// and turns rule events into flights, shakes and box changes. Input comes back as screw ids only. A chunk of its
// own with the drawings it uses (src/scene/loadPlayfield.ts): the menu draws none of it, so the page's first load
// does not carry it; the scene (sceneController.ts) makes one when the first level is built.
import { BackdropView, type DesignView } from './backdropView';
import { dispose, releaseLevelMemory } from './disposal';
import { Container, type Renderer } from 'pixi.js';
import type { CanvasHit, GameState, LevelSpec, RuleEvent } from '../core/types';
import type { PhysicsWorld } from '../physics';
import { physicsModule } from '../physics/loadPhysics';
import type { PlayfieldConfig } from '../core/config';
import { BoxRowView, type SceneWords } from './boxRowView';
import type { BoardGraphic } from './draw';
import { drawThemeOf, type DrawTheme } from './draw/drawTheme';
import { shakeOffset, type Vec } from './flight';
import { HintGlow } from './hintGlow';
import type { ScrewOnScreen } from './sceneController';
import { ScrewFlights } from './screwFlights';
import { ScrewTextures } from './screwTextures';
import { TrayView } from './trayView';

export { registerDrawTheme } from './draw/drawTheme';

const SHAKE_MS = 320;
/** Pixels per design unit of a cached board face: sharp at phone scale (about 1 px per unit). */
const FACE_TEXTURE_RESOLUTION = 1.25;
/** Extra reach of a finger around a screw head, design units. */
const TAP_SLACK = 6;

/** Owns one level's drawing and physics; plain ids in, plain numbers out. */
export class Playfield {
  private readonly backdrop: BackdropView;
  private readonly boardsLayer = new Container({ label: 'boards' });
  private readonly trayScrews = new Container({ label: 'tray-screws' });
  private readonly flightsLayer = new Container({ label: 'flights' });
  private readonly boxRow: BoxRowView;
  private readonly tray: TrayView;
  /** The hint ring, above the boards so it shows over whatever covers its screw. */
  private readonly hintGlow: HintGlow;
  private world: PhysicsWorld | null = null;
  private level: LevelSpec | null = null;
  private rules: GameState | null = null;
  private boards = new Map<string, BoardGraphic>();
  private screws = new Map<string, Container>();
  private readonly flights: ScrewFlights;
  private shakes = new Map<string, number>();
  /** Boards that have left the 'fixed' mode (they never go back): the only ones whose pose changes. */
  private moving = new Set<string>();
  /** The picture changed since the canvas last asked (see takeChanged). */
  private changed = true;
  private screwTextures: ScrewTextures | null = null;
  private renderer: Renderer | null = null;
  /** The variant's drawings (screws and crates, or sweets and plates). */
  private readonly theme: DrawTheme;

  constructor(
    /** The scene's container: the playfield's layers are its children. */
    private readonly root: Container,
    private readonly variant: PlayfieldConfig,
    words: SceneWords,
    /** True when the system asks for reduced motion (the device's answer, from the app). */
    reducedMotion: () => boolean,
    /** Called when a flying screw settles in a box or a tray slot (the landing sounds). */
    private readonly onLanding: (where: 'box' | 'tray') => void,
  ) {
    this.theme = drawThemeOf(variant);
    this.backdrop = new BackdropView(this.theme, variant.layout);
    this.boxRow = new BoxRowView(variant, words, reducedMotion);
    this.tray = new TrayView(variant);
    this.flights = new ScrewFlights(variant.screwSpeed);
    this.hintGlow = new HintGlow(variant.screwRadius, reducedMotion);
    // Each layer is its own render group: when a screw lifts off a board or lands in a box, Pixi
    // rebuilds the draw list of that layer only, not of the whole playfield (the tray caches itself).
    for (const layer of [this.boxRow.root, this.trayScrews, this.boardsLayer, this.flightsLayer])
      layer.isRenderGroup = true;
    this.root.addChild(
      this.backdrop.root,
      this.boxRow.root,
      this.tray.root,
      this.trayScrews,
      this.boardsLayer,
      this.hintGlow.view,
      this.flightsLayer,
    );
  }

  /** Builds the level's boards, screws, boxes and tray once, and its physics world. */
  build(level: LevelSpec, rules: GameState): void {
    this.clear();
    this.changed = true;
    this.level = level;
    this.rules = rules;
    this.world = physicsModule().createPhysicsWorld(level, rules, this.variant);
    this.backdrop.build(rules.tray.slots.length);
    this.boxRow.build(rules.positions);
    this.tray.build(rules.tray);
    const groups = Math.max(...level.boards.map((b) => b.group));
    const ordered = [...level.boards].sort((a, b) => a.group - b.group);
    for (const board of ordered) {
      const g = this.theme.createBoardGraphic(board, { groups, screwRadius: this.variant.screwRadius });
      // The face (wood, grain, holes) never changes: draw it once into a texture.
      g.face.cacheAsTexture({ resolution: FACE_TEXTURE_RESOLUTION, antialias: true });
      this.boards.set(board.id, g);
      this.boardsLayer.addChild(g);
      board.holes.forEach((hole, index) => {
        const id = `${board.id}.${index}`;
        const screw = rules.screws[id];
        if (!screw) return;
        const view = this.makeScrew(screw.colour);
        this.screws.set(id, view);
        if (screw.place.kind === 'board') {
          view.position.set(hole.x, hole.y);
          g.addChild(view);
        } else if (screw.place.kind === 'tray') {
          const seat = this.tray.seat(screw.place.slot);
          view.position.set(seat.x, seat.y);
          this.trayScrews.addChild(view);
        }
      });
    }
    this.syncBoards(true);
  }

  /**
   * What the canvas shows of the design plane (src/scene/backdropView.ts): the backdrop is cached as a
   * texture of that area at the screen's pixels per unit, and drawn again when it changes.
   */
  fitView(view: DesignView): void {
    if (this.backdrop.fit(view)) this.changed = true;
  }

  /** Gives the scene the renderer, so screws are drawn from baked textures (one per colour). */
  useRenderer(renderer: Renderer): void {
    this.screwTextures?.destroy();
    this.screwTextures = new ScrewTextures(renderer, this.variant);
    this.renderer = renderer;
    this.changed = true;
  }

  /**
   * The GPU context was lost and restored: every texture the scene drew itself (screw heads, board faces, the
   * tray's sockets, the backdrop) came back empty, so they are drawn again, and the picture with them.
   */
  redrawTextures(): void {
    if (this.renderer) this.screwTextures?.redraw(this.renderer);
    for (const g of this.boards.values()) g.face.updateCacheTexture();
    this.tray.refresh();
    this.backdrop.refresh();
    this.changed = true;
  }

  private makeScrew(colour: number): Container {
    if (this.screwTextures) return this.screwTextures.screw(colour);
    const r = this.variant.screwRadius;
    const view = new Container({ label: 'screw' });
    view.addChild(this.theme.createScrewShadow(r), this.theme.createScrewGraphic(colour, this.variant.palette, r));
    return view;
  }

  /** Acts on what the rules decided: flights, shakes, boxes, and the physics of freed boards. */
  handle(events: readonly RuleEvent[], rules: GameState): void {
    const world = this.world;
    if (!world) return;
    this.rules = rules;
    this.changed = true;
    // Where leaving screws are, read before their pins come out.
    const starts = new Map<string, Vec>();
    for (const e of events) {
      if (e.type === 'ScrewToBox' || e.type === 'ScrewToTray' || e.type === 'ScrewSetAside') {
        const p = world.screwPosition(e.screwId);
        if (p) starts.set(e.screwId, p);
      }
    }
    world.apply(events);
    for (const e of events) {
      switch (e.type) {
        case 'Rejected':
          if (e.reason === 'covered' || e.reason === 'no-room') {
            this.shakes.set(e.screwId, 0);
            // The player tapped some other screw instead: the hint has had its chance.
            if (e.screwId !== this.hintGlow.hinted()) this.hintGlow.clear();
          }
          break;
        case 'ScrewToBox':
          this.hintGlow.clear();
          this.lift(e.screwId, starts.get(e.screwId));
          this.flyToBox(e.screwId, e.boxUid, e.slot);
          break;
        case 'ScrewToTray':
          this.hintGlow.clear();
          this.lift(e.screwId, starts.get(e.screwId));
          this.flyToTray(e.screwId, e.slot);
          break;
        case 'TrayToBox':
          this.lift(e.screwId);
          this.flyToBox(e.screwId, e.boxUid, e.slot);
          break;
        case 'SetAsideToBox': {
          const view = this.screws.get(e.screwId);
          if (view) {
            const seat = this.boxRow.seat(e.boxUid, e.slot);
            view.visible = true;
            view.alpha = 1;
            view.position.set(seat.x, -80);
            this.lift(e.screwId);
          }
          this.flyToBox(e.screwId, e.boxUid, e.slot);
          break;
        }
        case 'TrayCleared':
          for (const id of e.screwIds) this.flyAway(id);
          break;
        case 'ScrewSetAside':
          // A broken board's screw with no box yet: it leaves with the others and waits off screen.
          this.lift(e.screwId, starts.get(e.screwId));
          this.flyAway(e.screwId);
          break;
        case 'BoxFilled':
          this.boxRow.markFull(e.boxUid);
          break;
        case 'BoxReplaced':
          this.boxRow.addBox(e.position, e.boxUid, e.colour);
          break;
        case 'BoxRemoved':
          this.boxRow.addBox(e.position, null, null);
          break;
        case 'BoxUnlocked':
          this.boxRow.unlock(e.position);
          this.boxRow.addBox(e.position, e.boxUid, e.colour);
          break;
        case 'TraySlotUnlocked':
          this.tray.build(rules.tray);
          break;
        case 'BoardHanging':
        case 'BoardFreed':
        case 'Won':
        case 'TrayFull':
          break;
        default: {
          const never: never = e;
          throw new Error(`Unhandled rule event ${JSON.stringify(never)}`);
        }
      }
    }
  }

  /** Moves a screw's view onto the flights layer at its current place on screen. */
  private lift(id: string, at?: Vec): void {
    const view = this.screws.get(id);
    if (!view || view.parent === this.flightsLayer) return;
    const p = at ?? this.root.toLocal(view.getGlobalPosition());
    view.removeFromParent();
    view.position.set(p.x, p.y);
    view.rotation = 0;
    this.flightsLayer.addChild(view);
  }

  private fly(id: string, target: () => Vec, land: () => boolean): void {
    const view = this.screws.get(id);
    if (view) this.flights.start(id, view, target, land);
  }

  private flyToBox(id: string, uid: number, slot: number): void {
    this.boxRow.expect(uid);
    this.fly(
      id,
      () => this.boxRow.seat(uid, slot),
      () => {
        if (!this.boxRow.isReady(uid)) return false;
        const view = this.screws.get(id);
        if (view) {
          view.removeFromParent();
          view.scale.set(1);
          this.boxRow.land(uid, slot, view);
          this.screws.delete(id);
        }
        this.onLanding('box');
        return true;
      },
    );
  }

  private flyToTray(id: string, slot: number): void {
    this.fly(
      id,
      () => this.tray.seat(slot),
      () => {
        const view = this.screws.get(id);
        if (view) {
          view.removeFromParent();
          view.scale.set(1);
          const seat = this.tray.seat(slot);
          view.position.set(seat.x, seat.y);
          this.trayScrews.addChild(view);
        }
        this.onLanding('tray');
        return true;
      },
    );
  }

  private flyAway(id: string): void {
    this.lift(id);
    const view = this.screws.get(id);
    if (!view) return;
    const x = view.position.x;
    this.fly(
      id,
      () => ({ x, y: -120 }),
      () => {
        view.visible = false;
        return true;
      },
    );
  }

  /** Advances physics, poses, flights, shakes and box animations by one frame. */
  update(dtMs: number): void {
    const world = this.world;
    if (!world) return;
    // Whatever moves this frame changes the picture; a scene at rest leaves the canvas undrawn.
    if (this.isAnimating() || this.shakes.size > 0 || this.hintGlow.hinted() !== null) this.changed = true;
    // A world where every board is pinned still or at rest has nothing to simulate: stepping it would
    // only burn the frame (several catch-up steps when frames are slow). Any rule event that frees or
    // loosens a board makes it settle again, and stepping resumes on the next frame.
    if (world.isSettling()) {
      world.step(dtMs);
      for (const id of world.takeDestroyed()) {
        const g = this.boards.get(id);
        if (g) dispose(g);
        this.boards.delete(id);
        this.moving.delete(id);
      }
      this.syncBoards();
    }
    this.hintGlow.update(dtMs, (id) => world.screwPosition(id));
    this.flights.update(dtMs);
    for (const [id, t] of this.shakes) {
      const view = this.screws.get(id);
      const board = this.rules?.screws[id] && this.level?.boards.find((b) => b.id === this.rules!.screws[id]!.boardId);
      const hole = board ? board.holes[Number(id.slice(id.lastIndexOf('.') + 1))] : undefined;
      const next = t + dtMs;
      if (view && hole && view.parent !== this.flightsLayer)
        view.position.set(hole.x + shakeOffset(next, SHAKE_MS), hole.y);
      if (next >= SHAKE_MS) this.shakes.delete(id);
      else this.shakes.set(id, next);
    }
    this.boxRow.update(dtMs);
  }

  /** Moves the drawn boards to their physics poses; a board held still by two pins never moves. */
  private syncBoards(all = false): void {
    const world = this.world;
    if (!world) return;
    for (const [id, g] of this.boards) {
      if (!all && !this.moving.has(id)) {
        if (world.boardMode(id) === 'fixed') continue;
        this.moving.add(id);
      }
      const pose = world.boardPose(id);
      if (pose) g.setPose(pose.x, pose.y, pose.angle);
    }
  }

  /**
   * The one hit test of a tap (DESIGN.md, step 1): a locked box position, else what physics finds under
   * the point in one query: the top-most board's screw within reach (with whether a higher board covers
   * it now), else a held board, else nothing.
   */
  hitAt(p: Vec): CanvasHit {
    const position = this.boxRow.lockedAt(p);
    if (position !== null) return { kind: 'lockedBox', position };
    const world = this.world;
    const rules = this.rules;
    if (!world || !rules) return { kind: 'none' };
    const found = world.tapAt(
      p,
      this.variant.screwRadius + TAP_SLACK,
      (id) => rules.screws[id]?.place.kind === 'board',
    );
    if (found.screw) return { kind: 'screw', ...found.screw, boardId: found.boardId };
    return found.boardId !== null ? { kind: 'board', boardId: found.boardId } : { kind: 'none' };
  }

  /** Screws still on boards, with where they are now (design units). */
  screwsOnBoards(): ScrewOnScreen[] {
    const world = this.world;
    const rules = this.rules;
    if (!world || !rules) return [];
    const out: ScrewOnScreen[] = [];
    for (const screw of Object.values(rules.screws)) {
      if (screw.place.kind !== 'board') continue;
      const pos = world.screwPosition(screw.id);
      if (pos) out.push({ id: screw.id, colour: screw.colour, covered: world.isCovered(screw.id), x: pos.x, y: pos.y });
    }
    return out;
  }

  /**
   * True once after anything the scene shows changed (a level built, an event handled, a frame that moved
   * something, a hint): the canvas draws a frame only then (src/scene/renderGate.ts).
   */
  takeChanged(): boolean {
    const changed = this.changed;
    this.changed = false;
    return changed;
  }

  /** True while screws fly, boxes change or boards move. */
  isAnimating(): boolean {
    return this.flights.busy() || this.boxRow.isAnimating() || (this.world?.isSettling() ?? false);
  }

  /** Glows around a screw still on its board for a few seconds (replacing any other hint). */
  showHint(screwId: string): void {
    const world = this.world;
    if (!world?.screwPosition(screwId)) {
      this.hintGlow.clear();
      return;
    }
    this.hintGlow.show(screwId);
    this.hintGlow.update(0, (id) => world.screwPosition(id));
    this.changed = true;
  }

  /** Puts the hint glow out. */
  clearHint(): void {
    this.hintGlow.clear();
    this.changed = true;
  }

  /** The screw the hint glows on now, or null (for the test hook). */
  hintedScrew(): string | null {
    return this.hintGlow.hinted();
  }

  /** Changes the fly speed (design units per second). */
  setScrewSpeed(speed: number): void {
    this.flights.setSpeed(speed);
  }

  /** The physics world, for tuning and debug overlays. */
  physics(): PhysicsWorld | null {
    return this.world;
  }

  /**
   * Frees the level's boards, screws and physics world when the player leaves it (the menu covers the table): a big
   * level's drawings hold megabytes of geometry. The backdrop, the box row and the tray stay until the next level.
   */
  unload(): void {
    this.clear();
  }

  private clear(): void {
    this.changed = true;
    this.world?.destroy();
    this.world = null;
    this.hintGlow.clear();
    this.flights.clear();
    this.shakes.clear();
    this.moving.clear();
    this.screws.clear();
    this.boards.clear();
    // The backdrop stays for the next level (BackdropView.build keeps it when the tray is the same).
    for (const layer of [this.boardsLayer, this.trayScrews, this.flightsLayer]) {
      for (const child of layer.removeChildren()) dispose(child);
    }
    releaseLevelMemory(this.root, this.renderer);
  }

  /** Frees everything this level drew and simulated, and the baked screws (the scene disposes its container). */
  destroy(): void {
    this.clear();
    this.screwTextures?.destroy();
  }
}
