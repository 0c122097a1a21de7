// The skills as a registry (spec sections 4, 5, 8 and 9): each skill is one object with its id, the prop
// it spends, its coin price, what it acts on, why it cannot apply and the rule it applies. The charts,
// the payment rules and the UI read a variant's list of these; adding a skill is one entry here (or in a
// variant), its icon (src/ui/skillLooks.tsx) and its words (the locales' skill.name/title/desc + index). A skill's
// rule and blocker read the level's rules from their chunk (loadLevelRules.ts): they are called only in a level.
import { levelRules } from './loadLevelRules';
import type { GameState, RuleResult } from './types';

/** A skill's place in its variant's list: its button, its words and the events name it by this. */
export type SkillIndex = number;

/** The wallet fields that hold props (prop3 is the hint's). */
export type SkillProp = 'prop0' | 'prop1' | 'prop2' | 'prop3';

/** Why a skill cannot apply now, as a key of the tip words (a variant may give its own words). */
export type SkillBlock = 'notPlaying' | 'trayAllOpen' | 'trayEmpty' | 'noBoard';

/** What a skill acts on: nothing more, or the board the player taps after paying. */
export type SkillTarget = 'none' | 'board';

/** One skill. */
export interface SkillSpec {
  /** Stable name (its icon and tone are looked up by it). */
  id: string;
  /** The gameData counter of its props. */
  prop: SkillProp;
  /** Coins it costs when no prop is held (spec 9: 200, 200, 300). */
  coins: number;
  target: SkillTarget;
  /** Why it cannot apply to this position (null when it can); called only while the level is played. */
  blocker(rules: GameState): SkillBlock | null;
  /** The rule it applies, with the board the player chose when its target is a board (else null). */
  apply(rules: GameState, boardId: string | null): RuleResult;
}

/** A variant's skills, in button order. */
export type SkillTable = readonly SkillSpec[];

/** True when a board is still held by at least one screw (not already falling). */
function boardIsLeft(rules: GameState): boolean {
  return Object.values(rules.boards).some((b) => b.pins.length > 0);
}

/** Opens one more tray slot (variant B: an expansion plate). */
export const UNLOCK_TRAY_SLOT: SkillSpec = {
  id: 'unlock-tray-slot',
  prop: 'prop0',
  coins: 200,
  target: 'none',
  blocker: (rules) => (rules.tray.open >= rules.tray.slots.length ? 'trayAllOpen' : null),
  apply: (rules) => levelRules().unlockTraySlot(rules),
};

/** Takes every screw out of the tray; each waits for its box. */
export const CLEAR_TRAY: SkillSpec = {
  id: 'clear-tray',
  prop: 'prop1',
  coins: 200,
  target: 'none',
  blocker: (rules) => (levelRules().trayCount(rules) === 0 ? 'trayEmpty' : null),
  apply: (rules) => levelRules().clearTray(rules),
};

/** Breaks the board the player taps next; its screws are kept. */
export const BREAK_BOARD: SkillSpec = {
  id: 'break-board',
  prop: 'prop2',
  coins: 300,
  target: 'board',
  blocker: (rules) => (boardIsLeft(rules) ? null : 'noBoard'),
  apply: (rules, boardId) =>
    boardId === null ? { state: rules, events: [] } : levelRules().breakBoard(rules, boardId),
};

/** Variant A's skills: the only place their props and coin prices are written. */
export const SCREW_SKILLS: SkillTable = [UNLOCK_TRAY_SLOT, CLEAR_TRAY, BREAK_BOARD];

/** The skill at `index` of a table, or undefined for an index the table does not have. */
export function skillAt(table: SkillTable, index: SkillIndex): SkillSpec | undefined {
  return Number.isInteger(index) ? table[index] : undefined;
}
