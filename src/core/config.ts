// The rule numbers a level needs, and the figures of the playfield that physics and the scene read; each
// variant supplies its own (src/variants), so neither layer imports the variants.
import type { StageLayout } from './stageLayout';

/** Numbers the pure rules read. */
export interface RuleConfig {
  /** Screws a box takes before it is full (spec: 3). */
  boxCapacity: number;
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

/** Which set of drawings the scene uses: the screw builders (src/scene/draw) or the candy theme (draw/candyTheme). */
export type ThemeId = 'screw' | 'candy';

/** The figures of the playfield: the rules' numbers, the layout, physics, the screws' size, speed and colours. */
export interface PlayfieldConfig extends RuleConfig {
  /** Screw fly speed, design units per second. */
  screwSpeed: number;
  /** Radius of a screw head, design units. */
  screwRadius: number;
  /** Design-space layout (units of the 750x1334 portrait design): src/core/stageLayout.ts defines it. */
  layout: StageLayout;
  physics: PhysicsTuning;
  /** Colour of each colour index 1..7 (hex) and the head mark that tells it without colour. */
  palette: Record<number, { fill: number; mark: 'dot' | 'bar' | 'cross' | 'ring' | 'triangle' | 'square' | 'star' }>;
  /** The drawings of the playfield (screws, boxes, tray, boards); 'screw' when absent. */
  theme?: ThemeId;
}
