// A reward's items drawn on the canvas (the sign-in's cards, the award popup): a coin, or the prop's skill
// picture on a glossy disc of its colour with a white rim, and the amount under each in chocolate type.
// Laid out by rewardLook.ts; each item can join the canvas's controls under its own test id.
import { CanvasTextMetrics, type Graphics, type TextStyle } from 'pixi.js';
import { memo, useCallback, useMemo } from 'react';
import { CoinIcon } from '../icons';
import { skillLook } from '../skillLooks';
import { TONES } from './buttonLook';
import { stageStyle } from './heavyText';
import { drawIcon } from './iconGraphics';
import { radialGradient } from './paint';
import {
  AMOUNT_GAP,
  PROP_DISC,
  rewardLayout,
  type RewardEntry,
  type RewardLayout,
  type RewardRowLook,
} from './rewardLook';
import { useControl } from './useControl';

/** The amounts' chocolate ink. */
const AMOUNT_INK = 0x6e3418;

/** The amount's heavy chocolate type at `fontSize`. */
export function amountStyle(fontSize: number): TextStyle {
  return stageStyle({ fontWeight: '900', fontSize, fill: AMOUNT_INK, lineHeight: fontSize });
}

/** An amount's width in the real face. */
export const measureAmount = (text: string, fontSize: number) =>
  CanvasTextMetrics.measureText(text, amountStyle(fontSize)).width;

/** The layout of `entries` measured in the real face. */
export function measureRewards(entries: readonly RewardEntry[], look: RewardRowLook, maxWidth: number): RewardLayout {
  return rewardLayout(entries, look, maxWidth, measureAmount);
}

/** One item's picture under its face, its top centre at (x, y). */
function drawPicture(g: Graphics, entry: RewardEntry, size: number, x: number, y: number): void {
  const left = x - size / 2;
  if (!entry.prop) {
    // The coin's soft brown drop 4 px down (its disc sits at 24, 26 of 48, 19 across).
    g.circle(left + size / 2, y + (26 / 48) * size + 4, (19 / 48) * size).fill({ color: 0x782800, alpha: 0.25 });
    return;
  }
  const tone = TONES[entry.prop.tone];
  const r = size / 2;
  g.circle(x, y + r + PROP_DISC.ledge, r).fill(tone.edge);
  g.circle(x, y + r, r).fill(0xffffff);
  g.circle(x, y + r, r - PROP_DISC.rim).fill(
    radialGradient({
      centre: { x: 0.36, y: 0.3 },
      radius: 0.8,
      stops: [
        { offset: 0, color: tone.top },
        { offset: 1, color: tone.bottom },
      ],
      space: 'local',
    }),
  );
}

/** One item's coin, or its prop's picture on the disc. */
function drawFace(g: Graphics, entry: RewardEntry, size: number, x: number, y: number): void {
  if (!entry.prop) {
    drawIcon(g, CoinIcon, size, { colour: 0xffffff }, { x: x - size / 2, y });
    return;
  }
  const s = Math.round(size * PROP_DISC.icon);
  const tone = TONES[entry.prop.tone];
  drawIcon(
    g,
    skillLook(entry.prop.skill).Icon,
    s,
    { colour: 0xffffff, cut: tone.bottom },
    {
      x: x - s / 2,
      y: y + (size - s) / 2,
    },
  );
}

/** One item's control (when it has a test id): named by what it is, reading its amount. */
function ItemControl({
  id,
  entry,
  group,
  box,
}: {
  id: string;
  entry: RewardEntry;
  group: string;
  box: { x: number; y: number; width: number; height: number };
}) {
  useControl({ id, role: 'text', name: entry.label, text: entry.amount, group, box });
  return null;
}

/** Props of {@link RewardItems}. */
export interface RewardItemsProps {
  entries: readonly RewardEntry[];
  look: RewardRowLook;
  layout: RewardLayout;
  /** The group the items' controls join, and each item's test id (none: the items are not listed). */
  group?: string;
  testIdOf?: (entry: RewardEntry) => string;
  alpha?: number;
}

/** A reward's items, centred on x = 0 from y = 0 down. */
export const RewardItems = memo(function RewardItems({
  entries,
  look,
  layout,
  group,
  testIdOf,
  alpha = 1,
}: RewardItemsProps) {
  const drawn = useCallback(
    (g: Graphics) => {
      g.clear();
      entries.forEach((entry, i) => {
        const at = layout.items[i];
        if (!at) return;
        drawPicture(g, entry, look.size, at.x, at.y);
        drawFace(g, entry, look.size, at.x, at.y);
      });
    },
    [entries, layout, look.size],
  );
  const itemHeight = look.size + AMOUNT_GAP + look.fontSize;
  const controls = useMemo(
    () =>
      group && testIdOf
        ? entries.map((entry, i) => {
            const at = layout.items[i]!;
            return (
              <ItemControl
                key={entry.item}
                id={testIdOf(entry)}
                entry={entry}
                group={group}
                box={{ x: at.x - at.width / 2, y: at.y, width: at.width, height: itemHeight }}
              />
            );
          })
        : null,
    [entries, layout, group, testIdOf, itemHeight],
  );
  return (
    <pixiContainer alpha={alpha}>
      <pixiGraphics draw={drawn} />
      {entries.map((entry, i) => (
        <pixiText
          key={entry.item}
          text={entry.amount}
          style={amountStyle(look.fontSize)}
          anchor={{ x: 0.5, y: 0 }}
          x={layout.items[i]?.x ?? 0}
          y={(layout.items[i]?.y ?? 0) + look.size + AMOUNT_GAP}
        />
      ))}
      {controls}
    </pixiContainer>
  );
});
