import { describe, expect, it } from 'vitest';
import { cubicBezier, EASE, motionPhase, sampleKeyframes, type Keyframe } from '../../../../src/ui/canvas/motion';

describe('easings', () => {
  it('run from 0 to 1 and hold outside', () => {
    for (const ease of Object.values(EASE)) {
      expect(ease(0)).toBe(0);
      expect(ease(1)).toBe(1);
      expect(ease(-1)).toBe(0);
      expect(ease(2)).toBe(1);
    }
  });

  it("follow CSS's curves: ease-out is ahead of linear, ease-in behind, ease-in-out symmetric", () => {
    expect(EASE.easeOut(0.5)).toBeGreaterThan(0.6);
    expect(EASE.easeIn(0.5)).toBeLessThan(0.4);
    expect(EASE.easeInOut(0.5)).toBeCloseTo(0.5, 5);
    expect(EASE.easeInOut(0.25) + EASE.easeInOut(0.75)).toBeCloseTo(1, 5);
    // CSS 'ease' at a quarter of its time is about 41% of the way (cubic-bezier(0.25, 0.1, 0.25, 1)).
    expect(EASE.ease(0.25)).toBeCloseTo(0.4094, 2);
  });

  it('a linear Bézier is the identity', () => {
    const linear = cubicBezier(1 / 3, 1 / 3, 2 / 3, 2 / 3);
    for (const t of [0.1, 0.37, 0.5, 0.9]) expect(linear(t)).toBeCloseTo(t, 5);
  });

  it('only ever increases', () => {
    for (const ease of Object.values(EASE)) {
      let last = 0;
      for (let i = 1; i <= 100; i++) {
        const v = ease(i / 100);
        expect(v).toBeGreaterThanOrEqual(last - 1e-9);
        last = v;
      }
    }
  });
});

describe('sampleKeyframes', () => {
  const frames: Keyframe<{ y: number; alpha: number }>[] = [
    [0, { y: 40, alpha: 0 }],
    [0.12, { y: 0, alpha: 1 }],
    [0.7, { y: -30, alpha: 1 }],
    [1, { y: -90, alpha: 0 }],
  ];

  it('gives each keyframe its values and eases each segment on its own', () => {
    expect(sampleKeyframes(frames, 0, EASE.linear)).toEqual({ y: 40, alpha: 0 });
    expect(sampleKeyframes(frames, 0.12, EASE.linear)).toEqual({ y: 0, alpha: 1 });
    expect(sampleKeyframes(frames, 0.06, EASE.linear)).toEqual({ y: 20, alpha: 0.5 });
    expect(sampleKeyframes(frames, 0.85, EASE.linear).y).toBeCloseTo(-60, 9);
    expect(sampleKeyframes(frames, 0.85, EASE.easeOut).y).toBeLessThan(-60);
    expect(sampleKeyframes(frames, 1, EASE.linear)).toEqual({ y: -90, alpha: 0 });
  });

  it('holds the ends outside the motion and never hands out its keyframes', () => {
    const before = sampleKeyframes(frames, -1);
    expect(before).toEqual({ y: 40, alpha: 0 });
    before.y = 999;
    expect(sampleKeyframes(frames, 5)).toEqual({ y: -90, alpha: 0 });
    expect(frames[0]?.[1].y).toBe(40);
  });

  it('refuses an empty list', () => {
    expect(() => sampleKeyframes([], 0.5)).toThrow(/no keyframes/);
  });
});

describe('motionPhase', () => {
  it('runs once to its end, or loops for good', () => {
    expect(motionPhase(0, 2000)).toEqual({ t: 0, done: false });
    expect(motionPhase(500, 2000)).toEqual({ t: 0.25, done: false });
    expect(motionPhase(2500, 2000)).toEqual({ t: 1, done: true });
    expect(motionPhase(1500, 1200, true)).toEqual({ t: 0.25, done: false });
    expect(motionPhase(-10, 1200, true)).toEqual({ t: 0, done: false });
  });

  it('a loop given a number of plays rests after them, at its end (drawn as its start)', () => {
    expect(motionPhase(1500, 1200, true, 3)).toEqual({ t: 0.25, done: false });
    expect(motionPhase(3599, 1200, true, 3).done).toBe(false);
    expect(motionPhase(3600, 1200, true, 3)).toEqual({ t: 1, done: true });
    expect(motionPhase(60_000, 1200, true, 3)).toEqual({ t: 1, done: true });
    expect(motionPhase(60_000, 1200, true)).toEqual({ t: 0, done: false });
  });

  it('a motion of no length (or a broken one) is over at once', () => {
    expect(motionPhase(0, 0)).toEqual({ t: 1, done: true });
    expect(motionPhase(10, Number.NaN, true)).toEqual({ t: 1, done: true });
  });
});
