// The running device: the browser's unless start-up (or a test) installs another, once.
import type { Device } from './device';
import { webDevice } from './webDevice';

let current: Device | null = null;

/** The device the game runs on (the web device until {@link setDevice} says otherwise). */
export function device(): Device {
  return (current ??= webDevice());
}

/** Installs the device; src/main.tsx does at boot, tests may install a memory device (null: back to the default). */
export function setDevice(next: Device | null): void {
  current = next;
}
