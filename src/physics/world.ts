// The matter-js world of a level: boards pinned by screws, hanging, falling and leaving the screen,
// stepped on a fixed timestep, with the cover query the rules ask before a screw may move.
import Matter from 'matter-js';
import { screwId } from '../core/buildLevel';
import { toWorld, type Point } from '../core/geometry';
import type { GameState, LevelSpec, RuleEvent } from '../core/types';
import type { PhysicsTuning, PlayfieldConfig } from '../core/config';
import { createBoardBody } from './bodies';
import { fallingFilter, heldFilter } from './collision';
import { coveringBoardIds, type CoverCandidate } from './coverQuery';
import { FixedStep } from './fixedStep';
import { topBoardAt } from './hitTest';
import { createPin } from './pins';
import { originFromBody, outlineAt, type Pose } from './pose';
import { isLeaning, startHang, wakeHang, watchHang, type HangState } from './hangState';
import { brake, holdStill } from './rest';
import { degToRad, matterGravityScale } from './units';

export type { Pose } from './pose';

/** What a board is doing: held by two or more pins, swinging on one, falling, or off the screen. */
export type BoardMode = 'fixed' | 'hanging' | 'falling' | 'gone';

/** How far below the bottom of the design a falling board's top must be before it is destroyed. */
export const DESTROY_MARGIN = 100;

/** Constraint passes per step: more keeps a swinging board's pin tighter. */
const PIN_ITERATIONS = 6;

/** The physics of one level as the rest of the game sees it: ids and plain numbers only. */
export interface PhysicsWorld {
  /** Advance by a frame's delta (ms) in fixed steps; returns the number of steps taken. */
  step(deltaMs: number): number;
  /** Act on rule events: ScrewToBox/ScrewToTray remove that screw's pin; BoardHanging/BoardFreed change the board's mode. Ignore others. */
  apply(events: readonly RuleEvent[]): void;
  /** True when a present board of a higher group overlaps this screw's head now. */
  isCovered(screwId: string): boolean;
  /** Ids of the boards that cover this screw now (for debug overlays and tests). */
  coveringBoards(screwId: string): string[];
  /** Current pose of a board's shape origin, or null once destroyed. */
  boardPose(boardId: string): Pose | null;
  /** Current world position of a screw that is still on its board, else null. */
  screwPosition(screwId: string): { x: number; y: number } | null;
  /** What a board is doing now; unknown ids are 'gone'. */
  boardMode(boardId: string): BoardMode;
  /** Take a board out at once (queued to after the step if called during one): it falls (for the later remove-board skill). */
  dropBoard(boardId: string): void;
  /** Boards destroyed since the last call (wholly below the screen). */
  takeDestroyed(): string[];
  /** True while any board is moving (hanging and not at rest, or falling). */
  isSettling(): boolean;
  /** The top-most held (fixed or hanging) board whose current outline holds the point, or null. */
  boardAt(point: { x: number; y: number }): string | null;
  /**
   * The one query of a tap: the screw within `reach` of the point (of those `onBoard` accepts; the
   * top-most board's first, then the nearest), whether a board of a higher group covers it now, and
   * the top-most held board under the point.
   */
  tapAt(point: { x: number; y: number }, reach: number, onBoard: (screwId: string) => boolean): TapQuery;
  setTuning(t: Partial<PhysicsTuning>): void;
  destroy(): void;
}

/** What lies under a tap point now: see {@link PhysicsWorld.tapAt}. */
export interface TapQuery {
  screw: { id: string; covered: boolean } | null;
  boardId: string | null;
}

/** Optional choices for a world built mid-game. */
export interface PhysicsWorldOptions {
  /**
   * What to do with boards the state says have no pins: 'fall' (default) drops them from their
   * level pose; 'gone' leaves them out, for a rebuild where they already fell (not reported as destroyed).
   */
  freedBoards?: 'fall' | 'gone';
}

interface BoardEntry {
  id: string;
  group: number;
  body: Matter.Body;
  outline: Point[];
  centroid: Point;
  mode: BoardMode;
  /** Pins still holding the board, by screw id. */
  pins: Map<string, Matter.Constraint>;
  /** Screws still on the board (they ride along even after the pins go, e.g. a dropped board). */
  attached: Set<string>;
  /** While the board hangs: how its swing comes to rest (see rest.ts). */
  hang: HangState | null;
}

interface ScrewEntry {
  board: BoardEntry;
  hole: Point;
}

/** Builds the world for a level in the given (possibly mid-game) rule state. */
export function createPhysicsWorld(
  level: LevelSpec,
  state: GameState,
  variant: Pick<PlayfieldConfig, 'physics' | 'layout' | 'screwRadius'>,
  options: PhysicsWorldOptions = {},
): PhysicsWorld {
  const tuning: PhysicsTuning = { ...variant.physics };
  const screwRadius = variant.screwRadius;
  const destroyBelow = variant.layout.height + DESTROY_MARGIN;
  const clock = new FixedStep(tuning.stepMs, tuning.maxCatchUpMs);
  const engine = Matter.Engine.create({
    gravity: { x: 0, y: 1, scale: matterGravityScale(tuning.gravity) },
    enableSleeping: false,
    constraintIterations: PIN_ITERATIONS,
  });
  const world = engine.world;

  const boards = new Map<string, BoardEntry>();
  const screws = new Map<string, ScrewEntry>();
  const destroyed: string[] = [];
  const pending: (() => void)[] = [];
  let stepping = false;
  let disposed = false;

  // ---- mode changes -------------------------------------------------------------------------

  const removePinConstraint = (board: BoardEntry, id: string): void => {
    const pin = board.pins.get(id);
    if (!pin) return;
    Matter.Composite.remove(world, pin);
    board.pins.delete(id);
  };

  const setHanging = (board: BoardEntry): void => {
    if (board.mode === 'hanging' || board.mode === 'falling' || board.mode === 'gone') return;
    if (board.body.isStatic) Matter.Body.setStatic(board.body, false);
    board.body.frictionAir = tuning.hangingDamping;
    board.body.collisionFilter = heldFilter(board.group);
    board.mode = 'hanging';
    const pin = [...board.pins.values()][0]!;
    board.hang = startHang(board.body, pin.pointB, tuning.gravity);
    // It may swing into the boards of its layer: those at rest must be able to give way.
    wakeLayer(board.group);
  };

  /** Wakes every resting board of a layer: something that held one of them may have moved. */
  const wakeLayer = (group: number): void => {
    for (const b of boards.values()) {
      const hang = b.hang;
      if (b.group !== group || b.mode !== 'hanging' || !hang?.resting) continue;
      Matter.Body.setStatic(b.body, false);
      b.body.frictionAir = tuning.hangingDamping;
      wakeHang(hang, b.body);
    }
  };

  const setFalling = (board: BoardEntry): void => {
    if (board.mode === 'falling' || board.mode === 'gone') return;
    for (const id of [...board.pins.keys()]) removePinConstraint(board, id);
    if (board.body.isStatic) Matter.Body.setStatic(board.body, false);
    // Free fall: no air damping, and it passes through every other board.
    board.body.frictionAir = 0;
    board.body.collisionFilter = fallingFilter(board.group);
    board.mode = 'falling';
    board.hang = null;
    // Falling boards touch nothing: a board of its layer that leaned on it has lost its support.
    wakeLayer(board.group);
  };

  const setGone = (board: BoardEntry, report: boolean): void => {
    if (board.mode === 'gone') return;
    for (const id of [...board.pins.keys()]) removePinConstraint(board, id);
    Matter.Composite.remove(world, board.body);
    board.attached.clear();
    board.mode = 'gone';
    board.hang = null;
    if (report) destroyed.push(board.id);
  };

  /** Brings a board's mode in line with how many pins hold it. */
  const settleMode = (board: BoardEntry): void => {
    if (board.pins.size === 1) setHanging(board);
    else if (board.pins.size === 0) setFalling(board);
  };

  const unscrew = (id: string): void => {
    const screw = screws.get(id);
    if (!screw) return;
    removePinConstraint(screw.board, id);
    screw.board.attached.delete(id);
    settleMode(screw.board);
  };

  const applyNow = (events: readonly RuleEvent[]): void => {
    for (const e of events) {
      switch (e.type) {
        case 'ScrewToBox':
        case 'ScrewToTray':
          unscrew(e.screwId);
          break;
        case 'BoardHanging': {
          const board = boards.get(e.boardId);
          if (!board) break;
          // The rules name the one pin left; any other is out of date.
          for (const id of [...board.pins.keys()]) if (id !== e.pinScrewId) removePinConstraint(board, id);
          settleMode(board);
          break;
        }
        case 'BoardFreed': {
          const board = boards.get(e.boardId);
          if (board) setFalling(board);
          break;
        }
        default:
          break;
      }
    }
  };

  /** Runs a change now, or after the current step when called during one. */
  const run = (change: () => void): void => {
    if (disposed) return;
    if (stepping) pending.push(change);
    else change();
  };

  // ---- building -----------------------------------------------------------------------------

  for (const spec of level.boards) {
    const pose: Pose = { x: spec.x, y: spec.y, angle: degToRad(spec.angle) };
    const made = createBoardBody(spec.shape, spec.group, pose, spec.id);
    const board: BoardEntry = {
      id: spec.id,
      group: spec.group,
      body: made.body,
      outline: made.outline,
      centroid: made.centroid,
      mode: 'fixed',
      pins: new Map(),
      attached: new Set(),
      hang: null,
    };
    boards.set(spec.id, board);
    const held = new Set(state.boards[spec.id]?.pins ?? []);
    spec.holes.forEach((hole, index) => {
      const id = screwId(spec.id, index);
      screws.set(id, { board, hole: { x: hole.x, y: hole.y } });
      if (!held.has(id)) return;
      board.attached.add(id);
      board.pins.set(id, createPin(made.body, hole, made.centroid, toWorld(hole, pose), tuning.pinStiffness, id));
    });
    if (!state.boards[spec.id]) {
      board.mode = 'gone';
      continue;
    }
    if (board.pins.size === 0 && options.freedBoards === 'gone') {
      board.mode = 'gone';
      continue;
    }
    Matter.Composite.add(world, made.body);
    Matter.Composite.add(world, [...board.pins.values()]);
    // Two or more pins: static, so it cannot drift; the pins stay for when it starts to hang.
    if (board.pins.size >= 2) Matter.Body.setStatic(made.body, true);
    else settleMode(board);
  }

  // ---- queries ------------------------------------------------------------------------------

  const poseOf = (board: BoardEntry): Pose => originFromBody(board.centroid, board.body.position, board.body.angle);

  function* candidates(filter: (b: BoardEntry) => boolean): Generator<CoverCandidate> {
    for (const b of boards.values()) {
      if (b.mode === 'gone' || !filter(b)) continue;
      yield { id: b.id, group: b.group, outline: outlineAt(b.outline, poseOf(b)) };
    }
  }

  const screwPosition = (id: string): Point | null => {
    if (disposed) return null;
    const screw = screws.get(id);
    if (!screw || screw.board.mode === 'gone' || !screw.board.attached.has(id)) return null;
    return toWorld(screw.hole, poseOf(screw.board));
  };

  const coveringBoards = (id: string): string[] => {
    const at = screwPosition(id);
    const screw = screws.get(id);
    if (!at || !screw) return [];
    const group = screw.board.group;
    return coveringBoardIds(
      at,
      screwRadius,
      group,
      candidates((b) => b.group > group),
    );
  };

  const boardAt = (point: Point): string | null => {
    if (disposed) return null;
    return topBoardAt(
      point,
      candidates((b) => b.mode === 'fixed' || b.mode === 'hanging'),
    );
  };

  /** Bodies touching another body after the last step (matter's active contact pairs). */
  const touchingBodies = (): Set<Matter.Body> => {
    const out = new Set<Matter.Body>();
    for (const pair of engine.pairs.list) {
      if (!pair.isActive || pair.isSensor) continue;
      out.add(pair.bodyA.parent);
      out.add(pair.bodyB.parent);
    }
    return out;
  };

  /** Before each engine step: the brake of every braked hanging board (rest.ts). */
  const beforeEngineStep = (): void => {
    for (const board of boards.values()) {
      const hang = board.hang;
      if (board.mode !== 'hanging' || !hang || hang.resting || !hang.braking) continue;
      brake(board.body, hang.swing, tuning.stepMs / 1000, isLeaning(hang));
    }
  };

  /** After each engine step: watch each hanging board's swing, brake it, and rest layers that stand still. */
  const watchHanging = (): void => {
    const ready = new Map<number, boolean>();
    let touching: Set<Matter.Body> | null = null;
    for (const board of boards.values()) {
      const hang = board.hang;
      if (board.mode !== 'hanging' || !hang || hang.resting) continue;
      touching ??= touchingBodies();
      const still = watchHang(hang, board.body, touching.has(board.body), tuning.stepMs);
      ready.set(board.group, (ready.get(board.group) ?? true) && still);
    }
    // A layer rests as a whole: only boards of one layer touch, so a resting board never meets a moving one.
    for (const [group, allStill] of ready) {
      if (!allStill) continue;
      for (const board of boards.values()) {
        if (board.group !== group || board.mode !== 'hanging' || !board.hang || board.hang.resting) continue;
        board.hang.resting = true;
        holdStill(board.body);
      }
    }
  };

  const afterEngineStep = (): void => {
    for (const board of boards.values()) {
      if (board.mode === 'falling' && board.body.bounds.min.y > destroyBelow) setGone(board, true);
    }
    watchHanging();
    const queued = pending.splice(0);
    for (const change of queued) change();
  };

  return {
    step(deltaMs) {
      if (disposed) return 0;
      const n = clock.advance(deltaMs);
      for (let i = 0; i < n; i++) {
        stepping = true;
        try {
          beforeEngineStep();
          Matter.Engine.update(engine, tuning.stepMs);
        } finally {
          stepping = false;
        }
        afterEngineStep();
      }
      return n;
    },
    apply(events) {
      const copy = [...events];
      run(() => applyNow(copy));
    },
    isCovered(id) {
      return coveringBoards(id).length > 0;
    },
    coveringBoards,
    boardPose(id) {
      const board = boards.get(id);
      if (disposed || !board || board.mode === 'gone') return null;
      return poseOf(board);
    },
    screwPosition,
    boardMode(id) {
      if (disposed) return 'gone';
      return boards.get(id)?.mode ?? 'gone';
    },
    dropBoard(id) {
      run(() => {
        const board = boards.get(id);
        if (board) setFalling(board);
      });
    },
    takeDestroyed() {
      return destroyed.splice(0);
    },
    isSettling() {
      if (disposed) return false;
      for (const b of boards.values()) {
        if (b.mode === 'falling') return true;
        if (b.mode === 'hanging' && !b.hang?.resting) return true;
      }
      return false;
    },
    boardAt,
    tapAt(point, reach, onBoard) {
      let best: { id: string; group: number; d: number } | null = null;
      for (const [id, screw] of screws) {
        if (!onBoard(id)) continue;
        const at = screwPosition(id);
        if (!at) continue;
        const d = Math.hypot(at.x - point.x, at.y - point.y);
        if (d > reach) continue;
        const group = screw.board.group;
        if (!best || group > best.group || (group === best.group && d < best.d)) best = { id, group, d };
      }
      return {
        screw: best ? { id: best.id, covered: coveringBoards(best.id).length > 0 } : null,
        boardId: boardAt(point),
      };
    },
    setTuning(t) {
      Object.assign(tuning, t);
      clock.stepMs = tuning.stepMs;
      clock.maxCatchUpMs = tuning.maxCatchUpMs;
      engine.gravity.scale = matterGravityScale(tuning.gravity);
      for (const b of boards.values()) {
        if (b.mode === 'hanging' && !b.hang?.braking) b.body.frictionAir = tuning.hangingDamping;
        for (const pin of b.pins.values()) pin.stiffness = tuning.pinStiffness;
      }
    },
    destroy() {
      if (disposed) return;
      disposed = true;
      pending.length = 0;
      Matter.Composite.clear(world, false, true);
      Matter.Engine.clear(engine);
      for (const b of boards.values()) {
        b.mode = 'gone';
        b.pins.clear();
        b.attached.clear();
      }
    },
  };
}
