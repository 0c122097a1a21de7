// Where boxes, box seats and tray slots sit in the 750x1334 design, as pure numbers the scene and tests share.
import type { StageLayout as Layout } from '../../core/stageLayout';

/** Side padding of a box, as a share of its width, left free of seats. */
const BOX_SIDE_PAD = 0.08;
/** How far above the box centre the seat row sits, as a share of the box height. */
const BOX_SEAT_RISE = 0.14;
/** Share of a seat's width a screw head may fill. */
const SEAT_FILL = 0.92;

/** The x of the centre of box position `position` (0-based) when `positions` boxes are centred on the design. */
export function boxCenterX(position: number, positions: number, layout: Pick<Layout, 'width' | 'boxRow'>): number {
  return layout.width / 2 + (position - (positions - 1) / 2) * layout.boxRow.spacing;
}

/** The distance between neighbouring seats of a box that takes `capacity` screws. */
export function boxSeatSpacing(capacity: number, layout: Pick<Layout, 'boxRow'>): number {
  const inner = layout.boxRow.width * (1 - 2 * BOX_SIDE_PAD);
  return inner / Math.max(1, capacity);
}

/** Where a screw in seat `slot` (0-based) sits relative to its box centre. */
export function boxSlotOffset(
  slot: number,
  capacity: number,
  layout: Pick<Layout, 'boxRow'>,
): { x: number; y: number } {
  const spacing = boxSeatSpacing(capacity, layout);
  return { x: (slot - (Math.max(1, capacity) - 1) / 2) * spacing, y: -layout.boxRow.height * BOX_SEAT_RISE };
}

/** The scale (at most 1) at which a screw of `screwRadius` fits a box seat without touching its neighbours. */
export function boxScrewScale(capacity: number, layout: Pick<Layout, 'boxRow'>, screwRadius: number): number {
  const fit = (boxSeatSpacing(capacity, layout) * SEAT_FILL) / (2 * screwRadius);
  return Math.min(1, fit);
}

/** The x of the centre of tray slot `slot` (0-based) when `slots` slots are centred on the design. */
export function traySlotX(slot: number, slots: number, layout: Pick<Layout, 'width' | 'tray'>): number {
  return layout.width / 2 + (slot - (slots - 1) / 2) * layout.tray.spacing;
}
