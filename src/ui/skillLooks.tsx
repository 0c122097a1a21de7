// How each skill looks, by its registry id (src/core/skills.ts): its picture and the colour of its button
// and panel. A new skill adds one entry here; one without an entry shows a star on blue.
import type { ComponentType } from 'react';
import { SCREW_SKILLS, type SkillIndex } from '../core/skills';
import { AddSlotIcon, BroomIcon, HammerIcon, StarIcon } from './icons';

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
