// Screws in flight: each flies from where it left towards a seat that may move (a box sliding in), at the
// variant's speed, and lands when it arrives and its seat takes it (a box still sliding in keeps it hovering).
import type { Container } from 'pixi.js';
import { advanceFlight, flightLift, startFlight, type FlightState, type Vec } from './flight';

interface Flight {
  view: Container;
  state: FlightState;
  target: () => Vec;
  /** Called on arrival; false keeps the screw hovering at its seat until it returns true. */
  land: () => boolean;
}

/** The flights of one level, by screw id. */
export class ScrewFlights {
  private readonly flights = new Map<string, Flight>();

  /** `speed`: design units per second. */
  constructor(private speed: number) {}

  /** Sends a screw's view to `target`; a screw already flying turns from where it is. */
  start(id: string, view: Container, target: () => Vec, land: () => boolean): void {
    const from = this.flights.get(id)?.state.pos ?? { x: view.position.x, y: view.position.y };
    this.flights.set(id, { view, state: startFlight(from, target()), target, land });
  }

  /** Moves every flight on by one frame; the ones that arrived and were taken end. */
  update(dtMs: number): void {
    for (const [id, flight] of this.flights) {
      const to = flight.target();
      flight.state = advanceFlight(flight.state, to, this.speed, dtMs);
      flight.view.position.set(flight.state.pos.x, flight.state.pos.y);
      flight.view.scale.set(flightLift(flight.state, to));
      if (flight.state.landed && flight.land()) this.flights.delete(id);
    }
  }

  /** True while a screw flies (or hovers at a seat not ready for it). */
  busy(): boolean {
    return this.flights.size > 0;
  }

  setSpeed(speed: number): void {
    this.speed = speed;
  }

  clear(): void {
    this.flights.clear();
  }
}
