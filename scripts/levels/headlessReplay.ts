// Replays a line of taps in the real matter-js world, headless in Node, the way the game plays it:
// wait for the scene to settle, ask the physics whether the screw is covered now, tap it through the
// rules, hand the rule events to the physics. Proves that a line the solver found with its cautious
// static cover model also works against the real bodies, and that every freed board falls away.
import { buildLevel } from '../../src/core/buildLevel';
import { coverModel } from '../../src/core/coverModel';
import { tapScrew } from '../../src/core/rules';
import type { LevelSpec } from '../../src/core/types';
import { createPhysicsWorld, type PhysicsWorld } from '../../src/physics';
import type { VariantConfig } from '../../src/variants/types';

/** The variant numbers a replay reads: box capacity, physics tuning, layout and screw radius. */
export type ReplayVariant = Pick<VariantConfig, 'boxCapacity' | 'physics' | 'layout' | 'screwRadius'>;

/** Options of `replayInPhysics`. */
export interface ReplayOptions {
  /** Most simulated time (ms) the world may take to settle before a tap, or after the last one. */
  settleCapMs?: number;
}

/**
 * Simulated time the world may take to settle, unless told otherwise: the game's budget. A board
 * freed or left hanging by a tap comes to rest within about 3 s (the rest rule of
 * src/physics/rest.ts), so a wait longer than this is a world that does not rest, and the replay
 * (and with it `npm run levels -- check`) fails on it rather than noting it.
 */
export const DEFAULT_SETTLE_CAP_MS = 3_000;

/** What a headless replay found. */
export interface PhysicsReplay {
  /** True when every tap was free in the physics, the line won, and every freed board left the screen. */
  ok: boolean;
  /** The first thing that went wrong, in words (absent when ok). */
  problem?: string;
  /** Taps made (a replay stops at the first problem). */
  taps: number;
  /** Simulated physics time (ms). */
  simulatedMs: number;
  /** Wall-clock time of the replay (ms). */
  wallMs: number;
  /** The longest wait for the world to settle, before a tap or after the last one (simulated ms). */
  longestSettleMs: number;
}

/**
 * The boards that keep the world settling: falling ones, and hanging ones, marked "still" when one more
 * step (taken here) does not move them (they stand still but have not yet been put to rest).
 */
function movingBoards(world: PhysicsWorld, boardIds: readonly string[], stepMs: number): string[] {
  const before = new Map(boardIds.map((id) => [id, world.boardPose(id)]));
  // The fixed-step clock may take no step for one step's worth of time when its remainder falls short.
  for (let tries = 0; tries < 3 && world.step(stepMs) === 0; tries++);
  const out: string[] = [];
  for (const id of boardIds) {
    const mode = world.boardMode(id);
    if (mode === 'falling') out.push(`${id} (falling)`);
    if (mode !== 'hanging') continue;
    const [a, b] = [before.get(id), world.boardPose(id)];
    const moved = !a || !b || a.x !== b.x || a.y !== b.y || a.angle !== b.angle;
    out.push(moved ? `${id} (hanging)` : `${id} (hanging, still)`);
  }
  return out;
}

/**
 * Plays `line` (screw ids) from the level's start in a headless physics world and reports the
 * first problem: a screw the physics says is covered, a tap the rules refuse, a world that does not
 * settle within the cap, a line that does not end in a win, or a freed board that did not fall off
 * the screen. Deterministic: fixed steps, no clock in the simulation.
 */
export function replayInPhysics(
  level: LevelSpec,
  line: readonly string[],
  variant: ReplayVariant,
  opts: ReplayOptions = {},
): PhysicsReplay {
  const t0 = performance.now();
  const cap = opts.settleCapMs ?? DEFAULT_SETTLE_CAP_MS;
  // One fixed step per chunk (a world with no sensible step is stepped in 60 Hz chunks).
  const stepMs = variant.physics.stepMs > 0 ? variant.physics.stepMs : 1000 / 60;
  const boardIds = level.boards.map((b) => b.id);
  const model = coverModel(level);
  let state = buildLevel(level, { boxCapacity: variant.boxCapacity });
  const world = createPhysicsWorld(level, state, variant);
  let simulatedMs = 0;
  let taps = 0;
  const freed = new Set<string>();
  const destroyed = new Set<string>();

  let longestSettleMs = 0;

  /**
   * Steps in fixed chunks until the world says it has settled (as the game does: it steps the
   * physics only while `isSettling()`); false when the cap is reached first.
   */
  const settle = (): boolean => {
    let spent = 0;
    while (world.isSettling()) {
      if (spent >= cap) return false;
      // Count the time offered, not only the steps taken, so the wait ends even if a call steps nothing.
      spent += stepMs;
      simulatedMs += world.step(stepMs) * stepMs;
      longestSettleMs = Math.max(longestSettleMs, spent);
      for (const id of world.takeDestroyed()) destroyed.add(id);
    }
    return true;
  };

  const finish = (problem?: string): PhysicsReplay => {
    world.destroy();
    return {
      ok: problem === undefined,
      ...(problem === undefined ? {} : { problem }),
      taps,
      simulatedMs: Math.round(simulatedMs),
      wallMs: performance.now() - t0,
      longestSettleMs: Math.round(longestSettleMs),
    };
  };

  const unsettled = (when: string) =>
    `${when}: the world did not settle within ${cap / 1000} s of simulated time (settling: ${
      movingBoards(world, boardIds, stepMs).join(', ') || 'none'
    })`;

  try {
    for (const [i, id] of line.entries()) {
      if (!settle()) return finish(unsettled(`before tap ${i} (${id})`));
      const screw = state.screws[id];
      if (!screw) return finish(`tap ${i} (${id}): there is no such screw`);
      if (screw.place.kind === 'board') {
        const covering = world.coveringBoards(id);
        if (covering.length > 0) {
          const verdict = model.covered(state, id) ? 'the cover model agrees' : 'the cover model calls it free';
          return finish(`tap ${i} (${id}) is covered by ${covering.join(', ')} in physics (${verdict})`);
        }
      }
      const result = tapScrew(state, id, false);
      const rejected = result.events.find((e) => e.type === 'Rejected');
      if (rejected) return finish(`tap ${i} (${id}) rejected by the rules: ${rejected.reason}`);
      state = result.state;
      taps += 1;
      for (const e of result.events) if (e.type === 'BoardFreed') freed.add(e.boardId);
      world.apply(result.events);
    }
    if (!settle()) return finish(unsettled('after the last tap'));
    if (state.outcome !== 'won') {
      const left = Object.values(state.screws).filter((s) => s.place.kind === 'board').length;
      return finish(
        `the line ends with the game ${state.outcome === 'playing' ? 'still playing' : state.outcome}, not won` +
          ` (${left} screw${left === 1 ? '' : 's'} left on boards)`,
      );
    }
    for (const id of freed) {
      const mode = world.boardMode(id);
      if (mode !== 'gone' || !destroyed.has(id)) {
        return finish(`board ${id} was freed by the rules but is ${mode} in physics, not destroyed below the screen`);
      }
    }
    return finish();
  } catch (error) {
    return finish(`the replay threw: ${error instanceof Error ? error.message : String(error)}`);
  }
}
