// The tray on screen: its slot sockets (locked ones greyed) and where a waiting screw sits.
import { dispose } from './disposal';
import { Container } from 'pixi.js';
import type { TrayState } from '../core/types';
import type { VariantConfig } from '../variants/types';
import { createTraySlotGraphic, traySlotX } from './draw';

/** Draws the tray's slots; screws waiting in it are drawn by the scene at `seat`. */
export class TrayView {
  readonly root = new Container({ label: 'tray' });
  private slots = 0;

  constructor(private readonly variant: VariantConfig) {}

  /** Rebuilds the slot sockets from a tray state. */
  build(tray: TrayState): void {
    for (const child of this.root.removeChildren()) dispose(child);
    this.slots = tray.slots.length;
    for (let i = 0; i < tray.slots.length; i++) {
      const g = createTraySlotGraphic(i >= tray.open, this.variant.layout.tray);
      const s = this.seat(i);
      g.position.set(s.x, s.y);
      this.root.addChild(g);
    }
  }

  /** Where slot `slot` is, in design units. */
  seat(slot: number): { x: number; y: number } {
    return { x: traySlotX(slot, this.slots, this.variant.layout), y: this.variant.layout.tray.y };
  }
}
