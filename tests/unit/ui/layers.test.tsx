// The stage rendered to static HTML (no DOM needed), the layers' small helpers, and which parts of the page
// take taps (the canvas; never the mirror over it).
import { readFileSync } from 'node:fs';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { progressPercent, ribbonTitleFit, Stage } from '../../../src/ui';
import { html } from './markup';
import { CANDY_SKIN, SkinProvider } from '../../../src/ui/skin';

/** A layer as variant B draws it: under the candy skin. */
const asCandy = (el: ReactElement) => <SkinProvider value={CANDY_SKIN}>{el}</SkinProvider>;

describe('Stage', () => {
  it('draws the 750x1334 design box plus the controls band (server render: scale 1) with the layout variables', () => {
    const m = html(
      <Stage>
        <canvas />
      </Stage>,
    );
    expect(m).toMatch(/^<div class="stage" data-testid="stage" data-theme="screw">/);
    expect(m).toContain('class="design"');
    expect(m).toContain('width:750px;height:1484px');
    expect(m).toContain('scale(1)');
    expect(m).toContain('--top-shift:50px');
    expect(m).toMatch(/<div class="design"[^>]*><canvas><\/canvas><\/div>/);
  });

  it('renders an underlay outside the design box when given', () => {
    expect(html(<Stage underlay={<canvas />} />)).toMatch(/<div class="stage__underlay"><canvas>/);
  });

  it("names its theme in data-theme (variant B's candy look)", () => {
    expect(html(asCandy(<Stage />))).toMatch(/^<div class="stage" data-testid="stage" data-theme="candy">/);
  });
});

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

  it('the design box, its layers and the mirror let pointer events through; the canvas takes them', () => {
    expect(rule('.design')).toContain('pointer-events: none');
    expect(rule('.layer')).toContain('pointer-events: none');
    expect(rule('.a11y-mirror__node')).toContain('pointer-events: none');
    expect(rule('.design canvas')).toContain('pointer-events: auto');
  });
});
