// Plain data shared by every layer: the level file, the rule state and the events the rules emit.

/** A screw/box colour index, 1 to 7. */
export type Colour = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The outline of a board in its own frame (origin = the board's pose point). */
export type Shape =
  | { kind: 'bar'; length: number; width: number }
  | { kind: 'rect'; width: number; height: number; radius?: number }
  | { kind: 'circle'; radius: number }
  | { kind: 'polygon'; points: [number, number][] };

/** A screw hole on a board, in the board's own frame, with the colour of its screw. */
export interface HoleSpec {
  x: number;
  y: number;
  colour: Colour;
}

/** Where a board lies: its id, layer, outline and pose (angle in degrees). */
export interface BoardPlace {
  id: string;
  group: number;
  shape: Shape;
  x: number;
  y: number;
  angle: number;
}

/** A board as the level file gives it: layer, outline, pose (angle in degrees) and holes. */
export interface BoardSpec extends BoardPlace {
  holes: HoleSpec[];
}

/** One level file (docs/levels.md). */
export interface LevelSpec {
  format: 1;
  id: string;
  name?: string;
  boards: BoardSpec[];
  boxes: { queue: Colour[]; positions: number; locked: number[] };
  tray: { slots: number; locked: number };
  countdown?: number;
  /** Show the pointing hand on a free screw until the first screw is taken (level 1). */
  tutorial?: boolean;
}

/** Where a screw is now. `set-aside` screws were cleared from the tray and wait for their box. */
export type ScrewPlace =
  | { kind: 'board' }
  | { kind: 'box'; boxUid: number; slot: number }
  | { kind: 'tray'; slot: number }
  | { kind: 'set-aside' }
  | { kind: 'done' };

export interface ScrewState {
  id: string;
  colour: Colour;
  boardId: string;
  place: ScrewPlace;
}

export interface BoardState {
  id: string;
  group: number;
  /** Screws still holding the board. Two or more: fixed; one: swings; none: falls. */
  pins: string[];
}

export interface BoxState {
  uid: number;
  colour: Colour;
  screws: string[];
}

/** One place in the box row: locked (opened by a rewarded ad), empty, or holding a box. */
export interface BoxPosition {
  locked: boolean;
  box: BoxState | null;
}

export interface TrayState {
  /** All slots, locked ones included; a slot holds a screw id or null. */
  slots: (string | null)[];
  /** How many slots (from the left) are open; the rest are locked. */
  open: number;
}

export type Outcome = 'playing' | 'won' | 'lost-full';

/** The whole rule state of a level: plain data, no physics or drawing. */
export interface GameState {
  levelId: string;
  capacity: number;
  screws: Record<string, ScrewState>;
  boards: Record<string, BoardState>;
  positions: BoxPosition[];
  queue: Colour[];
  nextBoxUid: number;
  tray: TrayState;
  setAside: string[];
  outcome: Outcome;
}

export type RejectReason = 'covered' | 'no-room' | 'not-on-board' | 'not-playing' | 'unknown';

/** What a rule did, in order; physics, scene, audio and UI act on these. */
export type RuleEvent =
  | { type: 'Rejected'; screwId: string; reason: RejectReason }
  | { type: 'ScrewToBox'; screwId: string; boardId: string; boxUid: number; position: number; slot: number }
  | { type: 'ScrewToTray'; screwId: string; boardId: string; slot: number }
  | { type: 'BoardHanging'; boardId: string; pinScrewId: string }
  | { type: 'BoardFreed'; boardId: string }
  | { type: 'BoxFilled'; boxUid: number; position: number; colour: Colour }
  | { type: 'BoxReplaced'; position: number; oldUid: number; boxUid: number; colour: Colour }
  | { type: 'BoxRemoved'; position: number; oldUid: number }
  | { type: 'BoxUnlocked'; position: number; boxUid: number | null; colour: Colour | null }
  | { type: 'TrayToBox'; screwId: string; fromSlot: number; boxUid: number; position: number; slot: number }
  | { type: 'SetAsideToBox'; screwId: string; boxUid: number; position: number; slot: number }
  /** A screw of a broken board that no open box could take: it waits, set aside, for its box (break-board skill). */
  | { type: 'ScrewSetAside'; screwId: string; boardId: string }
  | { type: 'TrayCleared'; screwIds: string[] }
  | { type: 'TraySlotUnlocked'; slot: number }
  | { type: 'Won' }
  | { type: 'TrayFull' };

/** A rule's answer: the next state and what happened. */
export interface RuleResult {
  state: GameState;
  events: RuleEvent[];
}

/**
 * What one tap on the canvas landed on, as the scene's single hit test found it (DESIGN.md, the flow
 * of one tap): a screw still on a board (whether a board of a higher group covers it now, and the
 * top-most held board under the point), a locked box position, a held board, or nothing.
 */
export type CanvasHit =
  | { kind: 'screw'; id: string; covered: boolean; boardId: string | null }
  | { kind: 'lockedBox'; position: number }
  | { kind: 'board'; boardId: string }
  | { kind: 'none' };
