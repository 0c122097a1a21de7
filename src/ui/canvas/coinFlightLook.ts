// Coins flying to the counter, as numbers: where the coins start (a small ring round the middle of the design
// box), where they land (the coin at the coin pill's left end, from the pill's box in the canvas's controls),
// and where each coin is, how big and how clear, some milliseconds into a flight (the DOM layer's CSS keyframes,
// motion.css `coin-fly` and, under reduced motion, `coin-fade`). Also the list of flights in the air, each taken
// off by its own timer once it has landed. Pure: CoinFlightLayer draws it, the tests pin it.
import type { LayerTimers } from '../layerTimers';
import type { DesignBox } from './controls';
import { cubicBezier, EASE, sampleKeyframes, type Keyframe } from './motion';

/** Coins in one flight. */
export const FLIGHT_COINS = 6;
/** How long a flight stays up, ms, before its timer takes it off (plus {@link FLIGHT_LINGER_MS}). */
export const FLIGHT_MS = 480;
/** A flight is taken off this long after FLIGHT_MS (every coin has landed and faded by then). */
export const FLIGHT_LINGER_MS = 200;

/** One coin's flight: 420 ms, each coin 30 ms after the one before, 44 px across (motion.css). */
export const COIN = { ms: 420, staggerMs: 30, size: 44, rise: 24, fadeMs: 300 } as const;

/** Where coin `i` starts, relative to the middle of the screen (px): a small ring. */
export function coinStart(i: number, n: number = FLIGHT_COINS): { x: number; y: number } {
  const angle = (2 * Math.PI * i) / n;
  return { x: Math.round(Math.cos(angle) * 40), y: Math.round(Math.sin(angle) * 28) };
}

/** A point in design units. */
export interface Point {
  x: number;
  y: number;
}

/** The middle of the design box (the coins' ring is round it). */
export function flightOrigin(designWidth: number, designHeight: number): Point {
  return { x: designWidth / 2, y: designHeight / 2 };
}

/** Where the coins land: the coin at the pill's left end (half the pill's height in from its edge). */
export function flightTarget(pill: DesignBox): Point {
  return { x: pill.x + pill.height / 2, y: pill.y + pill.height / 2 };
}

/** How long one flight moves, ms: the last coin's delay and its flight (or its fade under reduced motion). */
export function flightDuration(reduced: boolean, n: number = FLIGHT_COINS): number {
  return (n - 1) * COIN.staggerMs + (reduced ? COIN.fadeMs : COIN.ms);
}

/** A coin as drawn: its centre (design units), scale and alpha. */
export interface CoinFrame {
  x: number;
  y: number;
  scale: number;
  alpha: number;
}

/** motion.css's coin-fly easing, applied to each keyframe segment as CSS does. */
const FLY_EASE = cubicBezier(0.55, 0, 0.45, 1);

/**
 * Coin `i` of `n`, `elapsedMs` into its flight from `origin` to `target`. It waits its turn (30 ms per coin) and
 * holds its first frame (unseen) until then and its last (unseen) after: CSS's fill-mode both. It appears as it
 * rises 24 px and grows to 1.1, then flies to the target shrinking to 0.7, fading out over its last tenth. Under
 * reduced motion it only fades in and out (300 ms, ease-out) where it lands.
 */
export function coinFrame(
  i: number,
  elapsedMs: number,
  origin: Point,
  target: Point,
  reduced: boolean,
  n: number = FLIGHT_COINS,
): CoinFrame {
  const local = elapsedMs - i * COIN.staggerMs;
  if (reduced) {
    const t = Math.min(1, Math.max(0, local / COIN.fadeMs));
    const { alpha } = sampleKeyframes(
      [
        [0, { alpha: 0 }],
        [0.5, { alpha: 1 }],
        [1, { alpha: 0 }],
      ],
      t,
      EASE.easeOut,
    );
    return { x: target.x, y: target.y, scale: 1, alpha };
  }
  const t = Math.min(1, Math.max(0, local / COIN.ms));
  const from = coinStart(i, n);
  const to = { x: target.x - origin.x, y: target.y - origin.y };
  const moves: Keyframe<{ x: number; y: number; scale: number }>[] = [
    [0, { x: from.x, y: from.y, scale: 0.6 }],
    [0.15, { x: from.x, y: from.y - COIN.rise, scale: 1.1 }],
    [1, { x: to.x, y: to.y, scale: 0.7 }],
  ];
  const fades: Keyframe<{ alpha: number }>[] = [
    [0, { alpha: 0 }],
    [0.15, { alpha: 1 }],
    [0.9, { alpha: 1 }],
    [1, { alpha: 0 }],
  ];
  const move = sampleKeyframes(moves, t, FLY_EASE);
  const { alpha } = sampleKeyframes(fades, t, FLY_EASE);
  return { x: origin.x + move.x, y: origin.y + move.y, scale: move.scale, alpha };
}

/** One flight in the air: its id and where its coins land. */
export interface Flight {
  id: number;
  target: Point;
}

/** The flights in the air: each starts when the balance grows and leaves by its own timer once landed. */
export interface FlightList {
  /** A new flight to `target`. */
  start(target: Point): void;
  /** The flights now, oldest first. */
  current(): readonly Flight[];
  /** Clears every timer (the layer leaves). */
  dispose(): void;
}

/** A list of flights whose changes are told to `changed`; `timers` take each off after it has landed. */
export function createFlightList(timers: LayerTimers, changed: (flights: readonly Flight[]) => void): FlightList {
  let flights: readonly Flight[] = [];
  let nextId = 1;
  const pending = new Set<unknown>();
  const set = (next: readonly Flight[]) => {
    flights = next;
    changed(flights);
  };
  return {
    start(target) {
      const flight = { id: nextId++, target };
      set([...flights, flight]);
      // Each flight has its own timer: a rise during a flight must not cancel the first one's.
      const timer = timers.setTimeout(() => {
        pending.delete(timer);
        set(flights.filter((f) => f.id !== flight.id));
      }, FLIGHT_MS + FLIGHT_LINGER_MS);
      pending.add(timer);
    },
    current: () => flights,
    dispose() {
      for (const timer of pending) timers.clearTimeout(timer);
      pending.clear();
    },
  };
}
