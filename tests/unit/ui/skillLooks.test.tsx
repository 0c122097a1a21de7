// Each skill's picture and colour come from one registry keyed by the skill's id (src/ui/skillLooks.tsx).
import { describe, expect, it } from 'vitest';
import { SCREW_SKILLS } from '../../../src/core/skills';
import { AddSlotIcon, BroomIcon, HammerIcon, StarIcon } from '../../../src/ui/levelIcons';
import { SKILL_LOOKS, skillLook } from '../../../src/ui/skillLooks';

describe('skill looks', () => {
  it('every shipped skill has its own picture and colour, found by id or by its index', () => {
    expect(SCREW_SKILLS.map((s) => SKILL_LOOKS[s.id]?.Icon)).toEqual([AddSlotIcon, BroomIcon, HammerIcon]);
    expect(SCREW_SKILLS.map((_, i) => skillLook(i).tone)).toEqual(['blue', 'purple', 'orange']);
    expect(skillLook(0, 'break-board').Icon).toBe(HammerIcon);
  });

  it('a skill registered without a look shows a star on blue, never nothing', () => {
    expect(skillLook(3, 'knock-top-board')).toEqual({ Icon: StarIcon, tone: 'blue' });
    expect(skillLook(7)).toEqual({ Icon: StarIcon, tone: 'blue' });
  });
});
