// The rank layer's gold medal: 'Your rank' and the player's place, or a spinner while the platform answers.
import type { Container, Graphics } from 'pixi.js';
import { memo, useCallback, useRef } from 'react';
import { useCanvasUi } from './canvasUi';
import { radialGradient } from './paint';
import { ellipsized } from './panelText';
import { fitSize, RANK, RANK_GROUP as GROUP } from './rankLook';
import { emOf, heavyStyle } from './rankType';
import { useControl } from './useControl';
import { useMotion } from './useMotion';

const C = RANK.colours;

/** The medal's gold disc, its rim, ledge and soft shadow, with its top at y = 0. */
function drawMedal(g: Graphics): void {
  const { size, border, ring, ledge } = RANK.medal;
  const r = size / 2;
  g.clear();
  g.circle(0, r + 24, r + 4).fill({ color: 0x461c00, alpha: 0.18 });
  g.circle(0, r + ledge, r).fill(C.ledge);
  g.circle(0, r, r).fill(C.rim);
  g.circle(0, r, r - border).fill(
    radialGradient({
      centre: { x: 0.38, y: 0.3 },
      radius: 0.75,
      stops: [
        { offset: 0, color: C.light },
        { offset: 0.55, color: C.gold },
        { offset: 1, color: C.deep },
      ],
      space: 'local',
    }),
  );
  g.circle(0, r, r - border - ring / 2).stroke({ width: ring, color: 0xffffff, alpha: 0.35 });
}

/** The spinner while the platform answers: a pale ring with a dark quarter. */
function drawSpinner(g: Graphics): void {
  const { size, width } = RANK.medal.spinner;
  const r = (size - width) / 2;
  g.clear();
  g.circle(0, 0, r).stroke({ width, color: 0x7a3d00, alpha: 0.22 });
  g.arc(0, 0, r, -Math.PI * 0.75, -Math.PI * 0.25).stroke({ width, color: C.label, cap: 'round' });
}

function Spinner({ y, name }: { y: number; name: string }) {
  const { reducedMotion } = useCanvasUi();
  const node = useRef<Container>(null);
  const turn = useCallback((t: number) => {
    if (node.current) node.current.rotation = t * Math.PI * 2;
  }, []);
  const { ms, stillMs, size } = RANK.medal.spinner;
  useMotion(turn, { durationMs: reducedMotion() ? stillMs : ms, loop: true });
  useControl({
    id: 'rank-loading',
    role: 'status',
    name,
    group: GROUP,
    box: { x: -size / 2, y: y - size / 2, width: size, height: size },
  });
  return (
    <pixiContainer ref={node} y={y}>
      <pixiGraphics draw={drawSpinner} />
    </pixiContainer>
  );
}

/** The medal: 'Your rank' and the rank (or the spinner), announced as 'Your rank #27'. */
export const Medal = memo(function Medal({
  label,
  name,
  value,
  valueSize,
}: {
  label: string;
  name: string;
  value: string | null;
  valueSize: number;
}) {
  const m = RANK.medal;
  const r = m.size / 2;
  useControl({
    id: 'rank-medal',
    role: 'img',
    name,
    group: GROUP,
    box: { x: -r, y: 0, width: m.size, height: m.size },
  });
  const labelSize = fitSize(emOf(label, heavyStyle(100, C.label)), m.label.room, m.label.fontSize, m.label.minFontSize);
  const labelStyle = heavyStyle(labelSize, C.label);
  const shown = ellipsized(label, labelStyle, m.label.room);
  const labelHeight = Math.round(labelSize * 1.05);
  const valueHeight = value === null ? m.spinner.size + 2 * m.spinner.margin : Math.round(valueSize * 1.05);
  // The label and the number (or spinner) centred together on the disc.
  const top = r - (labelHeight + m.labelGap + valueHeight) / 2;
  const valueTop = top + labelHeight + m.labelGap;
  useControl(
    value === null
      ? null
      : {
          id: 'rank-value',
          role: 'text',
          name: value,
          group: GROUP,
          box: { x: -r + m.border, y: valueTop, width: m.size - 2 * m.border, height: valueHeight },
        },
  );
  return (
    <>
      <pixiGraphics draw={drawMedal} />
      <pixiText text={shown} style={labelStyle} anchor={{ x: 0.5, y: 0 }} y={top} />
      {value === null ? (
        <Spinner y={valueTop + valueHeight / 2} name={name} />
      ) : (
        <pixiText
          text={value}
          style={heavyStyle(valueSize, 0xffffff, true)}
          anchor={{ x: 0.5, y: 0 }}
          y={valueTop - 3}
        />
      )}
    </>
  );
});
