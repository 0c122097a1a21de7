// Loading progress uses the weights of spec 9: prefabs 0.3, audio 0.3, sprites 0.2, json 0.2.
import { describe, expect, it } from 'vitest';
import { LOADING_STEPS, LOADING_WEIGHTS, loadingProgressOf } from '../../../src/app/loadingSteps';

describe('loading steps', () => {
  it('are the four of spec 9 with its weights, summing to 1', () => {
    expect(LOADING_WEIGHTS).toEqual({ prefabs: 0.3, audio: 0.3, sprites: 0.2, json: 0.2 });
    expect(loadingProgressOf(LOADING_STEPS)).toBe(1);
  });

  it('progress is the sum of the finished steps, each counted once, in any order', () => {
    expect(loadingProgressOf([])).toBe(0);
    expect(loadingProgressOf(['json'])).toBe(0.2);
    expect(loadingProgressOf(['audio', 'json', 'audio'])).toBe(0.5);
    expect(loadingProgressOf(['sprites', 'prefabs', 'json'])).toBe(0.7);
  });
});
