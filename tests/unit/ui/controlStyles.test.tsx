// The in-game controls are laid out from the sizes the level checks use (src/core/controlZones.ts): the HUD
// bar, the skill bar and the board-picking banner carry them as CSS variables and styles.css places them so.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HUD_BAR, SKILL_BAR, SKILL_PROMPT } from '../../../src/core/controlZones';
import { translatorFor } from '../../../src/i18n';
import { DEFAULT_STAGE_DESIGN, Hud } from '../../../src/ui';
import { promptLayout } from '../../../src/ui/canvas/skillPromptLook';
import { SKILL_ICON_SIZE, skillBarButtons } from '../../../src/ui/canvas/skillBarLook';
import { html, noop, tag } from './markup';

const css = readFileSync(new URL('../../../src/ui/styles.css', import.meta.url), 'utf8');

/** The declarations of the first rule with exactly this selector. */
function rule(selector: string): string {
  const at = css.indexOf(`\n${selector} {`);
  expect(at, selector).toBeGreaterThanOrEqual(0);
  return css.slice(at, css.indexOf('}', at));
}

describe('control sizes shared by the level checks and the screen', () => {
  it('the skill bar (drawn on the canvas) places its buttons by SKILL_BAR', () => {
    const t = translatorFor('en_US');
    const list = [0, 1, 2].map((skill) => ({ skill: skill as 0 | 1 | 2, props: 0, price: 200 }));
    const buttons = skillBarButtons(list, t, 'skill.', (text) => text.length * 16);
    expect(buttons).toHaveLength(SKILL_BAR.count);
    const stageBottom = DEFAULT_STAGE_DESIGN.height;
    for (const b of buttons) {
      // SKILL_BAR.bottom above the stage's bottom, SKILL_BAR.button across.
      expect(b.y + SKILL_BAR.button / 2).toBe(stageBottom - SKILL_BAR.bottom);
      expect(b.tapBox.width).toBeGreaterThanOrEqual(SKILL_BAR.button);
      // The badge hangs badgeGap under the icon, badgeHeight high, inside the tap box.
      expect(b.badge.box.y).toBe(b.y + SKILL_ICON_SIZE / 2 + SKILL_BAR.badgeGap);
      expect(b.badge.box.height).toBe(SKILL_BAR.badgeHeight);
      expect(b.tapBox.y + b.tapBox.height).toBe(b.badge.box.y + b.badge.box.height);
    }
    // A centred row with SKILL_BAR.gap between the buttons.
    expect(buttons[1]!.x - buttons[0]!.x).toBe(SKILL_BAR.button + SKILL_BAR.gap);
    expect(buttons[1]!.x).toBe(DEFAULT_STAGE_DESIGN.width / 2);
  });

  it('the HUD bar and the board-picking banner carry their sizes too', () => {
    const hud = tag(html(<Hud timeLeftMs={185_000} level={4} score={60} onExit={noop} />), 'hud');
    expect(hud).toContain(`--hud-side:${HUD_BAR.side}px`);
    expect(hud).toContain(`--hud-top:${HUD_BAR.top}px`);
    expect(hud).toContain(`--hud-height:${HUD_BAR.height}px`);
    expect(rule('.hud__bar')).toMatch(/left: var\(--hud-side\);[\s\S]*height: var\(--hud-height\);/);
    // The banner (drawn on the canvas): SKILL_PROMPT.side from each side, its bottom SKILL_PROMPT.bottom above
    // the stage's, SKILL_PROMPT.height high while its words fit.
    const { banner } = promptLayout(true, 41);
    expect(banner.x).toBe(SKILL_PROMPT.side);
    expect(banner.x + banner.width).toBe(DEFAULT_STAGE_DESIGN.width - SKILL_PROMPT.side);
    expect(banner.y + banner.height).toBe(DEFAULT_STAGE_DESIGN.height - SKILL_PROMPT.bottom);
    expect(banner.height).toBe(SKILL_PROMPT.height);
  });
});
