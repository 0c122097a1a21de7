// Motion: the pop-up styles of spec 2 on every panel, scene fades; every movement under 0.5 s and a plain fade
// under reduced motion (the coins flying to the counter: canvas/coinFlight.test.ts).
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Panel, sceneOf } from '../../../src/ui';
import { entranceClass } from '../../../src/ui/Panel';
import { fadeAlpha, fadeMs } from '../../../src/ui/canvas/sceneFadeLook';

const css = readFileSync(new URL('../../../src/ui/motion.css', import.meta.url), 'utf8');

/** Every `animation:` shorthand of a stylesheet with its duration in ms. */
function animationDurations(text: string): { rule: string; ms: number }[] {
  return [...text.matchAll(/animation:\s*([^;]+);/g)].flatMap((m) => {
    const d = /(\d+)ms/.exec(m[1]!);
    return d ? [{ rule: m[1]!, ms: Number(d[1]) }] : [];
  });
}

describe('pop-up styles', () => {
  it.each([
    ['pop', 'pop-in'],
    ['top', 'panel--from-top'],
    ['bottom', 'panel--from-bottom'],
    ['ordered', 'panel--ordered'],
  ] as const)('%s gives the panel its entrance class', (entrance, cls) => {
    expect(entranceClass(entrance)).toContain(cls);
    const html = renderToStaticMarkup(
      <Panel testId="p" title="T" entrance={entrance}>
        <p>a</p>
      </Panel>,
    );
    expect(html).toContain(cls);
  });

  it('a panel pops by default', () => {
    expect(renderToStaticMarkup(<Panel testId="p" title="T" />)).toMatch(/class="panel pop-in"/);
  });
});

describe('scene fades', () => {
  it('overlays keep the scene under them; a level, the menu, the calendar are scenes of their own', () => {
    expect(['menu', 'settings', 'tasks', 'rank'].map(sceneOf)).toEqual(['menu', 'menu', 'menu', 'menu']);
    expect(['game', 'exit', 'win', 'lose-full', 'lose-time', 'error'].map(sceneOf)).toEqual(Array(6).fill('game'));
    expect(sceneOf('calendar')).toBe('calendar');
    expect(sceneOf('loading')).toBe('loading');
  });

  it('the veil clears within 0.3 s, eased out, quicker under reduced motion (tests/unit/ui/canvas/toastFade.test.ts)', () => {
    expect(fadeMs(false)).toBe(280);
    expect(fadeMs(true)).toBeLessThan(fadeMs(false));
    expect(fadeAlpha(0)).toBe(1);
    expect(fadeAlpha(1)).toBe(0);
  });
});

describe('every movement is short and yields to reduced motion', () => {
  it('each animation of motion.css lasts under 0.5 s', () => {
    const durations = animationDurations(css);
    expect(durations.length).toBeGreaterThan(4);
    for (const d of durations) expect(d.ms, d.rule).toBeLessThan(500);
  });

  it("every one-shot animation of the UI's stylesheets lasts under 0.5 s (the toast keeps the spec's 2 s)", () => {
    for (const file of ['styles.css', 'candy.css', 'motion.css']) {
      const sheet = readFileSync(new URL(`../../../src/ui/${file}`, import.meta.url), 'utf8');
      const oneShots = [...sheet.matchAll(/animation:\s*([^;]+);/g)]
        .map((m) => m[1]!)
        .filter((rule) => !rule.includes('infinite') && rule !== 'none' && !rule.startsWith('toast '));
      for (const rule of oneShots) {
        // The first time in a shorthand is the duration (a second one is the delay).
        const first = /(\d+(?:\.\d+)?)(ms|s)\b/.exec(rule);
        if (!first) continue;
        const ms = Number(first[1]) * (first[2] === 's' ? 1000 : 1);
        expect(ms, `${file}: ${rule}`).toBeLessThan(500);
      }
    }
  });

  it('reduced motion turns the flights and entrances into fades', () => {
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    for (const selector of ['.panel--from-top', '.panel--from-bottom', '.panel--ordered', '.screen-fade'])
      expect(reduced).toContain(selector);
  });
});
