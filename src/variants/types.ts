// The shape of a variant: every number, rule switch and theme value the shared game reads.
import type { RuleConfig } from '../core/config';
import type { SkillTable } from '../core/economy';
import type { TaskSpec } from '../core/tasks';

/** Design-space layout (units of the 750x1334 portrait design). */
export interface Layout {
  width: number;
  height: number;
  /** Aspect (height / width) above which the top of the layout shifts down. */
  notchAspect: number;
  notchShift: number;
  boxRow: { y: number; spacing: number; width: number; height: number };
  tray: { y: number; spacing: number; slot: number };
  /** Where boards live; boards below `bottom` + margin are destroyed. */
  playArea: { top: number; bottom: number };
  /**
   * Design units below the 1334 design for the skill buttons, so that they never cover a board: the
   * stage fits `height + controlsBand` into the window.
   */
  controlsBand: number;
}

/** Tunable physics numbers (design units, seconds). */
export interface PhysicsTuning {
  /** Gravity in design units per second squared. */
  gravity: number;
  /** Angular damping of a board hanging on one screw (0..1 per step, matter frictionAir). */
  hangingDamping: number;
  /** Constraint stiffness of a pin (0..1). */
  pinStiffness: number;
  /** Fixed physics step in ms. */
  stepMs: number;
  /** Most simulated time caught up in one frame, in ms. */
  maxCatchUpMs: number;
}

/** A whole variant as plain config. */
export interface VariantConfig extends RuleConfig {
  id: 'screw' | 'candy';
  levelCount: number;
  countdownSeconds: number;
  reviveSeconds: number;
  winScore: number;
  /** Screw fly speed, design units per second. */
  screwSpeed: number;
  buttonCooldownMs: number;
  gameOverDelayMs: number;
  saveKey: string;
  /** Storage key of the app-level gameData (coins, props, daily challenges, hints). */
  gameDataKey: string;
  /** The three skills: prop counter and coin price of each (src/core/economy). */
  skills: SkillTable;
  /** Coins a watched look-ad (coin node, rank layer) gives. */
  lookAdCoins: number;
  /** The task table: counter, threshold, reward and trigger of each task (src/core/tasks). */
  tasks: readonly TaskSpec[];
  screwRadius: number;
  layout: Layout;
  physics: PhysicsTuning;
  /** Colour of each colour index 1..7 (hex) and the head mark that tells it without colour. */
  palette: Record<number, { fill: number; mark: 'dot' | 'bar' | 'cross' | 'ring' | 'triangle' | 'square' | 'star' }>;
}
