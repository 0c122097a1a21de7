// The tray on screen: its slot sockets (locked ones greyed) and where a waiting screw sits.
import { dispose } from './disposal';
import { Container } from 'pixi.js';
import type { TrayState } from '../core/types';
import type { PlayfieldConfig } from '../core/config';
import { traySlotX } from './draw';
import { drawThemeOf } from './draw/drawTheme';

/** Pixels per design unit of the cached sockets: as sharp as the screws drawn over them. */
const TRAY_TEXTURE_RESOLUTION = 2;

/** Draws the tray's slots; screws waiting in it are drawn by the scene at `seat`. */
export class TrayView {
  readonly root = new Container({ label: 'tray' });
  private slots = 0;

  constructor(private readonly variant: PlayfieldConfig) {
    // The sockets only change when a slot unlocks: drawn once into a small texture, they cost one
    // batched quad a frame instead of a draw call per socket.
    this.root.cacheAsTexture({ resolution: TRAY_TEXTURE_RESOLUTION, antialias: true });
  }

  /** Rebuilds the slot sockets from a tray state. */
  build(tray: TrayState): void {
    for (const child of this.root.removeChildren()) dispose(child);
    this.slots = tray.slots.length;
    for (let i = 0; i < tray.slots.length; i++) {
      const g = drawThemeOf(this.variant).createTraySlotGraphic(i >= tray.open, this.variant.layout.tray);
      const s = this.seat(i);
      g.position.set(s.x, s.y);
      this.root.addChild(g);
    }
    this.root.updateCacheTexture();
  }

  /** Draws the cached sockets again (their texture came back empty from a lost GPU context). */
  refresh(): void {
    this.root.updateCacheTexture();
  }

  /** Where slot `slot` is, in design units. */
  seat(slot: number): { x: number; y: number } {
    return { x: traySlotX(slot, this.slots, this.variant.layout), y: this.variant.layout.tray.y };
  }
}
