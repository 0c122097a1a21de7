// The memory device: storage in memory, a clock the test moves, a page it hides and a viewport it resizes.
import { afterEach, describe, expect, it } from 'vitest';
import { device, setDevice } from '../../../src/platform/currentDevice';
import { memoryDevice } from '../../../src/platform/memoryDevice';
import { browserStorage } from '../../../src/platform/storage';
import { realClock } from '../../../src/platform/clock';
import { readSavedLanguage, saveLanguage } from '../../../src/i18n/storage';
import { measureTextEm } from '../../../src/i18n/textWidth';
import { watchPresence } from '../../../src/platform/pagePresence';

afterEach(() => setDevice(null));

describe('the memory device', () => {
  it('keeps what is stored', () => {
    const d = memoryDevice();
    d.storage()?.setItem('k', 'v');
    expect(d.storage()?.getItem('k')).toBe('v');
    expect(d.stored.get('k')).toBe('v');
    expect(d.storage()?.getItem('missing')).toBeNull();
  });

  it('runs timers in order as its clock moves, intervals again and again until cleared', () => {
    const d = memoryDevice({ now: 1000 });
    const ran: string[] = [];
    d.timers.setTimeout(() => ran.push(`b@${d.timers.now()}`), 20);
    d.timers.setTimeout(() => ran.push(`a@${d.timers.now()}`), 10);
    const cleared = d.timers.setTimeout(() => ran.push('never'), 5);
    d.timers.clearTimeout(cleared);
    const tick = d.timers.setInterval(() => ran.push(`tick@${d.timers.now()}`), 15);
    d.advance(31);
    d.timers.clearInterval(tick);
    d.advance(100);
    expect(ran).toEqual(['a@1010', 'tick@1015', 'b@1020', 'tick@1030']);
    expect(d.timers.now()).toBe(1131);
  });

  it('hides and shows its page, as page presence reads it', () => {
    const d = memoryDevice();
    const presence = watchPresence(d.visibility(), d.pageCache(), null);
    const changes: boolean[] = [];
    presence.onChange((away) => changes.push(away));
    d.setHidden(true);
    d.setHidden(false);
    expect(changes).toEqual([true, false]);
  });

  it('resizes its viewport and tells who listens, until they stop', () => {
    const d = memoryDevice({ size: { width: 100, height: 200 }, pixelRatio: 3 });
    const sizes: number[] = [];
    const stop = d.viewport.onResize(() => sizes.push(d.viewport.size().width));
    d.resize({ width: 300, height: 600 });
    stop();
    d.resize({ width: 400, height: 800 });
    expect(sizes).toEqual([300]);
    expect(d.viewport.pixelRatio()).toBe(3);
  });

  it('has the safe-area insets it was given, moved by a rotation', () => {
    expect(memoryDevice().viewport.safeInsets()).toEqual({ top: 0, right: 0, bottom: 0, left: 0 });
    const d = memoryDevice({ safeInsets: { top: 47, right: 0, bottom: 34, left: 0 } });
    expect(d.viewport.safeInsets().top).toBe(47);
    d.resize({ width: 844, height: 390 }, { top: 0, right: 47, bottom: 21, left: 47 });
    expect(d.viewport.safeInsets()).toEqual({ top: 0, right: 47, bottom: 21, left: 47 });
    d.resize({ width: 390, height: 844 });
    expect(d.viewport.safeInsets().left).toBe(47);
  });

  it('reports gestures and button presses, and records the title and language set', () => {
    const d = memoryDevice({ href: 'https://game.test/?level=3', languages: ['de-DE'], reducedMotion: true });
    let gestures = 0;
    let presses = 0;
    d.onGesture(() => gestures++);
    d.onButtonPress(() => presses++);
    d.gesture();
    d.gesture(true);
    d.address.setTitle('Screw');
    d.address.setLanguage('de');
    expect({ gestures, presses }).toEqual({ gestures: 2, presses: 1 });
    expect(d.page).toEqual({ title: 'Screw', language: 'de' });
    expect(d.address.search()).toBe('?level=3');
    expect(d.languages()).toEqual(['de-DE']);
    expect(d.reducedMotion()).toBe(true);
    expect(d.measureText('abc', '900 100px sans-serif')).toBeNull();
    expect(d.createCanvas(10, 10)).toBeNull();
  });
});

describe('the running device', () => {
  it('is the web device until another is installed, and again after null', () => {
    expect(device().kind).toBe('web');
    expect(device()).toBe(device());
    const d = memoryDevice();
    setDevice(d);
    expect(device()).toBe(d);
    setDevice(null);
    expect(device().kind).toBe('web');
  });

  it("is what the platform's storage and clock, and the language choice, go through", () => {
    const d = memoryDevice({ now: 5000 });
    setDevice(d);
    browserStorage()?.setItem('x', '1');
    expect(d.stored.get('x')).toBe('1');
    expect(saveLanguage('de_DE')).toBe(true);
    expect(readSavedLanguage()).toBe('de_DE');
    let fired = false;
    realClock.setTimeout(() => (fired = true), 50);
    d.advance(50);
    expect(fired).toBe(true);
    expect(realClock.now()).toBe(5050);
    // No text measuring here: the layers estimate instead.
    expect(measureTextEm('Hello')).toBeNull();
  });
});
