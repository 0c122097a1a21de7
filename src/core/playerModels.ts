// Player models: seeded simulated players whose win shares stand for how hard a level feels.
//
// Three models, each a rule for picking the next tap among the screws that are free now:
// - random: any free screw that has somewhere to go (its box, else a free tray slot), uniformly; it
//   parks screws in the tray even when another screw fits a box. The player who does not look.
// - boxFirst: never parks a screw in the tray while some free screw fits a box: it picks uniformly
//   among the free screws that fit a box, else uniformly among the free screws (all go to the tray).
// - lookahead: box-first, plus a two-tap lookahead over the tray. It never takes a tap that loses at
//   once or leaves only losing taps for the next one (every free screw would then go to the tray and
//   fill it), unless every tap does; and when it has to park a screw it prefers one whose tap leaves a
//   free screw that fits a box (it uncovers one, or drops a board that hid one). It reads the board
//   and the boxes in the row, not the queue of boxes to come.
//
// Every model plays on the search state of searchState.ts (the rules of rules.ts restated, with the
// cautious cover model), so a model's taps are taps the game accepts: tests/unit/core/playerModels
// replays them through `tapScrew`. Games are seeded (`hashSeed(seed, model, game)`) and bounded by the
// screw count (every tap takes a screw off a board), so a win share is the same on every device and
// costs no clock.
//
// Besides the win share, each model reports its loss rate per screw: the games lost divided by the
// taps made over all games (won and lost). It is the hazard a player meets at each screw, and unlike
// the win share it does not shrink with the level's size: a level played twice over is lost about
// twice as often, over twice as many taps. `feltDifficulty.ts` folds it into the felt difficulty.
//
// `rounds` plays the level that many times in a row as one game (the level doubled in size: twice
// the screws, the same puzzle twice): the game is won when every round is won and lost at the first
// round lost, and its taps are all its rounds' taps. With a win share w and t taps a game, two rounds
// win w² of games over t(1 + w) taps, losing (1 − w)(1 + w): the loss per screw is the level's own.
import { buildLevel, screwId } from './buildLevel';
import { boardOutlines, screwPositions } from './coverModel';
import { createRng, hashSeed, type Rng, type Seed } from './random';
import {
  applyTap,
  factsOf,
  freeTaps,
  outcomeOf,
  searchFromState,
  type SearchNode,
  type SearchProblem,
} from './searchState';
import type { BoardSpec, Colour, LevelSpec } from './types';

/** The simulated players, weakest first. */
export type PlayerModel = 'random' | 'boxFirst' | 'lookahead';

/** Every player model, weakest first. */
export const PLAYER_MODELS: readonly PlayerModel[] = ['random', 'boxFirst', 'lookahead'];

/** How one simulated game ended: won, lost (tray full) or stuck (no free screw could move: also a loss). */
export type GameEnd = 'won' | 'lost' | 'stuck';

/** One simulated game: how it ended and the screws tapped (global screw indexes of the cover geometry). */
export interface SimulatedGame {
  end: GameEnd;
  taps: number[];
}

/** A model's figures over its games. */
export interface PlayerFigures {
  games: number;
  wins: number;
  /** wins / games (0 when no game was played). */
  winShare: number;
  /** Taps made over all games. */
  taps: number;
  /** Games lost per tap made: the chance of losing at a screw (0 when no game was lost). */
  lossPerScrew: number;
}

/** The figures of every model. */
export type PlayerShares = Record<PlayerModel, PlayerFigures>;

/** Options of `playerShares`. */
export interface PlayerOptions {
  /** Screws per box (the variant's figure, 3 by default). */
  capacity?: number;
  /** Games of each model (default: `DEFAULT_GAMES`; the random model may be given its own count). */
  games?: Partial<Record<PlayerModel, number>>;
  /** Seed of the games (default: the level id). */
  seed?: Seed;
  /** Times the level is played in a row as one game (default 1; see the module comment). */
  rounds?: number;
}

/** Games each model plays unless told otherwise. */
export const DEFAULT_GAMES: Readonly<Record<PlayerModel, number>> = { random: 200, boxFirst: 100, lookahead: 100 };

/** The free taps of a node split by where they go. */
interface Choices {
  toBox: number[];
  toTray: number[];
}

function choicesOf(p: SearchProblem, n: SearchNode): Choices {
  const toBox: number[] = [];
  const toTray: number[] = [];
  for (const t of freeTaps(p, n, factsOf(p, n))) (t.toBox ? toBox : toTray).push(t.screw);
  return { toBox, toTray };
}

/** What a tap leads to, as the lookahead player sees two taps ahead. Lower is better. */
function lookaheadClass(p: SearchProblem, n: SearchNode, s: number): number {
  const next = applyTap(p, n, s)!;
  const outcome = outcomeOf(p, next);
  if (outcome === 'won') return 0;
  if (outcome === 'lost') return 3;
  // The next tap: a box tap never fills the tray; a tray tap fills it when one slot is left.
  const after = choicesOf(p, next);
  if (after.toBox.length > 0) return 1;
  if (after.toTray.length === 0 || next.trayTotal + 1 >= p.trayOpen) return 3;
  return 2;
}

/** The taps of the best lookahead class among `taps` (all of them when every tap is of one class). */
function bestByLookahead(p: SearchProblem, n: SearchNode, taps: number[]): number[] {
  let best: number[] = [];
  let bestClass = Infinity;
  for (const s of taps) {
    const c = lookaheadClass(p, n, s);
    if (c < bestClass) {
      bestClass = c;
      best = [s];
    } else if (c === bestClass) best.push(s);
  }
  return best;
}

/** The next tap of a model in a node (a free screw with somewhere to go), or -1 when there is none. */
function pickTap(p: SearchProblem, n: SearchNode, model: PlayerModel, rng: Rng): number {
  // Free screws in screw order, each with somewhere to go, as `freeTaps` lists them.
  const all = freeTaps(p, n, factsOf(p, n));
  if (all.length === 0) return -1;
  if (model === 'random') return all[rng.int(all.length)]!.screw;
  const toBox: number[] = [];
  const toTray: number[] = [];
  for (const t of all) (t.toBox ? toBox : toTray).push(t.screw);
  if (model === 'boxFirst') {
    const pool = toBox.length > 0 ? toBox : toTray;
    return pool[rng.int(pool.length)]!;
  }
  // Lookahead. A box tap leaves the tray as it was or emptier; it can only lead to a loss when the
  // tray is one short of full and no box tap follows, so its look ahead is needed only then.
  if (toBox.length > 0) {
    const pool = n.trayTotal + 1 >= p.trayOpen ? bestByLookahead(p, n, toBox) : toBox;
    return pool[rng.int(pool.length)]!;
  }
  const pool = bestByLookahead(p, n, toTray);
  return pool[rng.int(pool.length)]!;
}

/**
 * Plays one game of a model from a node with a seeded random source: the level `rounds` times in a row
 * (each round from the start), ending at the first round that is not won.
 */
function playRounds(p: SearchProblem, start: SearchNode, model: PlayerModel, rng: Rng, rounds: number): SimulatedGame {
  const taps: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const round = playFrom(p, start, model, rng);
    taps.push(...round.taps);
    if (round.end !== 'won') return { end: round.end, taps };
  }
  return { end: 'won', taps };
}

/** Plays one round of a model from a node with a seeded random source. */
function playFrom(p: SearchProblem, start: SearchNode, model: PlayerModel, rng: Rng): SimulatedGame {
  const taps: number[] = [];
  let n = start;
  // Every tap takes a screw off a board, so a game ends within `onCount` taps.
  for (let i = 0, cap = start.onCount; i <= cap; i++) {
    const s = pickTap(p, n, model, rng);
    if (s < 0) return { end: 'stuck', taps };
    n = applyTap(p, n, s)!;
    taps.push(s);
    const outcome = outcomeOf(p, n);
    if (outcome === 'won') return { end: 'won', taps };
    if (outcome === 'lost') return { end: 'lost', taps };
  }
  return { end: 'stuck', taps };
}

/** The seed of game `game` of a model (the random model keeps the seeds its players always had). */
function gameSeed(base: number, model: PlayerModel, game: number): number {
  return model === 'random' ? hashSeed(base, game) : hashSeed(base, model, game);
}

/**
 * One seeded game of a model on a level from its start, as screw ids: how it ended and the taps,
 * which the real rules accept in turn (`tapScrew` with the cover model).
 */
export function playGame(
  level: LevelSpec,
  model: PlayerModel,
  seed: Seed,
  game = 0,
  capacity = 3,
): { end: GameEnd; line: string[] } {
  const { problem, node } = searchFromState(level, buildLevel(level, { boxCapacity: capacity }));
  const played = playFrom(problem, node, model, createRng(gameSeed(hashSeed(seed), model, game)));
  return { end: played.end, line: played.taps.map((s) => problem.geometry.ids[s]!) };
}

/** The figures of `games` seeded games of one model. */
function figuresOf(
  p: SearchProblem,
  start: SearchNode,
  model: PlayerModel,
  games: number,
  base: number,
  rounds: number,
): PlayerFigures {
  let wins = 0;
  let taps = 0;
  for (let g = 0; g < games; g++) {
    const played = playRounds(p, start, model, createRng(gameSeed(base, model, g)), rounds);
    if (played.end === 'won') wins += 1;
    taps += played.taps.length;
  }
  const losses = games - wins;
  return {
    games,
    wins,
    winShare: games > 0 ? wins / games : 0,
    taps,
    lossPerScrew: losses > 0 ? losses / Math.max(1, taps) : 0,
  };
}

/** The win share and loss rate of each player model on a level, over seeded games from its start. */
export function playerShares(level: LevelSpec, opts: PlayerOptions = {}): PlayerShares {
  const capacity = opts.capacity ?? 3;
  const base = hashSeed(opts.seed ?? level.id);
  const rounds = Math.max(1, Math.floor(opts.rounds ?? 1));
  const { problem, node } = searchFromState(level, buildLevel(level, { boxCapacity: capacity }));
  const out = {} as PlayerShares;
  for (const model of PLAYER_MODELS) {
    const games = Math.max(0, Math.floor(opts.games?.[model] ?? DEFAULT_GAMES[model]));
    out[model] = figuresOf(problem, node, model, games, base, rounds);
  }
  return out;
}

/**
 * The same level twice over, as one level: every board again (ids suffixed, moved clear of the
 * originals so that no board of one copy can cover a screw of the other, at rest or swinging), every
 * screw again, and the box queue played twice (the queue, then the queue again), so each colour has
 * twice its boxes. The box row and the tray stay as they are. Both copies' free screws are there from
 * the start, so a box can take screws of either: not the same puzzle twice over (that is `rounds: 2`),
 * a measuring device of its own (docs/levels.md, Doubled levels). The copy sits outside the design area
 * and the result need not pass `parseLevel`'s bounds.
 */
export function doubleLevel(level: LevelSpec): LevelSpec {
  // A board hanging on a pin stays within its swing disc (farthest outline point from the pin), and
  // at rest within its outline: the copy moves down by more than the height all of that spans.
  const outlines = boardOutlines(level);
  const pins = screwPositions(level);
  let top = Infinity;
  let bottom = -Infinity;
  for (const b of level.boards) {
    const outline = outlines.get(b.id)!;
    for (const q of outline) {
      top = Math.min(top, q.y);
      bottom = Math.max(bottom, q.y);
    }
    b.holes.forEach((_, i) => {
      const c = pins.get(screwId(b.id, i))!;
      const r = Math.max(...outline.map((q) => Math.hypot(q.x - c.x, q.y - c.y)));
      top = Math.min(top, c.y - r);
      bottom = Math.max(bottom, c.y + r);
    });
  }
  const shift = Math.ceil(bottom - top) + 100;
  const copy = (b: BoardSpec): BoardSpec => ({ ...structuredClone(b), id: `${b.id}~2`, y: b.y + shift });
  const queue: Colour[] = [...level.boxes.queue, ...level.boxes.queue];
  return {
    ...structuredClone(level),
    id: `${level.id}~x2`,
    boards: [...level.boards.map((b) => structuredClone(b)), ...level.boards.map(copy)],
    boxes: { queue, positions: level.boxes.positions, locked: [...level.boxes.locked] },
  };
}
