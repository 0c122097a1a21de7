// The numbers the designers' debug panel tunes, their ranges, and the JSON it copies for the variant config.
import type { LevelSpec } from '../core/types';
import type { PhysicsTuning, VariantConfig } from '../variants/types';

/** The live-tunable values of the debug panel (design units, seconds). */
export interface DebugTuning {
  /** Gravity, design units per second squared (`physics.gravity`). */
  gravity: number;
  /** Constraint stiffness of a pin, 0..1 (`physics.pinStiffness`). */
  pinStiffness: number;
  /** Angular damping of a board hanging on one screw (`physics.hangingDamping`). */
  hangingDamping: number;
  /** Physics steps per 1/60 s frame; the config keeps it as `physics.stepMs` = 1000 / 60 / substeps. */
  substeps: number;
  /** Screw fly speed, design units per second (`screwSpeed`). */
  screwSpeed: number;
  /** Level countdown, seconds (`countdownSeconds`). */
  countdownSeconds: number;
  /** Time a revive gives, seconds (`reviveSeconds`). */
  reviveSeconds: number;
  /** Tray slots of the level (a level property: `tray.slots` of the level file). */
  traySlots: number;
}

/** A field of {@link DebugTuning}. */
export type DebugField = keyof DebugTuning;

/** Range, step, unit and label of one tunable field. */
export interface DebugRange {
  min: number;
  max: number;
  step: number;
  /** Whole numbers only. */
  integer: boolean;
  /** Short unit shown after the label ('' for none). */
  unit: string;
  label: string;
}

/** One physics frame at 60 fps, ms: the config's step when substeps is 1. */
export const FRAME_MS = 1000 / 60;

/** Tray slots when neither the level nor the variant tells (what every shipped level of variant A uses). */
export const DEFAULT_TRAY_SLOTS = 5;

/** The panel's fields in display order, with their ranges. Tray slots follow the level schema (1 to 7). */
export const DEBUG_RANGES: Readonly<Record<DebugField, DebugRange>> = {
  gravity: { min: 0, max: 8000, step: 50, integer: false, unit: 'u/s²', label: 'Gravity' },
  pinStiffness: { min: 0.05, max: 1, step: 0.01, integer: false, unit: '', label: 'Pin stiffness' },
  hangingDamping: { min: 0, max: 0.3, step: 0.005, integer: false, unit: '', label: 'Hanging damping' },
  substeps: { min: 1, max: 8, step: 1, integer: true, unit: '/frame', label: 'Substeps' },
  screwSpeed: { min: 200, max: 10000, step: 100, integer: false, unit: 'u/s', label: 'Screw speed' },
  countdownSeconds: { min: 5, max: 900, step: 5, integer: true, unit: 's', label: 'Countdown' },
  reviveSeconds: { min: 5, max: 600, step: 5, integer: true, unit: 's', label: 'Revive time' },
  traySlots: { min: 1, max: 7, step: 1, integer: true, unit: 'slots', label: 'Tray size' },
};

/** The fields in display order. */
export const DEBUG_FIELDS = Object.keys(DEBUG_RANGES) as DebugField[];

/** Substeps per 1/60 s frame for a physics step length (at least 1). */
export function substepsFromStepMs(stepMs: number): number {
  if (!(stepMs > 0) || !Number.isFinite(stepMs)) return 1;
  return Math.max(1, Math.round(FRAME_MS / stepMs));
}

/** The physics step length (ms) for a number of substeps per 1/60 s frame. */
export function stepMsFromSubsteps(substeps: number): number {
  return FRAME_MS / Math.max(1, substeps);
}

/**
 * The variant's values as a tuning. Tray slots come from the level when given, else from the variant's
 * holding slots (variant B), else {@link DEFAULT_TRAY_SLOTS}; a level's own countdown wins over the variant's.
 */
export function tuningFromVariant(
  variant: Pick<VariantConfig, 'physics' | 'screwSpeed' | 'countdownSeconds' | 'reviveSeconds' | 'holdingSlots'>,
  level?: Pick<LevelSpec, 'tray' | 'countdown'> | null,
): DebugTuning {
  return clampTuning({
    gravity: variant.physics.gravity,
    pinStiffness: variant.physics.pinStiffness,
    hangingDamping: variant.physics.hangingDamping,
    substeps: substepsFromStepMs(variant.physics.stepMs),
    screwSpeed: variant.screwSpeed,
    countdownSeconds: level?.countdown ?? variant.countdownSeconds,
    reviveSeconds: variant.reviveSeconds,
    traySlots: level?.tray.slots ?? variant.holdingSlots?.initial ?? DEFAULT_TRAY_SLOTS,
  });
}

/** One value brought into its field's range (and to a whole number where the field needs one); NaN gives the minimum. */
export function clampField(field: DebugField, value: number): number {
  const r = DEBUG_RANGES[field];
  if (Number.isNaN(value)) return r.min;
  const v = r.integer ? Math.round(value) : value;
  return Math.min(r.max, Math.max(r.min, v));
}

/** Every field brought into its range. */
export function clampTuning(t: DebugTuning): DebugTuning {
  const out = { ...t };
  for (const field of DEBUG_FIELDS) out[field] = clampField(field, t[field]);
  return out;
}

/** The physics part of a tuning, as the physics world's `setTuning` takes it. */
export function physicsFromTuning(t: DebugTuning): Omit<PhysicsTuning, 'maxCatchUpMs'> {
  return {
    gravity: t.gravity,
    pinStiffness: t.pinStiffness,
    hangingDamping: t.hangingDamping,
    stepMs: stepMsFromSubsteps(t.substeps),
  };
}

/**
 * What "Copy JSON" gives: a partial VariantConfig with the tuned fields under their config names (`physics`
 * complete, so that it can replace the variant's whole `physics` object), plus `levelOverrides.tray.slots`,
 * which is not a variant field: tray size lives in each level file (`tray.slots`), so it is copied under its
 * own key, shaped as the level file path, for the designer to carry into the level files.
 */
export type DebugTuningJson = Pick<VariantConfig, 'physics' | 'screwSpeed' | 'countdownSeconds' | 'reviveSeconds'> & {
  levelOverrides: { tray: { slots: number } };
};

/** The tuning as an object the variant config accepts (see {@link DebugTuningJson}). */
export function tuningToVariantObject(t: DebugTuning, variant: Pick<VariantConfig, 'physics'>): DebugTuningJson {
  const c = clampTuning(t);
  return {
    physics: { ...variant.physics, ...physicsFromTuning(c) },
    screwSpeed: c.screwSpeed,
    countdownSeconds: c.countdownSeconds,
    reviveSeconds: c.reviveSeconds,
    levelOverrides: { tray: { slots: c.traySlots } },
  };
}

/** The tuning as pretty JSON text for the clipboard (see {@link DebugTuningJson}). */
export function tuningToVariantJson(t: DebugTuning, variant: Pick<VariantConfig, 'physics'>): string {
  return JSON.stringify(tuningToVariantObject(t, variant), null, 2);
}

/** The fields in which two tunings differ. */
export function changedFields(a: DebugTuning, b: DebugTuning): DebugField[] {
  return DEBUG_FIELDS.filter((f) => a[f] !== b[f]);
}
