// The bare scene's physics, written straight on matter-js (not src/physics/world.ts): one body per board,
// one zero-length constraint per screw, the game's layer filters, and a plain rest rule so that a world
// where nothing moves is not stepped (the game does not step such a world either).
import Matter from 'matter-js';
import type { PhysicsTuning } from '../../../src/core/config';
import { shapeOutline, toWorld, type Point } from '../../../src/core/geometry';
import type { LevelSpec } from '../../../src/core/types';
import { DESTROY_MARGIN } from '../../../src/physics';
import { BRAKE_AFTER_MS, REST_STEPS, STILL_SPEED, STILL_STEPS_TO_BRAKE, STILL_TURN } from '../../../src/physics/rest';

/** What a board does: held by two or more pins, swinging on one, falling, or off the screen. */
export type BareMode = 'fixed' | 'hanging' | 'falling' | 'gone';

/** A board's pose: where its shape origin is and how it is turned (radians). */
export interface BarePose {
  x: number;
  y: number;
  angle: number;
}

/** Groups share category bits beyond this many (as in the game). */
const GROUP_BITS = 31;
/** Constraint passes per step, as the game's world uses. */
const PIN_ITERATIONS = 6;
/** Air friction of a braked board: the rest of its swing fades within a fraction of a second. */
const BRAKE_DAMPING = 0.25;
/** A braked board rests after this many steps whatever it does (one leaning on a neighbour creeps for ever). */
const MAX_BRAKED_STEPS = 60;

interface Board {
  id: string;
  group: number;
  body: Matter.Body;
  /** The outline's area centroid in the board's frame: where matter keeps the body position. */
  centroid: Point;
  mode: BareMode;
  pins: Map<string, Matter.Constraint>;
  hangMs: number;
  stillSteps: number;
  brakedSteps: number;
  braking: boolean;
  resting: boolean;
  last: BarePose;
}

const category = (group: number) => 1 << ((Math.max(1, Math.floor(group)) - 1) % GROUP_BITS);

/** Matter's world of one level: boards pinned at their holes, hanging, falling and leaving the screen. */
export class BarePhysics {
  private readonly engine: Matter.Engine;
  private readonly boards = new Map<string, Board>();
  /** The board of each screw still pinned, with the hole in the board's frame. */
  private readonly screws = new Map<string, { board: Board; hole: Point }>();
  private readonly destroyed: string[] = [];
  /** Below this y (design units) a falling board's top is off the screen for good. */
  private readonly destroyBelow: number;
  private acc = 0;

  constructor(
    level: LevelSpec,
    private readonly tuning: PhysicsTuning,
    designHeight: number,
  ) {
    this.destroyBelow = designHeight + DESTROY_MARGIN;
    this.engine = Matter.Engine.create({
      gravity: { x: 0, y: 1, scale: tuning.gravity / 1_000_000 },
      enableSleeping: false,
      constraintIterations: PIN_ITERATIONS,
    });
    for (const spec of level.boards) {
      const pose: BarePose = { x: spec.x, y: spec.y, angle: (spec.angle * Math.PI) / 180 };
      const outline = shapeOutline(spec.shape).map((p) => ({ x: p.x, y: p.y }));
      const centroid = Matter.Vertices.centre(outline);
      const at = toWorld(centroid, pose);
      const body = Matter.Body.create({
        label: spec.id,
        vertices: outline,
        position: { x: at.x, y: at.y },
        angle: pose.angle,
        collisionFilter: { group: 0, category: category(spec.group), mask: category(spec.group) },
        friction: 0.1,
        frictionStatic: 0.2,
        restitution: 0,
        frictionAir: 0,
      });
      const board: Board = {
        id: spec.id,
        group: spec.group,
        body,
        centroid: { x: centroid.x, y: centroid.y },
        mode: 'fixed',
        pins: new Map(),
        hangMs: 0,
        stillSteps: 0,
        brakedSteps: 0,
        braking: false,
        resting: false,
        last: { x: at.x, y: at.y, angle: pose.angle },
      };
      this.boards.set(spec.id, board);
      const c = Math.cos(pose.angle);
      const s = Math.sin(pose.angle);
      spec.holes.forEach((hole, index) => {
        const id = `${spec.id}.${index}`;
        const lx = hole.x - centroid.x;
        const ly = hole.y - centroid.y;
        const pin = Matter.Constraint.create({
          label: id,
          bodyA: body,
          pointA: { x: lx * c - ly * s, y: lx * s + ly * c },
          pointB: toWorld(hole, pose),
          length: 0,
          stiffness: tuning.pinStiffness,
          damping: 0,
        });
        board.pins.set(id, pin);
        this.screws.set(id, { board, hole: { x: hole.x, y: hole.y } });
      });
      Matter.Composite.add(this.engine.world, body);
      Matter.Composite.add(this.engine.world, [...board.pins.values()]);
      if (board.pins.size >= 2) Matter.Body.setStatic(body, true);
      else this.settleMode(board);
    }
  }

  /** Where a pinned screw is now (design units), or null once it left its board. */
  screwPosition(id: string): Point | null {
    const screw = this.screws.get(id);
    if (!screw || screw.board.mode === 'gone') return null;
    return toWorld(screw.hole, this.pose(screw.board));
  }

  /** Takes a screw's pin out: its board hangs on the last pin, or falls with none. */
  unpin(id: string): void {
    const screw = this.screws.get(id);
    if (!screw) return;
    this.screws.delete(id);
    const pin = screw.board.pins.get(id);
    if (!pin) return;
    Matter.Composite.remove(this.engine.world, pin);
    screw.board.pins.delete(id);
    this.settleMode(screw.board);
  }

  /** True while a board falls or swings (not yet at rest): only then is the world stepped. */
  isSettling(): boolean {
    for (const b of this.boards.values()) {
      if (b.mode === 'falling' || (b.mode === 'hanging' && !b.resting)) return true;
    }
    return false;
  }

  /** Steps the world in fixed steps for a frame's delta (with the game's catch-up cap); returns the steps taken. */
  step(deltaMs: number): number {
    const { stepMs, maxCatchUpMs } = this.tuning;
    this.acc = Math.min(this.acc + Math.max(0, deltaMs), Math.max(maxCatchUpMs, stepMs));
    let steps = 0;
    while (this.acc + 1e-6 >= stepMs) {
      this.acc = Math.max(0, this.acc - stepMs);
      Matter.Engine.update(this.engine, stepMs);
      this.afterStep();
      steps++;
    }
    return steps;
  }

  /** Boards that moved since they were built (everything but fixed ones), with their poses. */
  *movingPoses(): Generator<[string, BarePose]> {
    for (const b of this.boards.values()) {
      if (b.mode === 'hanging' || b.mode === 'falling') yield [b.id, this.pose(b)];
    }
  }

  /** Boards removed (wholly below the screen) since the last call. */
  takeDestroyed(): string[] {
    return this.destroyed.splice(0);
  }

  destroy(): void {
    Matter.Composite.clear(this.engine.world, false, true);
    Matter.Engine.clear(this.engine);
    this.boards.clear();
    this.screws.clear();
  }

  private pose(b: Board): BarePose {
    const { position, angle } = b.body;
    const c = Math.cos(angle);
    const s = Math.sin(angle);
    return {
      x: position.x - (b.centroid.x * c - b.centroid.y * s),
      y: position.y - (b.centroid.x * s + b.centroid.y * c),
      angle,
    };
  }

  private settleMode(b: Board): void {
    if (b.pins.size === 1 && b.mode === 'fixed') {
      if (b.body.isStatic) Matter.Body.setStatic(b.body, false);
      b.body.frictionAir = this.tuning.hangingDamping;
      b.mode = 'hanging';
      this.wake(b);
      this.wakeLayer(b.group);
    } else if (b.pins.size === 0 && (b.mode === 'fixed' || b.mode === 'hanging')) {
      if (b.body.isStatic) Matter.Body.setStatic(b.body, false);
      b.body.frictionAir = 0;
      b.body.collisionFilter = { group: 0, category: category(b.group), mask: 0 };
      b.mode = 'falling';
      this.wakeLayer(b.group);
    }
  }

  /** A board of this layer moved off or away: resting boards of the layer swing again. */
  private wakeLayer(group: number): void {
    for (const b of this.boards.values()) {
      if (b.group === group && b.mode === 'hanging' && b.resting) this.wake(b);
    }
  }

  private wake(b: Board): void {
    if (b.body.isStatic) Matter.Body.setStatic(b.body, false);
    b.body.frictionAir = this.tuning.hangingDamping;
    b.resting = false;
    b.braking = false;
    b.hangMs = 0;
    b.stillSteps = 0;
    b.brakedSteps = 0;
    b.last = { x: b.body.position.x, y: b.body.position.y, angle: b.body.angle };
  }

  private afterStep(): void {
    const stepMs = this.tuning.stepMs;
    for (const b of this.boards.values()) {
      if (b.mode === 'falling' && b.body.bounds.min.y > this.destroyBelow) {
        Matter.Composite.remove(this.engine.world, b.body);
        b.mode = 'gone';
        this.destroyed.push(b.id);
        continue;
      }
      if (b.mode !== 'hanging' || b.resting) continue;
      const { position, angle } = b.body;
      const speed = (Math.hypot(position.x - b.last.x, position.y - b.last.y) * 1000) / stepMs;
      const turn = (Math.abs(angle - b.last.angle) * 1000) / stepMs;
      b.last = { x: position.x, y: position.y, angle };
      b.hangMs += stepMs;
      b.stillSteps = speed < STILL_SPEED && turn < STILL_TURN ? b.stillSteps + 1 : 0;
      if (!b.braking) {
        if (b.hangMs >= BRAKE_AFTER_MS || b.stillSteps >= STILL_STEPS_TO_BRAKE) {
          b.braking = true;
          b.stillSteps = 0;
          b.body.frictionAir = BRAKE_DAMPING;
        }
        continue;
      }
      b.brakedSteps += 1;
      if (b.stillSteps >= REST_STEPS || b.brakedSteps >= MAX_BRAKED_STEPS) {
        b.resting = true;
        Matter.Body.setVelocity(b.body, { x: 0, y: 0 });
        Matter.Body.setAngularVelocity(b.body, 0);
        Matter.Body.setStatic(b.body, true);
      }
    }
  }
}
