// Coins flying to the counter when the balance grows (a won level, a sign-in, a chest): a handful of
// coins rise from the middle of the screen and land on the coin pill, under half a second, then go.
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { CoinIcon } from './icons';
import type { LayerTimers } from './layerTimers';
import './motion.css';

/** Coins in one flight. */
export const FLIGHT_COINS = 6;
/** How long a flight lasts, ms (the last coin lands by then). */
export const FLIGHT_MS = 480;

/** Where coin `i` starts, relative to the middle of the screen (px): a small ring. */
export function coinStart(i: number, n: number = FLIGHT_COINS): { x: number; y: number } {
  const angle = (2 * Math.PI * i) / n;
  return { x: Math.round(Math.cos(angle) * 40), y: Math.round(Math.sin(angle) * 28) };
}

/** Props of {@link CoinFlight}. */
export interface CoinFlightProps {
  /** The balance; each rise starts a flight. */
  coins: number;
  /** The timers a flight is taken off by once it has landed (the app gives the device's). */
  timers: LayerTimers;
}

interface Flight {
  id: number;
  dx: number;
  dy: number;
}

/**
 * Watches the balance; when it grows, flies coins to the visible coin pill (the menu's
 * `.coin-node`, or the in-game pill the canvas draws, by its mirror). Nothing flies
 * when no pill is on screen. Under reduced motion the CSS shortens the flight to a fade.
 */
export function CoinFlight({ coins, timers }: CoinFlightProps) {
  const last = useRef(coins);
  const nextId = useRef(1);
  const [flights, setFlights] = useState<Flight[]>([]);
  // Each flight is taken off by its own timer: a rise during a flight must not cancel the first one's.
  const removals = useRef(new Set<unknown>());
  useEffect(() => {
    const pending = removals.current;
    return () => {
      for (const timer of pending) timers.clearTimeout(timer);
      pending.clear();
    };
  }, [timers]);

  useEffect(() => {
    const grew = coins > last.current;
    last.current = coins;
    if (!grew || typeof document === 'undefined') return;
    // The coin pill: the menu's (DOM), or the in-game one the canvas draws, found by its mirror (A11yMirror).
    const pill = [...document.querySelectorAll('.coin-node, [data-testid="coins-value"][data-canvas-control]')].find(
      (el) => el.getClientRects().length > 0,
    );
    const host = document.querySelector('.stage');
    if (!pill || !host) return;
    const to = pill.getBoundingClientRect();
    const box = host.getBoundingClientRect();
    const flight = {
      id: nextId.current++,
      // To the coin at the pill's left end (about half the pill's height in from its edge).
      dx: to.left + to.height / 2 - (box.left + box.width / 2),
      dy: to.top + to.height / 2 - (box.top + box.height / 2),
    };
    setFlights((f) => [...f, flight]);
    const timer = timers.setTimeout(() => {
      removals.current.delete(timer);
      setFlights((f) => f.filter((x) => x.id !== flight.id));
    }, FLIGHT_MS + 200);
    removals.current.add(timer);
  }, [coins, timers]);

  if (flights.length === 0) return null;
  return (
    <div className="coin-flight" data-testid="coin-flight" aria-hidden="true">
      {flights.map((flight) =>
        Array.from({ length: FLIGHT_COINS }, (_, i) => {
          const start = coinStart(i);
          const style = {
            '--from-x': `${start.x}px`,
            '--from-y': `${start.y}px`,
            '--to-x': `${flight.dx}px`,
            '--to-y': `${flight.dy}px`,
            animationDelay: `${i * 30}ms`,
          } as CSSProperties;
          return (
            <span key={`${flight.id}-${i}`} className="coin-flight__coin" style={style}>
              <CoinIcon size={44} />
            </span>
          );
        }),
      )}
    </div>
  );
}
