// The box row on screen: one slot per position, box instances that close, leave and are replaced in turn.
import { dispose } from './disposal';
import { Container, Graphics, type GraphicsContext } from 'pixi.js';
import type { BoxPosition } from '../core/types';
import type { PlayfieldConfig } from '../core/config';
import { boxCenterX, boxScrewScale, boxSlotOffset } from './draw';
import { drawThemeOf, type DrawTheme } from './draw/drawTheme';
import { Burst } from './burst';

/** The words the playfield draws, in the player's language (the app passes its translations in). */
export interface SceneWords {
  /** The label on a locked box ('Unlock'). */
  unlock: () => string;
}

const ENTER_MS = 220;
const CLOSE_MS = 160;
const LEAVE_MS = 240;

type Phase = 'waiting' | 'entering' | 'ready' | 'closing' | 'leaving' | 'gone';

/** One box (or the locked/empty plate of a position) as drawn. */
interface BoxVisual {
  uid: number | 'locked' | 'empty';
  view: Container;
  phase: Phase;
  t: number;
  /** Screws flying to it that have not landed yet. */
  incoming: number;
  /** Closes once everything incoming has landed. */
  full: boolean;
  /** The box's colour (its burst's colour), when it is a box. */
  colour?: number;
}

/** Draws the box row and sequences its animations. */
export class BoxRowView {
  readonly root = new Container({ label: 'box-row' });
  private columns: BoxVisual[][] = [];
  /** How many positions the row has (the boxes are centred on it). */
  private positions = 1;
  private byUid = new Map<number, { visual: BoxVisual; position: number }>();
  /** One crate drawing per colour, shared by every box of that colour (kept for the row's lifetime). */
  private crates = new Map<number, GraphicsContext>();
  private sharedCrates = new Set<GraphicsContext>();
  /** The bursts of boxes that closed, drawn above the row until they fade. */
  private bursts: Burst[] = [];

  private readonly theme: DrawTheme;

  constructor(
    private readonly variant: PlayfieldConfig,
    private readonly words: SceneWords,
    /** True when the system asks for reduced motion: boxes then appear and go at once (asked each frame). */
    private readonly reducedMotion: () => boolean = () => false,
  ) {
    this.theme = drawThemeOf(variant);
  }

  /** The crate drawing of a colour, drawn on first use. */
  private crate(colour: number): GraphicsContext {
    let context = this.crates.get(colour);
    if (!context) {
      const { layout, palette, boxCapacity } = this.variant;
      const template = this.theme.createBoxGraphic(colour, palette, layout.boxRow, boxCapacity);
      const g = template.getChildByLabel('crate');
      if (!(g instanceof Graphics)) throw new Error('a box without its crate');
      context = g.context;
      // Detach the drawing from its template: the template goes, the drawing stays for later boxes.
      g.destroy({ context: false });
      template.destroy();
      this.crates.set(colour, context);
      this.sharedCrates.add(context);
    }
    return context;
  }

  /** Destroys a box view and what landed in it, but not the crate drawing its colour shares. */
  private disposeBox(view: Container): void {
    for (const child of view.removeChildren()) {
      if (child instanceof Graphics && this.sharedCrates.has(child.context)) child.destroy();
      else dispose(child);
    }
    dispose(view);
  }

  /** Rebuilds the row from a rule state (start of a level). */
  build(positions: BoxPosition[]): void {
    this.bursts = [];
    for (const child of this.root.removeChildren()) {
      if (child.label === 'burst') dispose(child);
      else this.disposeBox(child);
    }
    this.byUid.clear();
    this.positions = Math.max(1, positions.length);
    this.columns = positions.map((pos, i) => {
      const visual = pos.locked
        ? this.makeVisual('locked', i)
        : pos.box
          ? this.makeVisual(pos.box.uid, i, pos.box.colour)
          : this.makeVisual('empty', i);
      visual.phase = 'ready';
      return [visual];
    });
  }

  private makeVisual(uid: BoxVisual['uid'], position: number, colour?: number): BoxVisual {
    const { layout, palette, boxCapacity } = this.variant;
    const view =
      uid === 'locked'
        ? this.theme.createLockedBoxGraphic(layout.boxRow, this.words.unlock())
        : uid === 'empty'
          ? this.theme.createEmptyBoxGraphic(layout.boxRow)
          : this.theme.createBoxGraphic(colour ?? 1, palette, layout.boxRow, boxCapacity, this.crate(colour ?? 1));
    view.position.set(this.centreX(position), layout.boxRow.y);
    view.alpha = 0;
    this.root.addChild(view);
    const visual: BoxVisual = { uid, view, phase: 'waiting', t: 0, incoming: 0, full: false };
    if (colour !== undefined) visual.colour = colour;
    if (typeof uid === 'number') this.byUid.set(uid, { visual, position });
    return visual;
  }

  private centreX(position: number): number {
    return boxCenterX(position, this.positions, this.variant.layout);
  }

  /** A new box (after a full one, or an unlock) queued at a position. */
  addBox(position: number, uid: number | null, colour: number | null): void {
    const visual = uid === null ? this.makeVisual('empty', position) : this.makeVisual(uid, position, colour ?? 1);
    this.columns[position]?.push(visual);
  }

  /** The box at a position closes once its last screw lands. */
  markFull(uid: number): void {
    const entry = this.byUid.get(uid);
    if (entry) entry.visual.full = true;
  }

  /** The locked plate of a position leaves (it has been opened). */
  unlock(position: number): void {
    const front = this.columns[position]?.[0];
    if (front?.uid === 'locked') {
      front.full = true;
    }
  }

  /** A screw is on its way to box `uid`. */
  expect(uid: number): void {
    const entry = this.byUid.get(uid);
    if (entry) entry.visual.incoming++;
  }

  /** Where seat `slot` of box `uid` is now, in design units. */
  seat(uid: number, slot: number): { x: number; y: number } {
    const entry = this.byUid.get(uid);
    const { layout, boxCapacity } = this.variant;
    const off = boxSlotOffset(slot, boxCapacity, layout);
    if (!entry) return { x: layout.width / 2, y: layout.boxRow.y };
    const v = entry.visual.view;
    return { x: v.position.x + off.x * v.scale.x, y: v.position.y + off.y * v.scale.y };
  }

  /** True when box `uid` is on screen and can take a landed screw. */
  isReady(uid: number): boolean {
    const phase = this.byUid.get(uid)?.visual.phase;
    return phase === 'ready' || phase === 'closing';
  }

  /** A screw has landed in box `uid`: it becomes part of the box's picture. */
  land(uid: number, slot: number, screw: Container): void {
    const entry = this.byUid.get(uid);
    if (!entry) {
      dispose(screw);
      return;
    }
    const { layout, boxCapacity, screwRadius } = this.variant;
    const off = boxSlotOffset(slot, boxCapacity, layout);
    screw.position.set(off.x, off.y);
    screw.rotation = 0;
    screw.scale.set(boxScrewScale(boxCapacity, layout, screwRadius));
    entry.visual.view.addChild(screw);
    entry.visual.incoming = Math.max(0, entry.visual.incoming - 1);
  }

  /** Which position a design point falls on, if it shows a locked plate. */
  lockedAt(p: { x: number; y: number }): number | null {
    const { boxRow } = this.variant.layout;
    for (let i = 0; i < this.columns.length; i++) {
      const front = this.columns[i]![0];
      if (front?.uid !== 'locked' || front.phase !== 'ready') continue;
      if (Math.abs(p.x - this.centreX(i)) <= boxRow.width / 2 && Math.abs(p.y - boxRow.y) <= boxRow.height / 2)
        return i;
    }
    return null;
  }

  /** True while any box is entering, closing or leaving. */
  isAnimating(): boolean {
    return this.bursts.length > 0 || this.columns.some((col) => col.length > 1 || col.some((v) => v.phase !== 'ready'));
  }

  /** Advances the animations. */
  update(dtMs: number): void {
    if (this.bursts.length > 0) this.bursts = this.bursts.filter((b) => b.update(dtMs));
    for (const column of this.columns) {
      const front = column[0];
      if (!front) continue;
      // A box at rest with nothing queued behind it has nothing to animate.
      if (front.phase === 'ready' && column.length === 1 && front.view.alpha === 1) {
        front.t += dtMs;
        continue;
      }
      const reduced = this.reducedMotion();
      front.t += dtMs;
      switch (front.phase) {
        case 'waiting':
          front.phase = 'entering';
          front.t = 0;
          break;
        case 'entering': {
          const k = reduced ? 1 : Math.min(1, front.t / ENTER_MS);
          front.view.alpha = k;
          front.view.scale.set(0.6 + 0.4 * easeOutBack(k));
          if (k >= 1) {
            front.phase = 'ready';
            front.view.scale.set(1);
          }
          break;
        }
        case 'ready':
          front.view.alpha = 1;
          if (front.full && front.incoming === 0 && column.length > 1) {
            front.phase = 'closing';
            front.t = 0;
            // A full box closes with a small burst of its colour (none when motion is reduced).
            if (!reduced && front.colour !== undefined) {
              const burst = new Burst(
                front.view.position.x,
                front.view.position.y,
                this.variant.palette[front.colour]?.fill ?? 0xffffff,
              );
              this.bursts.push(burst);
              this.root.addChild(burst.view);
            }
          }
          break;
        case 'closing': {
          const k = Math.min(1, front.t / CLOSE_MS);
          front.view.scale.set(1 + 0.12 * Math.sin(Math.PI * k));
          if (k >= 1) {
            front.phase = 'leaving';
            front.t = 0;
          }
          break;
        }
        case 'leaving': {
          const k = reduced ? 1 : Math.min(1, front.t / LEAVE_MS);
          front.view.alpha = 1 - k;
          front.view.position.y = this.variant.layout.boxRow.y - 60 * k * k;
          if (k >= 1) {
            front.phase = 'gone';
            if (typeof front.uid === 'number') this.byUid.delete(front.uid);
            this.disposeBox(front.view);
            column.shift();
          }
          break;
        }
        case 'gone':
          column.shift();
          break;
      }
    }
  }
}

function easeOutBack(k: number): number {
  const c = 1.70158;
  return 1 + (c + 1) * Math.pow(k - 1, 3) + c * Math.pow(k - 1, 2);
}
