// Spec 5: button taps are ignored during the 0.3 s button cooldown or while an animation runs.
import { describe, expect, it } from 'vitest';
import { createTapGate, DEFAULT_TAP_COOLDOWN_MS } from '../../../src/ui/tapGate';
import { screwVariant } from '../../../src/variants/screw';

describe('createTapGate', () => {
  it('the default cooldown is the variant button cooldown, 0.3 s', () => {
    expect(DEFAULT_TAP_COOLDOWN_MS).toBe(screwVariant.buttonCooldownMs);
    expect(DEFAULT_TAP_COOLDOWN_MS).toBe(300);
  });

  it('accepts the first tap', () => {
    expect(createTapGate().tryTap(0)).toBe(true);
    expect(createTapGate().tryTap(123_456)).toBe(true);
  });

  it('ignores taps within the cooldown after an accepted tap, and accepts one at the cooldown', () => {
    const gate = createTapGate(300);
    expect(gate.tryTap(1000)).toBe(true);
    expect(gate.tryTap(1001)).toBe(false);
    expect(gate.tryTap(1299.9)).toBe(false);
    expect(gate.tryTap(1300)).toBe(true);
    expect(gate.tryTap(1450)).toBe(false);
    expect(gate.tryTap(1600)).toBe(true);
  });

  it('ignored taps do not extend the cooldown', () => {
    const gate = createTapGate(300);
    gate.tryTap(0);
    for (let t = 10; t < 300; t += 10) expect(gate.tryTap(t)).toBe(false);
    expect(gate.tryTap(300)).toBe(true);
  });

  it('ignores every tap while busy (an animation is running), whatever the time', () => {
    const gate = createTapGate(300);
    expect(gate.tryTap(0, true)).toBe(false);
    expect(gate.tryTap(10_000, true)).toBe(false);
  });

  it('a tap ignored for busy does not start a cooldown', () => {
    const gate = createTapGate(300);
    expect(gate.tryTap(500, true)).toBe(false);
    expect(gate.tryTap(510, false)).toBe(true);
  });

  it('busy and cooldown both apply', () => {
    const gate = createTapGate(300);
    expect(gate.tryTap(0)).toBe(true);
    expect(gate.tryTap(100, false)).toBe(false);
    expect(gate.tryTap(400, true)).toBe(false);
    expect(gate.tryTap(401, false)).toBe(true);
  });

  it('takes its cooldown from the argument; 0 lets every tap through', () => {
    const slow = createTapGate(1000);
    slow.tryTap(0);
    expect(slow.tryTap(999)).toBe(false);
    expect(slow.tryTap(1000)).toBe(true);
    const none = createTapGate(0);
    expect(none.tryTap(5)).toBe(true);
    expect(none.tryTap(5)).toBe(true);
  });

  it('a per-tap cooldown overrides the gate default (one gate shared by buttons)', () => {
    const gate = createTapGate(300);
    gate.tryTap(0);
    expect(gate.tryTap(150, false, 100)).toBe(true);
    expect(gate.tryTap(200, false, 100)).toBe(false);
  });

  it('a clock that jumps backwards does not lock the button', () => {
    const gate = createTapGate(300);
    gate.tryTap(50_000);
    expect(gate.tryTap(10)).toBe(true);
    expect(gate.tryTap(20)).toBe(false);
  });

  it('reset forgets the last tap', () => {
    const gate = createTapGate(300);
    gate.tryTap(0);
    gate.reset();
    expect(gate.tryTap(1)).toBe(true);
  });
});

describe('a gate armed when its button appears', () => {
  it('ignores taps while the layer pops in, then accepts them', () => {
    const gate = createTapGate(300, 1000);
    expect(gate.tryTap(1100)).toBe(false);
    expect(gate.tryTap(1299)).toBe(false);
    expect(gate.tryTap(1300)).toBe(true);
  });
});
