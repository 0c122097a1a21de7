// The three round skill buttons at the bottom of the play screen: add a tray slot, clear the tray, break a board.
import { useT, type MessageKey, type Translate } from '../i18n';
import { Button } from './Button';
import { SKILL_BAR_STYLE } from './controlStyles';
import { CoinIcon } from './icons';
import { SCREW_SKILLS, type SkillIndex } from '../core/skills';
import { skillLook } from './skillLooks';
import type { TapGate } from './tapGate';
import './styles.css';
import { type Skin, useSkin, useTapGate } from './skin';

export type { SkillIndex };

/** The shipped skills in bar order. */
export const SKILL_INDICES: readonly SkillIndex[] = SCREW_SKILLS.map((_, index) => index);

/** Short English names of variant A's skills (en_US 'skill.name0..2' holds them; the UI reads {@link skillText}). */
export const SKILL_NAMES: Readonly<Record<SkillIndex, string>> = { 0: 'Add slot', 1: 'Clear tray', 2: 'Break' };

/** What a skill is called and does, in the language of `t`: variant A's tray words or variant B's plate words. */
export function skillText(
  t: Translate,
  skill: SkillIndex,
  prefix: Skin['skillWords'] = 'skill.',
): { name: string; title: string; description: string } {
  const text = (part: string) => t(`${prefix}${part}${skill}` as MessageKey);
  return { name: text('name'), title: text('title'), description: text('desc') };
}

/** The picture of a skill (by its registry id, or the shipped skill at its index): a slot with a plus, a broom, a hammer. */
export function SkillIcon({
  skill,
  id,
  size = 48,
  className,
}: {
  skill: SkillIndex;
  id?: string;
  size?: number;
  className?: string;
}) {
  const { Icon } = skillLook(skill, id);
  return <Icon size={size} className={className} />;
}

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

/** Props of {@link SkillBar}. */
export interface SkillBarProps {
  skills: SkillBarSkill[];
  /** A skill button was tapped (the app opens the tip layer for it). */
  onSkill: (skill: SkillIndex) => void;
}

/**
 * The skill bar: a row of round buttons at the very bottom of the design box (design y 1180-1316), over
 * the canvas. Only the buttons take taps; one tap gate covers all three, so a double tap opens one skill.
 */
export function SkillBar({ skills, onSkill }: SkillBarProps) {
  const t = useT();
  const gate = useTapGate();
  return (
    <div className="layer skill-bar" data-testid="skill-bar" style={SKILL_BAR_STYLE}>
      <div className="skill-bar__row" role="group" aria-label={t('skill.bar')}>
        {skills.map((s) => (
          <SkillButton key={s.skill} {...s} gate={gate} onSkill={onSkill} />
        ))}
      </div>
    </div>
  );
}

/** A held prop count as the badge shows it. */
export function propCountLabel(props: number): string {
  return `x${Math.max(0, Math.floor(props))}`;
}

function SkillButton({
  skill,
  id,
  props,
  price,
  disabled = false,
  gate,
  onSkill,
}: SkillBarSkill & { gate: TapGate; onSkill: (skill: SkillIndex) => void }) {
  const t = useT();
  const held = props > 0;
  const { name } = skillText(t, skill, useSkin().skillWords);
  const cost = held ? t('skill.held', { count: Math.max(0, Math.floor(props)) }) : t('skill.price', { price });
  return (
    <Button
      testId={`skill-${skill}`}
      tone={skillLook(skill, id).tone}
      size="icon"
      label={t(disabled ? 'skill.labelUnavailable' : 'skill.label', { name, cost })}
      className={`skill-btn${disabled ? ' is-disabled' : ''}`}
      gate={gate}
      icon={
        <>
          <SkillIcon skill={skill} id={id} size={68} className="skill-btn__icon" />
          <span
            className={`skill-btn__badge skill-btn__badge--${held ? 'prop' : 'coins'}`}
            data-testid={`skill-${skill}-badge`}
            data-kind={held ? 'prop' : 'coins'}
          >
            {held ? (
              <span className="skill-btn__badge-text">{propCountLabel(props)}</span>
            ) : (
              <>
                <CoinIcon size={30} className="skill-btn__badge-icon" />
                <span className="skill-btn__badge-text">{price}</span>
              </>
            )}
          </span>
        </>
      }
      onTap={() => {
        if (!disabled) onSkill(skill);
      }}
    />
  );
}
