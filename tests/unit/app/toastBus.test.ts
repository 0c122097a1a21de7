// Spec 5: only one toast shows at a time, each replacing the last; testers read the last ones shown.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastBus } from '../../../src/app/toastBus';
import { candyVariant } from '../../../src/variants/candy';
import { screwVariant } from '../../../src/variants/screw';

describe('the toast bus', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('one toast at a time: a new one replaces the last, and it clears after its life', () => {
    const bus = createToastBus(screwVariant);
    bus.show('Coins shortage');
    bus.show('No ads available');
    expect(bus.current()?.text).toBe('No ads available');
    vi.advanceTimersByTime(screwVariant.toast.seconds * 1000 - 1);
    expect(bus.current()?.text).toBe('No ads available');
    vi.advanceTimersByTime(1);
    expect(bus.current()).toBeNull();
  });

  it("a tip stays the variant's toast time: change the figure and the tip stays longer", () => {
    const longer = { ...candyVariant, toast: { ...candyVariant.toast, seconds: candyVariant.toast.seconds + 3 } };
    const bus = createToastBus(longer);
    bus.show('Sign in successful');
    vi.advanceTimersByTime(candyVariant.toast.seconds * 1000 + 2000);
    expect(bus.current()?.text).toBe('Sign in successful');
    vi.advanceTimersByTime(1000);
    expect(bus.current()).toBeNull();
  });

  it('remembers the last 20 toasts shown, oldest first, after they are gone', () => {
    const bus = createToastBus(screwVariant);
    for (let i = 1; i <= 25; i++) bus.show(`tip ${i}`);
    vi.advanceTimersByTime(5000);
    expect(bus.current()).toBeNull();
    expect(bus.history()).toHaveLength(20);
    expect(bus.history()[0]).toBe('tip 6');
    expect(bus.history().at(-1)).toBe('tip 25');
  });
});
