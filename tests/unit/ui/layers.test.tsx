// The layers rendered to static HTML (no DOM needed): test ids on roots and buttons, texts, and which
// parts take taps.
import { readFileSync } from 'node:fs';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Button, progressPercent, ribbonTitleFit, Stage } from '../../../src/ui';
import { html, noop } from './markup';
import { CANDY_SKIN, SkinProvider } from '../../../src/ui/skin';

/** A layer as variant B draws it: under the candy skin. */
const asCandy = (el: ReactElement) => <SkinProvider value={CANDY_SKIN}>{el}</SkinProvider>;

describe('what the layers say', () => {
  it('Button: icon-only buttons carry an accessible name', () => {
    const m = html(<Button testId="x" size="icon" label="Pause" icon={<svg />} onTap={noop} />);
    expect(m).toContain('aria-label="Pause"');
  });
});

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

describe('styles: the canvas gets the taps the layers do not take', () => {
  const css = readFileSync(new URL('../../../src/ui/styles.css', import.meta.url), 'utf8');
  const rule = (selector: string) => {
    const at = css.indexOf(`\n${selector} {`);
    expect(at, selector).toBeGreaterThanOrEqual(0);
    return css.slice(at, css.indexOf('}', at));
  };

  it('the design box and plain layers let pointer events through', () => {
    expect(rule('.design')).toContain('pointer-events: none');
    expect(rule('.layer')).toContain('pointer-events: none');
    expect(rule('.toast')).toContain('pointer-events: none');
  });

  it('buttons take them back', () => {
    expect(rule('.btn')).toContain('pointer-events: auto');
  });

  it('reduced motion turns the pop-in scale into a fade', () => {
    const media = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(media).toMatch(/\.pop-in \{\s*animation: fade-in/);
  });
});
