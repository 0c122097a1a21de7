// The holding tray: one socket per slot, locked slots greyed with a padlock.
import { Container, Graphics } from 'pixi.js';
import type { StageLayout as Layout } from '../../core/stageLayout';
import { createPadlockIcon } from './drawIcons';
import { strokeArc } from './graphicsUtil';

export { traySlotX } from './layoutMath';

type Tray = Layout['tray'];

/** Builds one tray slot centred on (0, 0); a screw in the slot sits at its centre. */
export function createTraySlotGraphic(locked: boolean, tray: Tray): Container {
  const root = new Container({ label: locked ? 'tray-slot-locked' : 'tray-slot' });
  const s = tray.slot;
  const r = s * 0.3;
  const g = new Graphics({ label: 'socket' });
  // Lit lip, then the recess with a shadow under its top edge.
  g.roundRect(-s / 2, -s / 2 + 2.5, s, s, r).fill({ color: 0xffffff, alpha: 0.35 });
  g.roundRect(-s / 2, -s / 2, s, s, r).fill({ color: locked ? 0x4b5563 : 0x1d3557 });
  g.roundRect(-s / 2, -s / 2, s, s, r).stroke({ width: 2, color: 0x0b1a2e, alpha: 0.5, alignment: 1 });
  g.roundRect(-s / 2 + 3, -s / 2 + 3, s - 6, s * 0.3, r * 0.8).fill({ color: 0x000000, alpha: 0.22 });
  if (!locked) {
    const hole = s * 0.36;
    g.circle(0, 0, hole + 3).fill({ color: 0x2d4a73 });
    g.circle(0, 0, hole).fill({ color: 0x0f2138 });
    g.circle(hole * 0.08, hole * 0.18, hole * 0.78).fill({ color: 0x16304f });
    strokeArc(g, 0, 0, hole + 1.5, Math.PI * 0.1, Math.PI * 0.75, {
      width: 1.6,
      color: 0x6f92c2,
      alpha: 0.7,
      cap: 'round',
    });
  }
  root.addChild(g);
  if (locked) {
    const lock = createPadlockIcon(s * 0.55, 0xc9d1da);
    lock.position.set(0, s * 0.02);
    root.addChild(lock);
  }
  return root;
}
