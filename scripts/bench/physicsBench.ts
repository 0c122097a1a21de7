// Times the physics world of a level: screws come out one by one while the world steps, and we
// measure each fixed step (mean and 99th percentile, ms).
import { buildLevel } from '../../src/core/buildLevel';
import { parseLevel } from '../../src/core/levelSchema';
import { screwsOnBoards, tapScrew } from '../../src/core/rules';
import type { GameState, LevelSpec, RuleEvent } from '../../src/core/types';
import { createPhysicsWorld, type PhysicsWorld } from '../../src/physics';
import { screwVariant } from '../../src/variants/screw';

/** Seconds of play simulated per bench run. */
const SECONDS = 20;
/** Steps between two screws coming out. */
const STEPS_PER_UNPIN = 12;

/** Takes one screw out: through the rules when they allow it, else straight off its board. */
function unpinNext(state: GameState, world: PhysicsWorld): { state: GameState; events: RuleEvent[] } | null {
  const onBoards = screwsOnBoards(state);
  if (onBoards.length === 0) return null;
  if (state.outcome === 'playing') {
    const free = onBoards.find((id) => !world.isCovered(id)) ?? onBoards[0]!;
    const result = tapScrew(state, free, false);
    if (result.events[0]?.type !== 'Rejected') return result;
  }
  // Rules said no (tray full, game over): unpin in order, as the rules would have.
  const next = structuredClone(state);
  const id = onBoards[0]!;
  const screw = next.screws[id]!;
  const board = next.boards[screw.boardId]!;
  screw.place = { kind: 'done' };
  board.pins = board.pins.filter((p) => p !== id);
  const events: RuleEvent[] = [{ type: 'ScrewToTray', screwId: id, boardId: board.id, slot: 0 }];
  if (board.pins.length === 1) events.push({ type: 'BoardHanging', boardId: board.id, pinScrewId: board.pins[0]! });
  if (board.pins.length === 0) events.push({ type: 'BoardFreed', boardId: board.id });
  return { state: next, events };
}

/** One play-through of a level: per-step times in ms (when `timed`) and the steps taken. */
function playThrough(level: LevelSpec, timed: boolean): { times: number[]; steps: number } {
  let state = buildLevel(level, screwVariant);
  const world = createPhysicsWorld(level, state, screwVariant);
  const stepMs = screwVariant.physics.stepMs;
  const frames = Math.round((SECONDS * 1000) / stepMs);
  const times: number[] = [];
  let steps = 0;
  try {
    for (let frame = 0; frame < frames; frame++) {
      if (frame % STEPS_PER_UNPIN === 0) {
        const out = unpinNext(state, world);
        if (out) {
          state = out.state;
          world.apply(out.events);
        }
      }
      const t0 = performance.now();
      const n = world.step(stepMs);
      const t1 = performance.now();
      world.takeDestroyed();
      steps += n;
      if (timed && n > 0) times.push((t1 - t0) / n);
    }
  } finally {
    world.destroy();
  }
  return { times, steps };
}

/** Builds the world for a level, unpins its screws progressively and times `step(stepMs)` (after one warm-up run). */
export async function benchPhysics(levelJson: unknown): Promise<{ mean: number; p99: number; steps: number }> {
  const parsed = parseLevel(levelJson, screwVariant.boxCapacity);
  if (!parsed.ok) throw new Error(`benchPhysics: ${parsed.error}`);
  playThrough(parsed.level, false);
  // Let the warm-up's garbage go before the timed run.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { times, steps } = playThrough(parsed.level, true);
  times.sort((a, b) => a - b);
  const mean = times.reduce((s, t) => s + t, 0) / Math.max(1, times.length);
  const p99 = times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? 0;
  return { mean, p99, steps };
}
