// Spec 5: only one toast shows at a time, each replacing the last; testers read the last ones shown.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastBus } from '../../../src/app/toastBus';

describe('the toast bus', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('one toast at a time: a new one replaces the last, and it clears after its life', () => {
    const bus = createToastBus(2000);
    bus.show('Coins shortage');
    bus.show('No ads available');
    expect(bus.current()?.text).toBe('No ads available');
    vi.advanceTimersByTime(1999);
    expect(bus.current()?.text).toBe('No ads available');
    vi.advanceTimersByTime(1);
    expect(bus.current()).toBeNull();
  });

  it('remembers the last 20 toasts shown, oldest first, after they are gone', () => {
    const bus = createToastBus(2000);
    for (let i = 1; i <= 25; i++) bus.show(`tip ${i}`);
    vi.advanceTimersByTime(5000);
    expect(bus.current()).toBeNull();
    expect(bus.history()).toHaveLength(20);
    expect(bus.history()[0]).toBe('tip 6');
    expect(bus.history().at(-1)).toBe('tip 25');
  });
});
