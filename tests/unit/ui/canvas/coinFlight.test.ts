// Coins flying to the counter, read without a canvas: six coins start on a small ring round the middle, wait
// their turn 30 ms apart, rise and grow, then fly to the coin at the pill's left end and fade; under reduced motion
// they only fade in and out on the pill. Each flight leaves by its own timer once landed, even when the balance
// grows again while it flies.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webDevice } from '../../../../src/platform/webDevice';
import {
  COIN,
  coinFrame,
  coinStart,
  createFlightList,
  FLIGHT_COINS,
  FLIGHT_LINGER_MS,
  FLIGHT_MS,
  flightDuration,
  flightOrigin,
  flightTarget,
  type Flight,
} from '../../../../src/ui/canvas/coinFlightLook';

afterEach(() => {
  vi.useRealTimers();
});

const origin = flightOrigin(750, 1484);
const target = { x: 120, y: 80 };

describe('where the coins fly', () => {
  it('start on a small ring around the middle, each in its own place', () => {
    const starts = Array.from({ length: FLIGHT_COINS }, (_, i) => coinStart(i));
    expect(new Set(starts.map((p) => `${p.x},${p.y}`)).size).toBe(FLIGHT_COINS);
    for (const p of starts) expect(Math.hypot(p.x, p.y)).toBeLessThanOrEqual(40);
    expect(FLIGHT_COINS).toBe(6);
    expect(FLIGHT_MS).toBeLessThan(500);
  });

  it('the ring is round the middle of the design box; they land on the coin at the pill’s left end', () => {
    expect(origin).toEqual({ x: 375, y: 742 });
    // The coin pill's box (design units, as CoinPill registers it): 70 px tall, so its coin's centre is 35 px in.
    expect(flightTarget({ x: 100, y: 60, width: 240, height: 70 })).toEqual({ x: 135, y: 95 });
  });
});

describe('a coin in flight (motion.css coin-fly: 420 ms, 30 ms apart)', () => {
  it('waits unseen on the ring at 0.6 until its turn', () => {
    const start = coinStart(3);
    for (const ms of [0, 3 * COIN.staggerMs]) {
      expect(coinFrame(3, ms, origin, target, false)).toEqual({
        x: origin.x + start.x,
        y: origin.y + start.y,
        scale: 0.6,
        alpha: 0,
      });
    }
  });

  it('rises 24 px and grows to 1.1, clear, at 15% of its flight', () => {
    const start = coinStart(0);
    const f = coinFrame(0, 0.15 * COIN.ms, origin, target, false);
    expect(f.x).toBeCloseTo(origin.x + start.x);
    expect(f.y).toBeCloseTo(origin.y + start.y - 24);
    expect(f.scale).toBeCloseTo(1.1);
    expect(f.alpha).toBeCloseTo(1);
  });

  it('lands on the target at 0.7 and fades out over its last tenth', () => {
    const landed = coinFrame(2, 2 * COIN.staggerMs + COIN.ms, origin, target, false);
    expect(landed.x).toBeCloseTo(target.x);
    expect(landed.y).toBeCloseTo(target.y);
    expect(landed.scale).toBeCloseTo(0.7);
    expect(landed.alpha).toBe(0);
    expect(coinFrame(2, 2 * COIN.staggerMs + 0.8 * COIN.ms, origin, target, false).alpha).toBe(1);
    const fading = coinFrame(2, 2 * COIN.staggerMs + 0.95 * COIN.ms, origin, target, false).alpha;
    expect(fading).toBeGreaterThan(0);
    expect(fading).toBeLessThan(1);
    // Long after, it stays landed and unseen (fill-mode both).
    expect(coinFrame(2, 5000, origin, target, false)).toMatchObject({ alpha: 0, scale: 0.7 });
  });

  it('moves along an eased path (slow, fast, slow), never overshooting the target', () => {
    const at = (p: number) => coinFrame(0, p * COIN.ms, origin, target, false);
    const early = at(0.2);
    const middle = at(0.575);
    const from = at(0.15);
    const share = (f: { x: number }) => (f.x - from.x) / (target.x - from.x);
    expect(share(early)).toBeLessThan(0.05);
    expect(share(middle)).toBeGreaterThan(0.4);
    expect(share(middle)).toBeLessThan(0.6);
    for (let p = 0; p <= 1; p += 0.05) {
      const f = at(p);
      expect(f.x).toBeGreaterThanOrEqual(Math.min(target.x, origin.x + coinStart(0).x) - 1e-6);
    }
  });

  it('the whole flight is under 0.6 s and over before its timer takes it off', () => {
    expect(flightDuration(false)).toBe(5 * 30 + 420);
    expect(flightDuration(true)).toBe(5 * 30 + 300);
    expect(flightDuration(false)).toBeLessThan(FLIGHT_MS + FLIGHT_LINGER_MS);
    expect(flightDuration(false)).toBeLessThan(600);
  });

  it('under reduced motion a coin only fades in and out where it lands, at its own size', () => {
    const frames = [0, 75, 150, 225, 300, 400].map((ms) => coinFrame(0, ms, origin, target, true));
    for (const f of frames) expect(f).toMatchObject({ x: target.x, y: target.y, scale: 1 });
    expect(frames[0]!.alpha).toBe(0);
    expect(frames[2]!.alpha).toBeCloseTo(1);
    expect(frames[4]!.alpha).toBeCloseTo(0);
    expect(frames[5]!.alpha).toBe(0);
  });
});

describe('the flights in the air', () => {
  function list() {
    let shown: readonly Flight[] = [];
    const flights = createFlightList(webDevice().timers, (f) => {
      shown = f;
    });
    const coinsFlying = () => shown.length * FLIGHT_COINS;
    return { flights, coinsFlying };
  }

  it('a flight goes to where it was started and leaves once landed', () => {
    vi.useFakeTimers();
    const { flights, coinsFlying } = list();
    expect(coinsFlying()).toBe(0);
    flights.start(target);
    expect(coinsFlying()).toBeGreaterThan(0);
    expect(flights.current()[0]!.target).toEqual(target);
    vi.advanceTimersByTime(FLIGHT_MS + 250);
    expect(coinsFlying()).toBe(0);
  });

  it('a second rise during a flight does not keep the first one on screen', () => {
    vi.useFakeTimers();
    const { flights, coinsFlying } = list();
    flights.start(target);
    const one = coinsFlying();
    vi.advanceTimersByTime(200);
    flights.start(target);
    expect(coinsFlying()).toBe(2 * one);
    vi.advanceTimersByTime(FLIGHT_MS + FLIGHT_LINGER_MS - 200);
    expect(coinsFlying()).toBe(one);
    vi.advanceTimersByTime(250);
    expect(coinsFlying()).toBe(0);
  });

  it('when the layer leaves, no timer is left behind', () => {
    vi.useFakeTimers();
    const { flights } = list();
    flights.start(target);
    flights.start(target);
    flights.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
