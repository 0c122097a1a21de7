// The debug panel's tuning: ranges, clamping, and the JSON that "Copy JSON" gives for the variant config.
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  clampField,
  clampTuning,
  DEBUG_FIELDS,
  DEBUG_RANGES,
  DEFAULT_TRAY_SLOTS,
  FRAME_MS,
  physicsFromTuning,
  stepMsFromSubsteps,
  substepsFromStepMs,
  tuningFromVariant,
  tuningToVariantJson,
  tuningToVariantObject,
  type DebugTuning,
} from '../../../src/devtools/debugTuning';
import { screwVariant } from '../../../src/variants/screw';
import type { VariantConfig } from '../../../src/variants/types';

describe('debug tuning', () => {
  it("starts from the variant's own figures", () => {
    const t = tuningFromVariant(screwVariant);
    expect(t).toEqual({
      gravity: screwVariant.physics.gravity,
      pinStiffness: screwVariant.physics.pinStiffness,
      hangingDamping: screwVariant.physics.hangingDamping,
      substeps: 1,
      screwSpeed: screwVariant.screwSpeed,
      countdownSeconds: screwVariant.countdownSeconds,
      reviveSeconds: screwVariant.reviveSeconds,
      traySlots: DEFAULT_TRAY_SLOTS,
    });
  });

  it('takes the tray size and countdown of a level when given one', () => {
    expect(tuningFromVariant(screwVariant, { tray: { slots: 6, locked: 1 } }).traySlots).toBe(6);
    expect(tuningFromVariant(screwVariant, { tray: { slots: 6, locked: 1 }, countdown: 90 }).countdownSeconds).toBe(90);
    const b = { ...screwVariant, holdingSlots: { initial: 4, max: 7 } };
    expect(tuningFromVariant(b).traySlots).toBe(4);
  });

  it('has a sane range for every field, holding the variant value', () => {
    const t = tuningFromVariant(screwVariant);
    for (const f of DEBUG_FIELDS) {
      const r = DEBUG_RANGES[f];
      expect(r.min, f).toBeLessThan(r.max);
      expect(r.step, f).toBeGreaterThan(0);
      expect(r.label.length, f).toBeGreaterThan(0);
      expect(t[f], f).toBeGreaterThanOrEqual(r.min);
      expect(t[f], f).toBeLessThanOrEqual(r.max);
    }
    // The tray follows the level schema's 1 to 7 slots.
    expect(DEBUG_RANGES.traySlots).toMatchObject({ min: 1, max: 7, integer: true });
  });

  it('clamps every field into its range and rounds whole-number fields', () => {
    const wild: DebugTuning = {
      gravity: -5,
      pinStiffness: 9,
      hangingDamping: Number.NaN,
      substeps: 2.6,
      screwSpeed: 1e9,
      countdownSeconds: 0,
      reviveSeconds: 61.4,
      traySlots: 99,
    };
    const c = clampTuning(wild);
    expect(c).toEqual({
      gravity: DEBUG_RANGES.gravity.min,
      pinStiffness: DEBUG_RANGES.pinStiffness.max,
      hangingDamping: DEBUG_RANGES.hangingDamping.min,
      substeps: 3,
      screwSpeed: DEBUG_RANGES.screwSpeed.max,
      countdownSeconds: DEBUG_RANGES.countdownSeconds.min,
      reviveSeconds: 61,
      traySlots: 7,
    });
    expect(clampTuning(c)).toEqual(c);
    expect(clampField('gravity', Number.POSITIVE_INFINITY)).toBe(DEBUG_RANGES.gravity.max);
    // The input is left alone.
    expect(wild.gravity).toBe(-5);
  });

  it('maps substeps onto the physics step length and back', () => {
    expect(stepMsFromSubsteps(1)).toBe(FRAME_MS);
    expect(stepMsFromSubsteps(4)).toBeCloseTo(FRAME_MS / 4, 12);
    for (let n = 1; n <= DEBUG_RANGES.substeps.max; n++) expect(substepsFromStepMs(stepMsFromSubsteps(n))).toBe(n);
    expect(substepsFromStepMs(screwVariant.physics.stepMs)).toBe(1);
    expect(substepsFromStepMs(0)).toBe(1);
    expect(physicsFromTuning({ ...tuningFromVariant(screwVariant), substeps: 2 }).stepMs).toBeCloseTo(FRAME_MS / 2, 12);
  });

  it('copies JSON that parses and uses the variant config field names', () => {
    const t: DebugTuning = { ...tuningFromVariant(screwVariant), gravity: 3000, substeps: 2, countdownSeconds: 30 };
    const parsed = JSON.parse(tuningToVariantJson(t, screwVariant)) as Record<string, unknown>;
    expect(Object.keys(parsed).sort()).toEqual(
      ['countdownSeconds', 'levelOverrides', 'physics', 'reviveSeconds', 'screwSpeed'].sort(),
    );
    // Every key but the level part is a field of VariantConfig, and physics is a whole PhysicsTuning.
    const variantKeys = new Set(Object.keys(screwVariant));
    for (const k of Object.keys(parsed)) if (k !== 'levelOverrides') expect(variantKeys.has(k), k).toBe(true);
    expect(Object.keys(parsed.physics as object).sort()).toEqual(Object.keys(screwVariant.physics).sort());
    expect(parsed).toEqual({
      physics: { ...screwVariant.physics, gravity: 3000, stepMs: FRAME_MS / 2 },
      screwSpeed: screwVariant.screwSpeed,
      countdownSeconds: 30,
      reviveSeconds: screwVariant.reviveSeconds,
      levelOverrides: { tray: { slots: t.traySlots } },
    });
  });

  it('round-trips: the copied values merged into the variant give the same tuning back', () => {
    const t: DebugTuning = {
      gravity: 1850,
      pinStiffness: 0.62,
      hangingDamping: 0.045,
      substeps: 3,
      screwSpeed: 4200,
      countdownSeconds: 120,
      reviveSeconds: 45,
      traySlots: 6,
    };
    const copied = JSON.parse(tuningToVariantJson(t, screwVariant)) as ReturnType<typeof tuningToVariantObject>;
    const { levelOverrides, ...partial } = copied;
    const merged: VariantConfig = { ...screwVariant, ...partial };
    expect(tuningFromVariant(merged, { tray: { slots: levelOverrides.tray.slots, locked: 0 } })).toEqual(t);
    expect(changedFields(t, tuningFromVariant(merged, { tray: { slots: 6, locked: 0 } }))).toEqual([]);
  });

  it('clamps what it copies', () => {
    const t = { ...tuningFromVariant(screwVariant), traySlots: 40, gravity: -1 };
    const o = tuningToVariantObject(t, screwVariant);
    expect(o.levelOverrides.tray.slots).toBe(7);
    expect(o.physics.gravity).toBe(0);
  });

  it('names the fields that differ', () => {
    const a = tuningFromVariant(screwVariant);
    expect(changedFields(a, { ...a, reviveSeconds: 10, gravity: 1 })).toEqual(['gravity', 'reviveSeconds']);
  });
});
