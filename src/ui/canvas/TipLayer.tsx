// The tip (prop) panel a skill button opens, drawn on the canvas: the skill's medal and what it does, then use
// a held prop, or get the skill by watching an ad or paying coins. One tap gate covers its buttons, so one
// double tap cannot buy twice.
import { CanvasTextMetrics, TextStyle, type Container, type Graphics } from 'pixi.js';
import { memo, useCallback, useMemo, useRef } from 'react';
import { useT } from '../../i18n';
import { STAGE_FONT } from '../../i18n/textWidth';
import { CoinIcon, VideoIcon } from '../icons';
import { useSkin, useTapGate } from '../skin';
import { skillLook, type SkillIndex, type SkillTone } from '../skillLooks';
import { TONES } from './buttonLook';
import { useCanvasUi } from './canvasUi';
import { CanvasPanel, PANEL_BUTTON_WIDTH, type PanelRow } from './CanvasPanel';
import { textButtonRow } from './CanvasTextButton';
import { drawIcon, type IconComponent } from './iconGraphics';
import { radialGradient } from './paint';
import { cubicBezier } from './motion';
import { type PanelPaint } from './panelLook';
import { panelTextStyle, textRow } from './panelText';
import { tipContent, type TipContentInput } from './tipLook';
import { useControl } from './useControl';
import { useMotion } from './useMotion';

/** Props of {@link TipLayer}. */
export interface TipLayerProps extends TipContentInput {
  /** The skill's registry id (its picture and colour); the shipped skill at `skill` when left out. */
  id?: string;
  /** An ad or a purchase is running: the buttons ignore taps. */
  busy?: boolean;
  /** The main button: use a prop, or watch an ad when none is held. */
  onSubmit: () => void;
  /** Pay the price in coins (only offered when no prop is held). */
  onPayCoins: () => void;
  onClose: () => void;
}

const GROUP = 'tip';
/** The medal: 220 px, a white rim 8 px, the icon 140 px; the count badge pops in at its lower right. */
const MEDAL = { size: 220, rim: 8, icon: 140, ledge: 12 } as const;
const COUNT = { fontSize: 44, padX: 22, height: 62, rim: 5, delay: 250, ms: 300 } as const;
const POP = cubicBezier(0.34, 1.56, 0.64, 1);

/** The medal's face: a radial gradient lit from its upper left (36%, 30%), in the skill's tone. */
function medalFill(tone: SkillTone) {
  const c = TONES[tone];
  return radialGradient({
    centre: { x: 0.36, y: 0.3 },
    radius: 0.8,
    stops: [
      { offset: 0, color: c.top },
      { offset: 1, color: c.bottom },
    ],
    space: 'local',
  });
}

let countStyle: TextStyle | null = null;
function countTextStyle(): TextStyle {
  countStyle ??= new TextStyle({
    fontFamily: STAGE_FONT,
    fontWeight: '900',
    fontSize: COUNT.fontSize,
    fill: 0xffffff,
    dropShadow: { color: 0x000000, alpha: 0.22, angle: Math.PI / 2, distance: 3, blur: 0 },
  });
  return countStyle;
}

const Medal = memo(function Medal({
  tone,
  Icon,
  count,
  skill,
}: {
  tone: SkillTone;
  Icon: IconComponent;
  count: string | null;
  skill: SkillIndex;
}) {
  const { reducedMotion } = useCanvasUi();
  const r = MEDAL.size / 2;
  const c = TONES[tone];
  useControl({
    id: 'tip-skill',
    role: 'img',
    name: '',
    group: GROUP,
    box: { x: -r, y: 0, width: MEDAL.size, height: MEDAL.size },
  });
  const drawn = useCallback(
    (g: Graphics) => {
      g.clear();
      g.circle(0, r + 24, r).fill({ color: 0x461c00, alpha: 0.2 });
      g.circle(0, r + MEDAL.ledge, r).fill(c.edge);
      g.circle(0, r, r).fill(0xffffff);
      g.circle(0, r, r - MEDAL.rim).fill(medalFill(tone));
    },
    [r, c, tone],
  );
  const drawnShadow = useCallback(
    (g: Graphics) => {
      const s = MEDAL.icon;
      g.clear();
      drawIcon(g, Icon, s, { colour: 0x000000, cut: 0x000000 }, { x: -s / 2, y: r - s / 2 + 6 });
    },
    [Icon, r],
  );
  const drawnIcon = useCallback(
    (g: Graphics) => {
      const s = MEDAL.icon;
      g.clear();
      drawIcon(g, Icon, s, { colour: 0xffffff, cut: c.bottom }, { x: -s / 2, y: r - s / 2 });
    },
    [Icon, r, c],
  );
  const width =
    count === null ? 0 : Math.ceil(CanvasTextMetrics.measureText(count, countTextStyle()).width) + 2 * COUNT.padX;
  const drawnCount = useCallback(
    (g: Graphics) => {
      g.clear();
      if (count === null) return;
      const h = COUNT.height;
      g.roundRect(-width / 2, -h / 2 + 6, width, h, 30).fill(0x287a16);
      g.roundRect(-width / 2, -h / 2, width, h, 30).fill(0xffffff);
      g.roundRect(
        -width / 2 + COUNT.rim,
        -h / 2 + COUNT.rim,
        width - 2 * COUNT.rim,
        h - 2 * COUNT.rim,
        30 - COUNT.rim,
      ).fill(TONES.green.top);
      g.roundRect(-width / 2 + COUNT.rim, 0, width - 2 * COUNT.rim, h / 2 - COUNT.rim, 12).fill({
        color: TONES.green.bottom,
        alpha: 0.8,
      });
    },
    [count, width],
  );
  const badge = useRef<Container>(null);
  const pop = useCallback((p: number) => {
    if (!badge.current) return;
    const ms = p * (COUNT.delay + COUNT.ms);
    const t = Math.min(1, Math.max(0, (ms - COUNT.delay) / COUNT.ms));
    badge.current.scale.set(0.8 + 0.2 * POP(t));
    badge.current.alpha = t;
  }, []);
  useMotion(pop, { durationMs: COUNT.delay + COUNT.ms, enabled: count !== null && !reducedMotion() });
  // The count's corner: its right edge 30 px past the medal's, its bottom on the medal's.
  const at = { x: r + 30 - width / 2, y: MEDAL.size - COUNT.height / 2 };
  useControl(
    count === null
      ? null
      : {
          id: 'tip-count',
          role: 'text',
          name: count,
          group: GROUP,
          box: { x: at.x - width / 2, y: at.y - COUNT.height / 2, width, height: COUNT.height },
        },
  );
  return (
    <>
      <pixiGraphics draw={drawn} label={`skill-${skill}`} />
      <pixiGraphics draw={drawnShadow} alpha={0.2} />
      <pixiGraphics draw={drawnIcon} />
      {count !== null && (
        <pixiContainer ref={badge} x={at.x} y={at.y}>
          <pixiGraphics draw={drawnCount} />
          <pixiText text={count} style={countTextStyle()} anchor={0.5} y={-2} />
        </pixiContainer>
      )}
    </>
  );
});

const BALANCE = { coin: 34, gap: 8 } as const;
function balanceStyle(paint: PanelPaint, short: boolean): TextStyle {
  return panelTextStyle('hint', paint, Infinity, short ? 0xc8321e : undefined);
}

/** 'You have (coin) 120' under the coin button, red when the price is more than that. */
const Balance = memo(function Balance({
  before,
  after,
  paint,
  short,
}: {
  before: string;
  after: string;
  paint: PanelPaint;
  short: boolean;
}) {
  const style = balanceStyle(paint, short);
  const w1 = CanvasTextMetrics.measureText(before, style).width;
  const w2 = CanvasTextMetrics.measureText(after, style).width;
  const width = w1 + BALANCE.gap + BALANCE.coin + BALANCE.gap + w2;
  const height = BALANCE.coin + 4;
  const x0 = -width / 2;
  useControl({
    id: 'tip-balance',
    role: 'text',
    name: `${before} ${after}`,
    group: GROUP,
    box: { x: x0, y: 0, width, height },
  });
  const drawn = useCallback(
    (g: Graphics) => {
      g.clear();
      drawIcon(g, CoinIcon, BALANCE.coin, { colour: 0xffffff }, { x: x0 + w1 + BALANCE.gap, y: 2 });
    },
    [x0, w1],
  );
  const alpha = short ? 1 : paint.note.alpha;
  return (
    <>
      <pixiText text={before} style={style} anchor={{ x: 0, y: 0.5 }} x={x0} y={height / 2} alpha={alpha} />
      <pixiGraphics draw={drawn} />
      <pixiText
        text={after}
        style={style}
        anchor={{ x: 0, y: 0.5 }}
        x={x0 + w1 + 2 * BALANCE.gap + BALANCE.coin}
        y={height / 2}
        alpha={alpha}
      />
    </>
  );
});

/** The tip panel. */
export function TipLayer({
  skill,
  id,
  title,
  description,
  props,
  price,
  coins,
  adAvailable,
  busy = false,
  onSubmit,
  onPayCoins,
  onClose,
}: TipLayerProps) {
  const t = useT();
  const skin = useSkin();
  const paint = skin.panel;
  const content = tipContent(t, skin.skillWords, {
    skill,
    ...(title !== undefined ? { title } : {}),
    ...(description !== undefined ? { description } : {}),
    props,
    price,
    coins,
    adAvailable,
  });
  const gate = useTapGate();
  const { tone, Icon } = skillLook(skill, id);
  const { heading, count, balance } = content;
  // The content is rebuilt each render; its words key the rows.
  const key = JSON.stringify(content);
  const rows = useMemo<PanelRow[]>(() => {
    const medal: PanelRow = {
      key: 'medal',
      height: MEDAL.size,
      node: <Medal tone={tone} Icon={Icon} count={count} skill={skill} />,
    };
    const buttons = content.buttons.map((b, i) =>
      textButtonRow(
        b.kind,
        {
          testId: b.id,
          text: b.text,
          label: b.label,
          group: GROUP,
          tone: b.kind === 'coins' ? 'orange' : 'green',
          size: b.kind === 'coins' ? 'md' : 'lg',
          icon: b.kind === 'use' ? Icon : b.kind === 'watch' ? VideoIcon : CoinIcon,
          maxWidth: PANEL_BUTTON_WIDTH,
          gate,
          busy,
          ...(b.kind === 'coins' ? { spinner: false } : {}),
          ...(b.unavailable ? { unavailable: true } : {}),
          ...(b.short ? { textColour: 0xffe3d6 } : {}),
          onTap: b.kind === 'coins' ? onPayCoins : onSubmit,
        },
        { before: i === 0 ? 8 : 2 },
      ),
    );
    return [
      medal,
      textRow({
        key: 'description',
        text: content.description,
        kind: 'long',
        paint,
        group: GROUP,
        testId: 'tip-description',
      }),
      ...buttons,
      ...(balance
        ? [
            {
              key: 'balance',
              height: BALANCE.coin + 4,
              before: -8,
              node: <Balance before={balance.before} after={balance.after} paint={paint} short={balance.short} />,
            },
          ]
        : []),
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the content is keyed by its words
  }, [key, tone, Icon, skill, paint, gate, busy, onSubmit, onPayCoins]);
  return (
    <CanvasPanel testId={GROUP} title={heading} tone={tone} onClose={onClose} closeTestId="tip-close" rows={rows} />
  );
}
