// The layers rendered to static HTML (no DOM needed): test ids on roots and buttons, texts, and which
// parts take taps.
import { readFileSync } from 'node:fs';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { AdOverlay, Button, progressPercent, ribbonTitleFit, SettingsLayer, Stage, Toast } from '../../../src/ui';
import { buttonIds, html, noop, rootId } from './markup';
import { CANDY_SKIN, SkinProvider } from '../../../src/ui/skin';

/** A layer as variant B draws it: under the candy skin. */
const asCandy = (el: ReactElement) => <SkinProvider value={CANDY_SKIN}>{el}</SkinProvider>;

const cases: { name: string; el: ReactElement; root: string; buttons: string[] }[] = [
  {
    name: 'SettingsLayer',
    el: <SettingsLayer music sound={false} onToggleMusic={noop} onToggleSound={noop} onClose={noop} />,
    root: 'settings',
    buttons: ['settings-close', 'settings-music', 'settings-sound', 'settings-done'],
  },
  { name: 'AdOverlay', el: <AdOverlay secondsLeft={2} onSkip={noop} />, root: 'ad', buttons: ['ad-skip'] },
  { name: 'Toast', el: <Toast text="No ads available" />, root: 'toast-layer', buttons: [] },
];

describe('layer markup', () => {
  for (const { name, el, root, buttons } of cases) {
    it(`${name}: root test id "${root}" and a test id on every button`, () => {
      const markup = html(el);
      expect(rootId(markup)).toBe(root);
      expect(buttonIds(markup)).toEqual(buttons);
    });
  }

  it('every button is type="button" (no form submits)', () => {
    for (const { el } of cases) {
      for (const tag of html(el).match(/<button\b[^>]*>/g) ?? []) expect(tag).toContain('type="button"');
    }
  });
});

describe('what the layers say', () => {
  it('settings: switches report on/off', () => {
    const m = html(<SettingsLayer music sound={false} onToggleMusic={noop} onToggleSound={noop} onClose={noop} />);
    expect(m).toMatch(/role="switch" aria-checked="true"[^>]*data-testid="settings-music"/);
    expect(m).toMatch(/role="switch" aria-checked="false"[^>]*data-testid="settings-sound"/);
  });

  it('settings: a vibration switch when the setting is given', () => {
    expect(html(<SettingsLayer music sound onToggleMusic={noop} onToggleSound={noop} onClose={noop} />)).not.toContain(
      'settings-vibration',
    );
    const m = html(
      <SettingsLayer
        music
        sound
        onToggleMusic={noop}
        onToggleSound={noop}
        vibration={{ on: false, onToggle: noop }}
        onClose={noop}
      />,
    );
    expect(m).toMatch(/role="switch" aria-checked="false"[^>]*data-testid="settings-vibration"/);
  });

  it('ad: "Ad · N" countdown, skip only when offered', () => {
    expect(html(<AdOverlay secondsLeft={2} />)).toContain('Ad · 2');
    expect(html(<AdOverlay secondsLeft={1.2} />)).toContain('Ad · 2');
    expect(html(<AdOverlay secondsLeft={0} />)).toContain('>Ad<');
    expect(html(<AdOverlay secondsLeft={2} />)).not.toContain('ad-skip');
  });

  it('an interstitial says what comes after it: the next level, the same level again, or the game', () => {
    const said = (placement: string) => html(<AdOverlay secondsLeft={2} kind="interstitial" placement={placement} />);
    expect(said('next')).toContain('The next level is coming up');
    expect(said('restart')).toContain('The level starts again in a moment');
    expect(said('restart')).not.toContain('next level');
    expect(said('rank')).toContain('Back to the game in a moment');
  });

  it('toast: one status line that never takes taps', () => {
    const m = html(<Toast text="Coins shortage" />);
    expect(m).toMatch(/role="status"[^>]*>Coins shortage</);
    expect(m).toContain('animation-duration:2000ms');
  });

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

  it('buttons and switches take them back', () => {
    expect(rule('.btn')).toContain('pointer-events: auto');
    expect(rule('.switch')).toContain('pointer-events: auto');
  });

  it('reduced motion turns the pop-in scale into a fade', () => {
    const media = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(media).toMatch(/\.pop-in \{\s*animation: fade-in/);
  });
});
