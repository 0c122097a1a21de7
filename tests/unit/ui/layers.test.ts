// The layers' small helpers, and which parts of the page take taps (the canvas; never the mirror over it).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { progressPercent, ribbonTitleFit } from '../../../src/ui';

describe('helpers', () => {
  it('progressPercent clamps to 0..100 and shows 100 only when done', () => {
    expect(progressPercent(-1)).toBe(0);
    expect(progressPercent(Number.NaN)).toBe(0);
    expect(progressPercent(0.999)).toBe(99);
    expect(progressPercent(1)).toBe(100);
    expect(progressPercent(7)).toBe(100);
  });

  it('ribbonTitleFit shrinks long titles, then breaks them onto two lines', () => {
    expect(ribbonTitleFit(6)).toEqual({ fontSize: 58, twoLines: false });
    const medium = ribbonTitleFit('November 2026'.length);
    expect(medium.twoLines).toBe(false);
    expect(medium.fontSize).toBeLessThan(58);
    expect(medium.fontSize).toBeGreaterThanOrEqual(40);
    const long = ribbonTitleFit('This level could not be opened'.length);
    expect(long.twoLines).toBe(true);
    expect(long.fontSize).toBeLessThanOrEqual(44);
    expect(ribbonTitleFit(200)).toEqual({ fontSize: 30, twoLines: true });
  });
});

describe('styles: the canvas gets every tap; the mirror over it takes none', () => {
  const css = readFileSync(new URL('../../../src/ui/styles.css', import.meta.url), 'utf8');
  const rule = (selector: string) => {
    const at = css.indexOf(`\n${selector} {`);
    expect(at, selector).toBeGreaterThanOrEqual(0);
    return css.slice(at, css.indexOf('}', at));
  };

  it('the mirror and its elements let pointer events through to the canvas under them', () => {
    expect(rule('.a11y-mirror')).toContain('pointer-events: none');
    expect(rule('.a11y-mirror__node')).toContain('pointer-events: none');
    expect(rule('.a11y-mirror__group--dialog')).toContain('pointer-events: none');
    expect(css).not.toMatch(/pointer-events:\s*auto/);
  });
});
