// Coins flying to the counter when the balance grows (a won level, a sign-in, a chest), drawn on the canvas: six
// coins rise from a small ring round the middle of the screen and land on the coin pill, under 0.6 s, then go.
// The pill is found in the canvas's controls (CoinPill registers 'coins-value' with its box in design units);
// nothing flies when no pill is on screen. Under reduced motion the coins only fade in and out on the pill.
// It takes no tap and says nothing to screen readers. Its numbers live in coinFlightLook.ts.
import type { Container, Graphics } from 'pixi.js';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_STAGE_DESIGN } from '../fitStage';
import { CoinIcon } from '../icons';
import type { LayerTimers } from '../layerTimers';
import { useCanvasUi, useRedrawOnRender } from './canvasUi';
import {
  COIN,
  coinFrame,
  createFlightList,
  FLIGHT_COINS,
  flightDuration,
  flightOrigin,
  flightTarget,
  type Flight,
  type Point,
} from './coinFlightLook';
import { drawIcon } from './iconGraphics';
import { useMotion } from './useMotion';

/** Props of {@link CoinFlightLayer}. */
export interface CoinFlightProps {
  /** The balance; each rise starts a flight. */
  coins: number;
  /** The timers a flight is taken off by once it has landed (the app gives the device's). */
  timers: LayerTimers;
}

/** The test id of the coin pill's balance, whose box the coins fly to (CoinPill.tsx). */
const PILL_ID = 'coins-value';

/** One coin, centred on (0, 0), in its own colours. */
function drawCoin(g: Graphics): void {
  const s = COIN.size;
  g.clear();
  drawIcon(g, CoinIcon, s, { colour: 0x000000 }, { x: -s / 2, y: -s / 2 });
}

/** One flight's six coins, moved frame by frame. */
const FlightCoins = memo(function FlightCoins({ origin, target }: { origin: Point; target: Point }) {
  const { reducedMotion } = useCanvasUi();
  const reduced = reducedMotion();
  const coins = useRef<(Container | null)[]>([]);
  const duration = flightDuration(reduced);
  const fly = useCallback(
    (p: number) => {
      const elapsed = p * duration;
      coins.current.forEach((coin, i) => {
        if (!coin) return;
        const f = coinFrame(i, elapsed, origin, target, reduced);
        coin.position.set(f.x, f.y);
        coin.scale.set(f.scale);
        coin.alpha = f.alpha;
      });
    },
    [duration, origin, target, reduced],
  );
  useMotion(fly, { durationMs: duration });
  return (
    <>
      {Array.from({ length: FLIGHT_COINS }, (_, i) => (
        <pixiContainer
          key={i}
          ref={(node) => {
            coins.current[i] = node;
          }}
          alpha={0}
        >
          <pixiGraphics draw={drawCoin} />
        </pixiContainer>
      ))}
    </>
  );
});

/** Watches the balance and flies coins to the coin pill on screen when it grows. */
export function CoinFlightLayer({ coins, timers }: CoinFlightProps) {
  const { controls, designHeight } = useCanvasUi();
  const [flights, setFlights] = useState<readonly Flight[]>([]);
  const list = useMemo(() => createFlightList(timers, setFlights), [timers]);
  useEffect(() => () => list.dispose(), [list]);
  const last = useRef(coins);
  useEffect(() => {
    const grew = coins > last.current;
    last.current = coins;
    if (!grew) return;
    const pill = controls.get(PILL_ID);
    if (pill) list.start(flightTarget(pill.box));
  }, [coins, controls, list]);
  useRedrawOnRender();
  const origin = useMemo(() => flightOrigin(DEFAULT_STAGE_DESIGN.width, designHeight), [designHeight]);
  if (flights.length === 0) return null;
  return (
    <pixiContainer label="coin-flight" eventMode="none">
      {flights.map((flight) => (
        <FlightCoins key={flight.id} origin={origin} target={flight.target} />
      ))}
    </pixiContainer>
  );
}
