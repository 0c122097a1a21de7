// The in-game controls drawn on the canvas are placed from the sizes the level checks use
// (src/core/controlZones.ts): the HUD inside HUD_BAR, the skill bar by SKILL_BAR and the board-picking banner
// by SKILL_PROMPT, so no board or screw lies under a control.
import { describe, expect, it } from 'vitest';
import { HUD_BAR, SKILL_BAR, SKILL_PROMPT } from '../../../../src/core/controlZones';
import { translatorFor } from '../../../../src/i18n';
import { DEFAULT_STAGE_DESIGN } from '../../../../src/ui';
import { HUD, hudLayout } from '../../../../src/ui/canvas/hudLook';
import { promptLayout } from '../../../../src/ui/canvas/skillPromptLook';
import { SKILL_ICON_SIZE, skillBarButtons } from '../../../../src/ui/canvas/skillBarLook';

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

  it('the HUD stays inside HUD_BAR under the top of the layout, whatever it shows', () => {
    // (12 px of slack: the ledges under the pills, and the video button's tap area reaching past its circle.)
    for (const layoutTop of [0, 50, 80]) {
      for (const coins of [null, { width: 90, ad: true }, { width: 90, ad: false }]) {
        const layout = hudLayout(
          {
            title: { width: 250, chars: 18 },
            timerWidth: 140,
            scoreWidth: 110,
            hint: { width: 50, kind: 'coins' },
            coins,
          },
          layoutTop,
        );
        const top = layoutTop + HUD_BAR.top;
        const bottom = top + HUD_BAR.height;
        const boxes = [
          layout.level,
          layout.timer,
          layout.score,
          layout.hint!.badge,
          ...(layout.coins ? [layout.coins, ...(layout.coins.ad ? [layout.coins.ad.tap] : [])] : []),
          { x: layout.pause.x - HUD.pause / 2, y: layout.pause.y - HUD.pause / 2, width: HUD.pause, height: HUD.pause },
          { x: layout.hint!.x - HUD.hint / 2, y: layout.hint!.y - HUD.hint / 2, width: HUD.hint, height: HUD.hint },
        ];
        for (const b of boxes) {
          expect(b.y).toBeGreaterThanOrEqual(top - 12);
          expect(b.y + b.height).toBeLessThanOrEqual(bottom + 12);
          expect(b.x).toBeGreaterThanOrEqual(HUD_BAR.side - 12);
          expect(b.x + b.width).toBeLessThanOrEqual(DEFAULT_STAGE_DESIGN.width - HUD_BAR.side + 12);
        }
      }
    }
    // The banner (drawn on the canvas): SKILL_PROMPT.side from each side, its bottom SKILL_PROMPT.bottom above
    // the stage's, SKILL_PROMPT.height high while its words fit.
    const { banner } = promptLayout(true, 41);
    expect(banner.x).toBe(SKILL_PROMPT.side);
    expect(banner.x + banner.width).toBe(DEFAULT_STAGE_DESIGN.width - SKILL_PROMPT.side);
    expect(banner.y + banner.height).toBe(DEFAULT_STAGE_DESIGN.height - SKILL_PROMPT.bottom);
    expect(banner.height).toBe(SKILL_PROMPT.height);
  });
});
