// The bare scene's playfield: the level's boards and screws drawn once as the game draws them (board
// graphics with the face cached as a texture, screws as the baked screw sprites), posed from matter-js,
// and screws flown to the box row or the tray at the variant's speed. Nothing else: no backdrop, boxes,
// tray sockets, hint glow, shakes or box animations.
import { Container, type Renderer, type Sprite } from 'pixi.js';
import type { PlayfieldConfig } from '../../../src/core/config';
import { buildLevel } from '../../../src/core/buildLevel';
import { tapScrew } from '../../../src/core/rules';
import type { GameState, LevelSpec, RuleEvent } from '../../../src/core/types';
import { BackdropView, type DesignView } from '../../../src/scene/backdropView';
import { boxCenterX, boxScrewScale, boxSlotOffset, traySlotX, type BoardGraphic } from '../../../src/scene/draw';
import { drawThemeOf } from '../../../src/scene/draw/drawTheme';
import { advanceFlight, flightLift, startFlight, type FlightState, type Vec } from '../../../src/scene/flight';
import { ScrewTextures } from '../../../src/scene/screwTextures';
import { BarePhysics } from './barePhysics';

/** Pixels per design unit of a cached board face (the game's figure). */
const FACE_TEXTURE_RESOLUTION = 1.25;

/** Everything a board and a screw are destroyed with (the game's disposal). */
const DISPOSE = { children: true, context: true } as const;

interface Flight {
  id: string;
  view: Sprite;
  state: FlightState;
  to: Vec;
  /** Box seats shrink the landed screw; tray seats keep it whole. */
  scale: number;
  /** The box the screw lands in, or null for the tray. */
  boxUid: number | null;
}

/** One level's boards and screws, their physics, and the flights of removed screws. */
export class BarePlayfield {
  readonly root = new Container({ label: 'bare-playfield' });
  /** The game's backdrop, drawn only when asked (a diagnosis: what it costs a frame). */
  private readonly backdrop: BackdropView;
  private readonly parked = new Container({ label: 'landed-screws' });
  private readonly boardsLayer = new Container({ label: 'boards' });
  private readonly flightsLayer = new Container({ label: 'flights' });
  private readonly textures: ScrewTextures;
  private readonly boards = new Map<string, BoardGraphic>();
  private readonly screws = new Map<string, Sprite>();
  private readonly flights = new Map<string, Flight>();
  /** Screws landed in each box, removed when the box is full and all of them are in. */
  private readonly inBox = new Map<number, string[]>();
  private readonly fullBoxes = new Set<number>();
  private physics: BarePhysics | null = null;
  private rules: GameState | null = null;
  /** Something changed the picture outside the per-frame motion (a build, a removal). */
  private dirty = true;
  /** Screws the rules refused (there should be none when replaying the game's taps). */
  rejected = 0;

  constructor(
    renderer: Renderer,
    private readonly variant: PlayfieldConfig,
  ) {
    this.textures = new ScrewTextures(renderer, variant);
    this.backdrop = new BackdropView(drawThemeOf(variant), variant.layout);
    // The game makes each of its layers a render group: a screw leaving a board rebuilds one layer's list.
    for (const layer of [this.parked, this.boardsLayer, this.flightsLayer]) layer.isRenderGroup = true;
    this.root.addChild(this.backdrop.root, this.parked, this.boardsLayer, this.flightsLayer);
  }

  /**
   * Builds the level once: boards by layer, their screws, their bodies and pins; with `backdrop` (what the
   * canvas shows of the design), the game's backdrop under them too, cached as the game caches it (not part
   * of the reference: `--bare-backdrop` measures what it adds).
   */
  build(level: LevelSpec, { backdrop }: { backdrop?: DesignView } = {}): { boards: number; screws: number } {
    this.clear();
    const theme = drawThemeOf(this.variant);
    this.rules = buildLevel(level, this.variant);
    this.backdrop.clear();
    if (backdrop) {
      this.backdrop.fit(backdrop);
      this.backdrop.build(this.rules.tray.slots.length);
    }
    this.physics = new BarePhysics(level, this.variant.physics, this.variant.layout.height);
    const groups = Math.max(...level.boards.map((b) => b.group));
    for (const board of [...level.boards].sort((a, b) => a.group - b.group)) {
      const g = theme.createBoardGraphic(board, { groups, screwRadius: this.variant.screwRadius });
      g.face.cacheAsTexture({ resolution: FACE_TEXTURE_RESOLUTION, antialias: true });
      g.setPose(board.x, board.y, (board.angle * Math.PI) / 180);
      this.boards.set(board.id, g);
      this.boardsLayer.addChild(g);
      board.holes.forEach((hole, index) => {
        const view = this.textures.screw(hole.colour) as Sprite;
        view.position.set(hole.x, hole.y);
        g.addChild(view);
        this.screws.set(`${board.id}.${index}`, view);
      });
    }
    this.dirty = true;
    return { boards: this.boards.size, screws: this.screws.size };
  }

  /** Takes a screw out as the game's rules would: its pin goes, and it flies to its box seat or tray slot. */
  remove(id: string): boolean {
    const rules = this.rules;
    const physics = this.physics;
    if (!rules || !physics) return false;
    const result = tapScrew(rules, id, false);
    if (result.events.some((e) => e.type === 'Rejected')) {
      this.rejected++;
      return false;
    }
    this.rules = result.state;
    const from = physics.screwPosition(id);
    physics.unpin(id);
    for (const e of result.events) this.act(e, from);
    this.dirty = true;
    return true;
  }

  /** True while a screw flies or a board swings or falls. */
  busy(): boolean {
    return this.flights.size > 0 || (this.physics?.isSettling() ?? false);
  }

  /** Advances physics and flights by a frame; true when the picture changed (the frame must be drawn). */
  update(dtMs: number): boolean {
    const physics = this.physics;
    if (!physics) return false;
    let changed = this.dirty || this.flights.size > 0;
    this.dirty = false;
    if (physics.isSettling()) {
      changed = true;
      physics.step(dtMs);
      for (const id of physics.takeDestroyed()) {
        this.boards.get(id)?.destroy(DISPOSE);
        this.boards.delete(id);
      }
      for (const [id, pose] of physics.movingPoses()) this.boards.get(id)?.setPose(pose.x, pose.y, pose.angle);
    }
    for (const [id, f] of this.flights) {
      f.state = advanceFlight(f.state, f.to, this.variant.screwSpeed, dtMs);
      f.view.position.set(f.state.pos.x, f.state.pos.y);
      f.view.scale.set(flightLift(f.state, f.to));
      if (f.state.landed) {
        this.flights.delete(id);
        this.land(f);
      }
    }
    return changed;
  }

  destroy(): void {
    this.clear();
    this.textures.destroy();
    this.root.destroy(DISPOSE);
  }

  private act(e: RuleEvent, from: Vec | null): void {
    const rules = this.rules!;
    switch (e.type) {
      case 'ScrewToBox':
        this.lift(e.screwId, from);
        this.fly(e.screwId, this.boxSeat(e.position, e.slot), e.boxUid);
        break;
      case 'ScrewToTray': {
        this.lift(e.screwId, from);
        const x = traySlotX(e.slot, rules.tray.slots.length, this.variant.layout);
        this.fly(e.screwId, { x, y: this.variant.layout.tray.y }, null);
        break;
      }
      case 'TrayToBox':
        this.lift(e.screwId, null);
        this.fly(e.screwId, this.boxSeat(e.position, e.slot), e.boxUid);
        break;
      case 'BoxFilled':
        this.fullBoxes.add(e.boxUid);
        this.closeIfIn(e.boxUid);
        break;
      default:
        break;
    }
  }

  private boxSeat(position: number, slot: number): Vec {
    const { layout, boxCapacity } = this.variant;
    const off = boxSlotOffset(slot, boxCapacity, layout);
    const positions = this.rules?.positions.length ?? 1;
    return { x: boxCenterX(position, positions, layout) + off.x, y: layout.boxRow.y + off.y };
  }

  /** Moves a screw onto the flights layer at its place on screen (design units). */
  private lift(id: string, at: Vec | null): void {
    const view = this.screws.get(id);
    if (!view) return;
    const p = at ?? { x: view.position.x, y: view.position.y };
    view.removeFromParent();
    view.position.set(p.x, p.y);
    view.rotation = 0;
    view.scale.set(1);
    this.flightsLayer.addChild(view);
  }

  private fly(id: string, to: Vec, boxUid: number | null): void {
    const view = this.screws.get(id);
    if (!view) return;
    const scale =
      boxUid === null ? 1 : boxScrewScale(this.variant.boxCapacity, this.variant.layout, this.variant.screwRadius);
    const state = startFlight({ x: view.position.x, y: view.position.y }, to);
    this.flights.set(id, { id, view, state, to, scale, boxUid });
  }

  private land(f: Flight): void {
    f.view.removeFromParent();
    f.view.scale.set(f.scale);
    f.view.position.set(f.to.x, f.to.y);
    this.parked.addChild(f.view);
    if (f.boxUid === null) return;
    const landed = this.inBox.get(f.boxUid) ?? [];
    landed.push(f.id);
    this.inBox.set(f.boxUid, landed);
    this.closeIfIn(f.boxUid);
  }

  /** A full box whose screws have all landed leaves, and its screws with it. */
  private closeIfIn(uid: number): void {
    const landed = this.inBox.get(uid);
    if (!this.fullBoxes.has(uid) || !landed || landed.length < this.variant.boxCapacity) return;
    for (const id of landed) {
      this.screws.get(id)?.destroy();
      this.screws.delete(id);
    }
    this.inBox.delete(uid);
    this.fullBoxes.delete(uid);
    this.dirty = true;
  }

  private clear(): void {
    this.physics?.destroy();
    this.physics = null;
    this.rules = null;
    this.flights.clear();
    this.inBox.clear();
    this.fullBoxes.clear();
    this.screws.clear();
    this.boards.clear();
    for (const layer of [this.parked, this.boardsLayer, this.flightsLayer]) {
      for (const child of layer.removeChildren()) child.destroy(DISPOSE);
    }
  }
}
