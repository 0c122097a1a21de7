import { describe, expect, it } from 'vitest';
import { buildLevel } from '../../../src/core/buildLevel';
import { readFileSync } from 'node:fs';
import { parseLevel } from '../../../src/core/levelSchema';
import { breakBoard, clearTray, tapScrew, trayCount, unlockBox, unlockTraySlot } from '../../../src/core/rules';
import { solveState } from '../../../src/core/solver';
import type { GameState, LevelSpec, RuleEvent } from '../../../src/core/types';
import { screwVariant } from '../../../src/variants/screw';
import { flatLevel } from './fixtures';

const capacity = screwVariant.boxCapacity;
const types = (events: RuleEvent[]) => events.map((e) => e.type);
function tapAll(state: GameState, ids: string[]): { state: GameState; events: RuleEvent[] } {
  let events: RuleEvent[] = [];
  for (const id of ids) {
    const r = tapScrew(state, id, false);
    state = r.state;
    events = r.events;
  }
  return { state, events };
}

describe('tap resolution (spec section 4)', () => {
  it('a covered screw does not move', () => {
    const s = buildLevel(flatLevel([1, 1, 1]), screwVariant);
    const r = tapScrew(s, 'b0.0', true);
    expect(r.state).toBe(s);
    expect(r.events).toEqual([{ type: 'Rejected', screwId: 'b0.0', reason: 'covered' }]);
  });

  it('an uncovered screw goes to an open box of its colour with room', () => {
    const s = buildLevel(flatLevel([1, 1, 1, 2, 2, 2]), screwVariant);
    const r = tapScrew(s, 'b3.0', false);
    expect(r.state.screws['b3.0']!.place).toMatchObject({ kind: 'box', slot: 0 });
    expect(r.events[0]).toMatchObject({ type: 'ScrewToBox', screwId: 'b3.0', position: 1 });
    expect(types(r.events)).toContain('BoardFreed');
  });

  it('a screw with no box of its colour goes to the first free tray slot', () => {
    const s = buildLevel(flatLevel([1, 1, 1, 2, 2, 2], { positions: 1 }), screwVariant);
    const r = tapScrew(s, 'b3.0', false);
    expect(r.state.screws['b3.0']!.place).toEqual({ kind: 'tray', slot: 0 });
    expect(r.events[0]).toMatchObject({ type: 'ScrewToTray', slot: 0 });
  });

  it(`a box takes ${capacity}; a full box is replaced by the next queue colour`, () => {
    const s = buildLevel(flatLevel([1, 1, 1, 2, 2, 2], { positions: 1 }), screwVariant);
    const { state, events } = tapAll(s, ['b0.0', 'b1.0', 'b2.0']);
    expect(types(events)).toEqual(['ScrewToBox', 'BoardFreed', 'BoxFilled', 'BoxReplaced']);
    expect(state.positions[0]!.box).toMatchObject({ colour: 2, screws: [] });
    expect(state.screws['b0.0']!.place).toEqual({ kind: 'done' });
  });

  it('a full box with no colour left in the queue disappears, and the level is won when no box remains', () => {
    const s = buildLevel(flatLevel([1, 1, 1]), screwVariant);
    const { state, events } = tapAll(s, ['b0.0', 'b1.0', 'b2.0']);
    expect(types(events)).toEqual(['ScrewToBox', 'BoardFreed', 'BoxFilled', 'BoxRemoved', 'Won']);
    expect(state.outcome).toBe('won');
  });

  it('screws of the new colour waiting in the tray move into the new box', () => {
    const s = buildLevel(flatLevel([1, 1, 1, 2, 2, 2], { positions: 1 }), screwVariant);
    let { state } = tapAll(s, ['b3.0', 'b4.0', 'b0.0', 'b1.0']);
    expect(trayCount(state)).toBe(2);
    const r = tapScrew(state, 'b2.0', false);
    state = r.state;
    expect(types(r.events)).toEqual(['ScrewToBox', 'BoardFreed', 'BoxFilled', 'BoxReplaced', 'TrayToBox', 'TrayToBox']);
    expect(trayCount(state)).toBe(0);
    expect(state.positions[0]!.box!.screws).toEqual(['b3.0', 'b4.0']);
  });

  it('tray screws that fill the new box close it at once and the cascade goes on', () => {
    const s = buildLevel(flatLevel([1, 1, 1, 2, 2, 2], { positions: 1 }), screwVariant);
    const { state, events } = tapAll(s, ['b3.0', 'b4.0', 'b5.0', 'b0.0', 'b1.0', 'b2.0']);
    expect(types(events)).toEqual([
      'ScrewToBox',
      'BoardFreed',
      'BoxFilled',
      'BoxReplaced',
      'TrayToBox',
      'TrayToBox',
      'TrayToBox',
      'BoxFilled',
      'BoxRemoved',
      'Won',
    ]);
    expect(state.outcome).toBe('won');
  });

  it('loses with lose-full when the tray is full', () => {
    const s = buildLevel(flatLevel([1, 1, 1, 2, 2, 2, 3, 3, 3], { positions: 1, slots: 3 }), screwVariant);
    const { state, events } = tapAll(s, ['b3.0', 'b4.0', 'b6.0']);
    expect(events.at(-1)).toEqual({ type: 'TrayFull' });
    expect(state.outcome).toBe('lost-full');
    expect(tapScrew(state, 'b7.0', false).events[0]).toMatchObject({ type: 'Rejected', reason: 'not-playing' });
  });

  it('locked tray slots are not used', () => {
    const s = buildLevel(flatLevel([1, 1, 1, 2, 2, 2], { positions: 1, slots: 3, trayLocked: 1 }), screwVariant);
    const { state, events } = tapAll(s, ['b3.0', 'b4.0']);
    expect(state.tray.slots).toEqual(['b3.0', 'b4.0', null]);
    expect(events.at(-1)).toEqual({ type: 'TrayFull' });
  });

  it('rejects with no-room when neither a box nor the tray can take the screw', () => {
    const s = buildLevel(flatLevel([1, 1, 1, 2, 2, 2], { positions: 1, slots: 1 }), screwVariant);
    const full: GameState = { ...s, tray: { slots: ['b0.0'], open: 1 } };
    expect(tapScrew(full, 'b3.0', false).events).toEqual([{ type: 'Rejected', screwId: 'b3.0', reason: 'no-room' }]);
  });

  it('a screw goes to the fullest open box of its colour', () => {
    const s = buildLevel(flatLevel([1, 1, 1, 1, 1, 1], { positions: 2 }), screwVariant);
    const { state } = tapAll(s, ['b0.0', 'b1.0']);
    expect(state.positions[0]!.box!.screws).toHaveLength(2);
    expect(state.positions[1]!.box!.screws).toHaveLength(0);
  });
});

describe('boards on their pins', () => {
  it('a board with two screws hangs on the last one, then is freed', () => {
    const level = flatLevel([1, 1, 1]);
    level.boards = [
      {
        id: 'bar',
        group: 1,
        shape: { kind: 'bar', length: 400, width: 80 },
        x: 375,
        y: 700,
        angle: 0,
        holes: [
          { x: -150, y: 0, colour: 1 },
          { x: 0, y: 0, colour: 1 },
          { x: 150, y: 0, colour: 1 },
        ],
      },
    ];
    let r = tapScrew(buildLevel(level, screwVariant), 'bar.0', false);
    expect(types(r.events)).not.toContain('BoardHanging');
    r = tapScrew(r.state, 'bar.1', false);
    expect(r.events).toContainEqual({ type: 'BoardHanging', boardId: 'bar', pinScrewId: 'bar.2' });
    r = tapScrew(r.state, 'bar.2', false);
    expect(r.events).toContainEqual({ type: 'BoardFreed', boardId: 'bar' });
  });
});

describe('revive and unlocks', () => {
  it('clearing the tray empties it, resumes play and the screws drop into their box when it comes up', () => {
    const s = buildLevel(flatLevel([1, 1, 1, 2, 2, 2, 3, 3, 3], { positions: 1, slots: 2 }), screwVariant);
    let { state } = tapAll(s, ['b3.0', 'b6.0']);
    expect(state.outcome).toBe('lost-full');
    const cleared = clearTray(state);
    state = cleared.state;
    expect(cleared.events).toEqual([{ type: 'TrayCleared', screwIds: ['b3.0', 'b6.0'] }]);
    expect(state.outcome).toBe('playing');
    expect(trayCount(state)).toBe(0);
    const r = tapAll(state, ['b0.0', 'b1.0', 'b2.0']);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'SetAsideToBox', screwId: 'b3.0' }));
    const end = tapAll(r.state, ['b4.0', 'b5.0', 'b7.0', 'b8.0']);
    expect(end.state.outcome).toBe('won');
  });

  it('a locked box position opens through unlockBox and takes the next queue colour', () => {
    const s = buildLevel(flatLevel([1, 1, 1, 2, 2, 2], { positions: 2, locked: [1] }), screwVariant);
    expect(s.positions.map((p) => p.box?.colour ?? null)).toEqual([1, null]);
    const r = unlockBox(s, 1);
    expect(r.events[0]).toMatchObject({ type: 'BoxUnlocked', position: 1, colour: 2 });
    expect(r.state.positions[1]).toMatchObject({ locked: false, box: { colour: 2 } });
    expect(unlockBox(r.state, 1).events).toEqual([]);
  });

  it('a locked tray slot opens through unlockTraySlot', () => {
    const s = buildLevel(flatLevel([1, 1, 1], { slots: 5, trayLocked: 2 }), screwVariant);
    expect(s.tray.open).toBe(3);
    const r = unlockTraySlot(s);
    expect(r.state.tray.open).toBe(4);
    expect(r.events).toEqual([{ type: 'TraySlotUnlocked', slot: 3 }]);
  });

  it('the rules never change the state they are given', () => {
    const s = buildLevel(flatLevel([1, 1, 1]), screwVariant);
    const copy = structuredClone(s);
    tapScrew(s, 'b0.0', false);
    clearTray(s);
    expect(s).toEqual(copy);
  });
});

describe('break-board skill (spec 4: skill 2 removes a chosen board)', () => {
  /** Level 3 of the game: two upright boards under a crossbar, 9 screws of 3 colours, 2 box positions. */
  function levelThree(): LevelSpec {
    const url = new URL('../../../assets/levels/level-03.json', import.meta.url);
    const parsed = parseLevel(JSON.parse(readFileSync(url, 'utf8')), capacity);
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.level;
  }

  it('the board falls; a screw that fits an open box of its colour goes there', () => {
    const s = buildLevel(flatLevel([1, 1, 1, 2, 2, 2]), screwVariant);
    const r = breakBoard(s, 'b3');
    expect(r.events).toEqual([
      { type: 'ScrewToBox', screwId: 'b3.0', boardId: 'b3', boxUid: 2, position: 1, slot: 0 },
      { type: 'BoardFreed', boardId: 'b3' },
    ]);
    expect(r.state.boards['b3']!.pins).toEqual([]);
    expect(r.state.screws['b3.0']!.place).toEqual({ kind: 'box', boxUid: 2, slot: 0 });
  });

  it('a screw with no open box of its colour is set aside and drops into its box when it comes up', () => {
    const s = buildLevel(flatLevel([1, 1, 1, 2, 2, 2], { positions: 1 }), screwVariant);
    let r = breakBoard(s, 'b3');
    expect(r.events).toEqual([
      { type: 'ScrewSetAside', screwId: 'b3.0', boardId: 'b3' },
      { type: 'BoardFreed', boardId: 'b3' },
    ]);
    expect(r.state.setAside).toEqual(['b3.0']);
    expect(trayCount(r.state)).toBe(0);
    r = tapAll(r.state, ['b0.0', 'b1.0', 'b2.0']);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'SetAsideToBox', screwId: 'b3.0' }));
    expect(tapAll(r.state, ['b4.0', 'b5.0']).state.outcome).toBe('won');
  });

  it('a box its screws fill closes, the queue advances, and the last box gone wins', () => {
    const level = flatLevel([1, 1, 1]);
    level.boards = [{ ...level.boards[0]!, shape: { kind: 'bar', length: 400, width: 80 } }];
    level.boards[0]!.holes = [-150, 0, 150].map((x) => ({ x, y: 0, colour: 1 }));
    const r = breakBoard(buildLevel(level, screwVariant), 'b0');
    expect(types(r.events)).toEqual([
      'ScrewToBox',
      'ScrewToBox',
      'ScrewToBox',
      'BoxFilled',
      'BoxRemoved',
      'BoardFreed',
      'Won',
    ]);
    expect(r.state.outcome).toBe('won');
  });

  it('screws that fit only the box a sibling fills still go to a box, not aside', () => {
    // One position: colour 1 is up and already holds a screw, colour 2 comes next. The broken board holds
    // 2, 1, 1: the two 1s fill the box, and the 2 then goes into the colour-2 box that replaces it.
    const level = flatLevel([1, 2, 2, 1], { positions: 1, queue: [1, 2] });
    level.boards[0]!.holes = [
      { x: -20, y: 0, colour: 2 },
      { x: 0, y: 0, colour: 1 },
      { x: 20, y: 0, colour: 1 },
    ];
    const s = tapScrew(buildLevel(level, screwVariant), 'b3.0', false).state;
    const r = breakBoard(s, 'b0');
    expect(types(r.events)).toEqual([
      'ScrewToBox',
      'ScrewToBox',
      'BoxFilled',
      'BoxReplaced',
      'ScrewToBox',
      'BoardFreed',
    ]);
    expect(r.state.screws['b0.0']!.place).toMatchObject({ kind: 'box' });
    expect(r.state.setAside).toEqual([]);
  });

  it('an unknown board, a board already falling, or a level not being played: no change', () => {
    const s = buildLevel(flatLevel([1, 1, 1, 2, 2, 2, 3, 3, 3], { positions: 1, slots: 2 }), screwVariant);
    expect(breakBoard(s, 'nope')).toEqual({ state: s, events: [] });
    const freed = tapScrew(s, 'b0.0', false).state;
    expect(breakBoard(freed, 'b0')).toEqual({ state: freed, events: [] });
    const lost = tapAll(s, ['b3.0', 'b6.0']).state;
    expect(lost.outcome).toBe('lost-full');
    expect(breakBoard(lost, 'b1').events).toEqual([]);
  });

  it('does not change the state it is given', () => {
    const s = buildLevel(flatLevel([1, 1, 1, 2, 2, 2], { positions: 1 }), screwVariant);
    const copy = structuredClone(s);
    breakBoard(s, 'b3');
    breakBoard(s, 'b0');
    expect(s).toEqual(copy);
  });

  it('the level stays winnable after breaking any board, at the start or mid-game (solver)', () => {
    const level = levelThree();
    const start = buildLevel(level, screwVariant);
    expect(solveState(level, start).winnable).toBe(true);
    const line = solveState(level, start).line;
    for (let taps = 0; taps < line.length; taps++) {
      const mid = tapAll(start, line.slice(0, taps)).state;
      for (const board of Object.values(mid.boards)) {
        if (board.pins.length === 0) continue;
        const broken = breakBoard(mid, board.id);
        expect(broken.events.at(-1)?.type === 'Won' || broken.events.some((e) => e.type === 'BoardFreed')).toBe(true);
        const answer = solveState(level, broken.state);
        expect(answer.winnable, `board ${board.id} after ${taps} taps: ${answer.reason}`).toBe(true);
      }
    }
  });
});
