// Text matched literally in a regular expression built at run time (src/core/escapeRegExp.ts).
import { describe, expect, it } from 'vitest';
import { escapeRegExp } from '../../../src/core/escapeRegExp';

describe('escapeRegExp', () => {
  it('matches its text literally, every special character included', () => {
    const text = 'pixi.js (a+b)*[c]{2}^$|?\\';
    expect(new RegExp(`^${escapeRegExp(text)}$`).test(text)).toBe(true);
    expect(new RegExp(escapeRegExp('pixi.js')).test('pixiXjs')).toBe(false);
    expect(escapeRegExp('@pixi/colord')).toBe('@pixi/colord');
  });
});
