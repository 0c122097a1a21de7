// The in-game controls are laid out from the sizes the level checks use (src/core/controlZones.ts): the HUD
// bar, the skill bar and the board-picking banner carry them as CSS variables and styles.css places them so.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HUD_BAR, SKILL_BAR, SKILL_PROMPT } from '../../../src/core/controlZones';
import { Hud, SkillBar, SkillPrompt } from '../../../src/ui';
import { html, noop, tag } from './markup';

const css = readFileSync(new URL('../../../src/ui/styles.css', import.meta.url), 'utf8');

/** The declarations of the first rule with exactly this selector. */
function rule(selector: string): string {
  const at = css.indexOf(`\n${selector} {`);
  expect(at, selector).toBeGreaterThanOrEqual(0);
  return css.slice(at, css.indexOf('}', at));
}

describe('control sizes shared by the level checks and the screen', () => {
  it('the skill bar carries SKILL_BAR and styles.css sizes and places its buttons by it', () => {
    const markup = html(
      <SkillBar
        skills={[0, 1, 2].map((skill) => ({ skill: skill as 0 | 1 | 2, props: 0, price: 200 }))}
        onSkill={noop}
      />,
    );
    const root = tag(markup, 'skill-bar');
    expect(root).toContain(`--skill-size:${SKILL_BAR.button}px`);
    expect(root).toContain(`--skill-gap:${SKILL_BAR.gap}px`);
    expect(root).toContain(`--skill-bottom:${SKILL_BAR.bottom}px`);
    expect(root).toContain(`--skill-badge-gap:${SKILL_BAR.badgeGap}px`);
    expect(root).toContain(`--skill-badge-height:${SKILL_BAR.badgeHeight}px`);
    expect(markup.match(/data-testid="skill-\d"/g)).toHaveLength(SKILL_BAR.count);
    expect(rule('.skill-bar__row')).toMatch(/bottom: var\(--skill-bottom\);[\s\S]*gap: var\(--skill-gap\);/);
    expect(rule('.skill-btn')).toMatch(/width: var\(--skill-size\);\s*height: var\(--skill-size\);/);
    expect(rule('.skill-btn__badge')).toMatch(/top: calc\(100% \+ var\(--skill-badge-gap\)\);/);
    expect(rule('.skill-btn__badge')).toMatch(/height: var\(--skill-badge-height\);/);
  });

  it('the HUD bar and the board-picking banner carry their sizes too', () => {
    const hud = tag(html(<Hud timeLeftMs={185_000} level={4} score={60} onExit={noop} />), 'hud');
    expect(hud).toContain(`--hud-side:${HUD_BAR.side}px`);
    expect(hud).toContain(`--hud-top:${HUD_BAR.top}px`);
    expect(hud).toContain(`--hud-height:${HUD_BAR.height}px`);
    expect(rule('.hud__bar')).toMatch(/left: var\(--hud-side\);[\s\S]*height: var\(--hud-height\);/);
    const prompt = tag(html(<SkillPrompt onCancel={noop} />), 'skill-prompt');
    expect(prompt).toContain(`--prompt-side:${SKILL_PROMPT.side}px`);
    expect(prompt).toContain(`--prompt-bottom:${SKILL_PROMPT.bottom}px`);
    expect(prompt).toContain(`--prompt-height:${SKILL_PROMPT.height}px`);
    expect(rule('.skill-prompt__banner')).toMatch(
      /bottom: var\(--prompt-bottom\);[\s\S]*min-height: var\(--prompt-height\);/,
    );
  });
});
