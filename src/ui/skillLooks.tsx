// How each skill looks, by its registry id (src/core/skills.ts): its picture and the colour of its button
// and panel. A new skill adds one entry here; one without an entry shows a star on blue.
import type { ComponentType } from 'react';
import { SCREW_SKILLS, type SkillIndex } from '../core/skills';
import type { MessageKey, Translate } from '../i18n';
import { AddSlotIcon, BroomIcon, HammerIcon, StarIcon } from './levelIcons';
import type { Skin } from './skin';

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

/** A held prop count as the skill bar's badge shows it. */
export function propCountLabel(props: number): string {
  return `x${Math.max(0, Math.floor(props))}`;
}

/** The colours a skill's button and panel come in. */
export type SkillTone = 'blue' | 'purple' | 'orange';

/** A skill's picture and colour. */
export interface SkillLook {
  Icon: ComponentType<{ size?: number; className?: string }>;
  tone: SkillTone;
}

/** The looks of the shipped skills, by id. */
export const SKILL_LOOKS: Readonly<Record<string, SkillLook>> = {
  'unlock-tray-slot': { Icon: AddSlotIcon, tone: 'blue' },
  'clear-tray': { Icon: BroomIcon, tone: 'purple' },
  'break-board': { Icon: HammerIcon, tone: 'orange' },
};

const UNKNOWN_SKILL: SkillLook = { Icon: StarIcon, tone: 'blue' };

/** The look of a skill by its id, or, without one, of the shipped skill at that index. */
export function skillLook(skill: SkillIndex, id: string | undefined = SCREW_SKILLS[skill]?.id): SkillLook {
  return (id !== undefined ? SKILL_LOOKS[id] : undefined) ?? UNKNOWN_SKILL;
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
