// The three round skill buttons at the bottom of the play screen, drawn on the canvas: add a tray slot, clear
// the tray, break a board; each with its badge (props held, or the coin price). Only the buttons take taps, and
// one tap gate covers all three, so a quick double tap opens one skill.
import { CanvasTextMetrics, TextStyle, type Graphics, type TextStyleOptions } from 'pixi.js';
import { memo, useCallback, useMemo } from 'react';
import { useT } from '../../i18n';
import { STAGE_FONT } from '../../i18n/textWidth';
import { CoinIcon } from '../icons';
import { useSkin, useTapGate } from '../skin';
import { CanvasButton } from './CanvasButton';
import { useRedrawOnRender } from './canvasUi';
import { drawIcon } from './iconGraphics';
import { badgePaint, drawPill } from './paint';
import { BADGE, SKILL_ICON_SIZE, skillBarButtons, type SkillBadge, type SkillBarProps } from './skillBarLook';
import { useControl, useControlGroup } from './useControl';

const BADGE_TEXT: TextStyleOptions = {
  fontFamily: STAGE_FONT,
  fontWeight: '900',
  fontSize: BADGE.fontSize,
  fill: 0xffffff,
  dropShadow: { color: 0x000000, alpha: 0.25, angle: Math.PI / 2, distance: 2, blur: 0 },
};

let badgeStyle: TextStyle | null = null;
/** The badge's type as Pixi measures it. */
function measuredBadgeStyle(): TextStyle {
  badgeStyle ??= new TextStyle(BADGE_TEXT);
  return badgeStyle;
}

const BADGE_FILLS: Record<SkillBadge['kind'], [number, number]> = {
  prop: [0x8ee65a, 0x3fb328],
  coins: [0x8a4819, 0x6c3511],
};

/** A badge drawn relative to its button's centre (x0, y0), named in the mirror as `skill-N-badge`. */
function Badge({ badge, testId, x0, y0 }: { badge: SkillBadge; testId: string; x0: number; y0: number }) {
  useControl({ id: testId, role: 'text', name: badge.text, group: 'skill-bar', box: badge.box });
  const { x, y, width, height } = badge.box;
  const left = x - x0;
  const top = y - y0;
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      const [fillTop, fillBottom] = BADGE_FILLS[badge.kind];
      drawPill(g, { x: left, y: top, width, height }, badgePaint(fillTop, fillBottom, BADGE.rim));
      if (badge.kind === 'coins') {
        const at = { x: left + BADGE.rim + BADGE.coinPadding, y: top + (height - BADGE.coin) / 2 };
        drawIcon(g, CoinIcon, BADGE.coin, { colour: 0xffffff }, at);
      }
    },
    [left, top, width, height, badge.kind],
  );
  const textLeft = badge.kind === 'coins' ? BADGE.rim + BADGE.coinPadding + BADGE.coin + BADGE.gap : 0;
  const textCentre =
    badge.kind === 'coins' ? left + textLeft + (width - textLeft - BADGE.rim - BADGE.padding) / 2 : left + width / 2;
  return (
    <pixiContainer eventMode="none">
      <pixiGraphics draw={draw} />
      <pixiText text={badge.text} style={BADGE_TEXT} anchor={0.5} x={textCentre} y={top + height / 2} />
    </pixiContainer>
  );
}

/**
 * The skill bar: a row of round buttons at the very bottom of the stage (the controls band under the design).
 */
export const SkillBar = memo(function SkillBar({ skills, onSkill }: SkillBarProps) {
  const t = useT();
  const { skillWords } = useSkin();
  const gate = useTapGate();
  useRedrawOnRender();
  useControlGroup({ id: 'skill-bar', name: t('skill.bar') });
  const measure = useCallback((text: string) => CanvasTextMetrics.measureText(text, measuredBadgeStyle()).width, []);
  const buttons = useMemo(() => skillBarButtons(skills, t, skillWords, measure), [skills, t, skillWords, measure]);
  return (
    <pixiContainer label="skill-bar" eventMode="passive">
      {buttons.map((b) => (
        <CanvasButton
          key={b.skill}
          testId={b.testId}
          label={b.label}
          group="skill-bar"
          x={b.x}
          y={b.y}
          tone={b.tone}
          size={120}
          icon={b.Icon}
          iconSize={SKILL_ICON_SIZE}
          gate={gate}
          dimmed={b.disabled}
          tapBox={b.tapBox}
          onTap={() => {
            if (!b.disabled) onSkill(b.skill);
          }}
        >
          <Badge badge={b.badge} testId={`${b.testId}-badge`} x0={b.x} y0={b.y} />
        </CanvasButton>
      ))}
    </pixiContainer>
  );
});
