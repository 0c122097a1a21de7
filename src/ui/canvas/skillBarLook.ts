// The skill bar's buttons as the canvas draws them: where each sits (SKILL_BAR of src/core/stageLayout.ts, the
// sizes the level checks keep clear of boards), its colour, picture, words and badge. Pure, so the tests read
// the bar without a canvas.
import { SKILL_BAR } from '../../core/stageLayout';
import type { Translate } from '../../i18n';
import { DEFAULT_STAGE_DESIGN } from '../fitStage';
import type { Skin } from '../skin';
import { propCountLabel, skillLook, skillText, type SkillIndex, type SkillTone } from '../skillLooks';
import type { DesignBox } from './controls';
import type { IconComponent } from './iconGraphics';

/** One skill button's state, from the app. */
export interface SkillBarSkill {
  skill: SkillIndex;
  /** The skill's registry id (its picture and colour); the shipped skill at `skill` when left out. */
  id?: string;
  /** Props held: the badge says 'xN' when above 0, else the coin price. */
  props: number;
  /** What the skill costs in coins. */
  price: number;
  /** Greyed out, and taps do nothing (e.g. every slot is already open). */
  disabled?: boolean;
}

/** Props of the skill bar layer. */
export interface SkillBarProps {
  skills: SkillBarSkill[];
  /** A skill button was tapped (the app opens the tip layer for it). */
  onSkill: (skill: SkillIndex) => void;
}

/** The badge under a skill button: the props held ('x2', green) or the coin price (brown, with a coin). */
export interface SkillBadge {
  kind: 'prop' | 'coins';
  text: string;
  /** Its box in design px. */
  box: DesignBox;
}

/** One button of the bar, placed and worded. */
export interface SkillButtonView {
  skill: SkillIndex;
  testId: string;
  /** Its accessible name: the skill and what it costs ('Add slot, x2 held'), and 'unavailable' when disabled. */
  label: string;
  tone: SkillTone;
  Icon: IconComponent;
  /** Its centre in design px. */
  x: number;
  y: number;
  disabled: boolean;
  badge: SkillBadge;
  /** Where taps count: the button and the badge hanging under it. */
  tapBox: DesignBox;
}

/** The badge's measures: type size, rim, coin size and the padding beside its words. */
export const BADGE = { fontSize: 28, rim: 4, coin: 30, gap: 4, padding: 14, coinPadding: 5, minWidth: 66 } as const;

/** The picture inside a skill button, in design px. */
export const SKILL_ICON_SIZE = 68;

/**
 * The bar's buttons: a centred row `SKILL_BAR.bottom` above the bottom of the stage (the controls band under the
 * design), each badge hanging `badgeGap` under the icon, over the button's lower edge. `textWidth` measures a
 * badge's words at its type size (design px).
 */
export function skillBarButtons(
  skills: readonly SkillBarSkill[],
  t: Translate,
  words: Skin['skillWords'],
  textWidth: (text: string) => number,
): SkillButtonView[] {
  const { button, gap, bottom, badgeGap, badgeHeight } = SKILL_BAR;
  const row = skills.length * button + Math.max(0, skills.length - 1) * gap;
  const left = (DEFAULT_STAGE_DESIGN.width - row) / 2;
  const y = DEFAULT_STAGE_DESIGN.height - bottom - button / 2;
  return skills.map((s, i) => {
    const x = left + i * (button + gap) + button / 2;
    const held = s.props > 0;
    const { name } = skillText(t, s.skill, words);
    const cost = held
      ? t('skill.held', { count: Math.max(0, Math.floor(s.props)) })
      : t('skill.price', { price: s.price });
    const text = held ? propCountLabel(s.props) : String(s.price);
    const content = textWidth(text) + (held ? 0 : BADGE.coin + BADGE.gap);
    const width = Math.max(
      BADGE.minWidth,
      content + BADGE.padding + (held ? BADGE.padding : BADGE.coinPadding) + 2 * BADGE.rim,
    );
    const badgeTop = y + SKILL_ICON_SIZE / 2 + badgeGap;
    const badge: SkillBadge = {
      kind: held ? 'prop' : 'coins',
      text,
      box: { x: x - width / 2, y: badgeTop, width, height: badgeHeight },
    };
    const look = skillLook(s.skill, s.id);
    const top = y - button / 2;
    return {
      skill: s.skill,
      testId: `skill-${s.skill}`,
      label: t(s.disabled ? 'skill.labelUnavailable' : 'skill.label', { name, cost }),
      tone: look.tone,
      Icon: look.Icon,
      x,
      y,
      disabled: s.disabled ?? false,
      badge,
      tapBox: {
        x: Math.min(x - button / 2, badge.box.x),
        y: top,
        width: Math.max(button, width),
        height: badgeTop + badgeHeight - top,
      },
    };
  });
}
