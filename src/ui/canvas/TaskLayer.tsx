// Variant A's task panel drawn on the canvas (the DOM TaskLayer it replaces): the points earned in a sunken pill, the
// points bar with the day's chests, and the tasks in a scrolling list, each with its progress bar, count, reward and a
// Claim button (one gate for all: a double tap claims once) or a check. What an opened chest gave shows over the panel
// in a card until collected.
import { CanvasTextMetrics, Rectangle, TextStyle, type Graphics } from 'pixi.js';
import { useCallback, useMemo, useState } from 'react';
import type { WalletItem, WalletReward } from '../../core/economy';
import { useT } from '../../i18n';
import { STAGE_FONT } from '../../i18n/textWidth';
import { CoinIcon } from '../icons';
import { BulbIcon, StarIcon } from '../levelIcons';
import { useSkin } from '../skin';
import { skillLook } from '../skillLooks';
import { createTapGate } from '../tapGate';
import { CanvasPanel, type PanelRow } from './CanvasPanel';
import { CanvasTextButton, measureTextButton } from './CanvasTextButton';
import { useCanvasUi, useRedrawOnRender } from './canvasUi';
import { ChestBar } from './ChestBar';
import { drawIcon, type IconComponent } from './iconGraphics';
import { drawSunken, verticalGradient } from './paint';
import { PANEL } from './panelLook';
import {
  awardItems,
  CHEST_BAR,
  LIST,
  listStack,
  POINTS_PILL,
  TASK_LIST_WITH_CHESTS,
  TASK_PANEL,
  TASK_ROW,
  taskRowView,
  type ChestBarChest,
  type TaskRow,
} from './taskLook';
import { ScrollList } from './ScrollList';
import { TaskRowCard } from './TaskList';
import { taskRowPaint } from './taskRowArt';
import { useControl, useControlGroup } from './useControl';

export type { TaskRow, TaskRowState } from './taskLook';

/** Props of {@link TaskLayer}. */
export interface TaskLayerProps {
  rows: TaskRow[];
  /** Task points earned so far. */
  points: number;
  /** Claim a task's reward; only claimable rows have a button. */
  onClaim: (id: string) => void;
  onClose: () => void;
  /** The points bar with its chests (variant A's daily chests); none without it. */
  chests?: { rows: readonly ChestBarChest[]; maxPoints: number; onClaim: (id: string) => void };
  /** What a chest just gave, shown over the list until collected. */
  award?: { reward: WalletReward; onCollect: () => void };
}

const GROUP = 'tasks';
/** The DOM body's 16 px between rows, against the canvas panel's 26. */
const CLOSER = 16 - PANEL.gap;

const pillStyles = {
  label: new TextStyle({ fontFamily: STAGE_FONT, fontWeight: '900', fontSize: POINTS_PILL.label, fill: 0x5b2d0c }),
  value: new TextStyle({ fontFamily: STAGE_FONT, fontWeight: '900', fontSize: POINTS_PILL.value, fill: 0x5b2d0c }),
};

/** The task panel. */
export function TaskLayer({ rows, points, onClaim, onClose, chests, award }: TaskLayerProps) {
  const t = useT();
  const skin = useSkin();
  // One gate for every Claim: a double tap claims once (armed now: no taps during the entrance).
  const [gate] = useState(() => createTapGate(skin.buttonCooldownMs, performance.now()));
  const views = useMemo(() => rows.map((row) => taskRowView(row, t)), [rows, t]);
  const stack = listStack(views.length, TASK_ROW.height);
  const view = Math.min(stack.height, chests ? TASK_LIST_WITH_CHESTS : TASK_ROW.listMax);
  const listWidth = TASK_PANEL.body;
  const label = t('tasks.points');
  const claimWord = t('tasks.claim');
  const panelRows = useMemo<PanelRow[]>(() => {
    const out: PanelRow[] = [
      { key: 'points', height: POINTS_PILL.height, node: <PointsPill label={label} points={points} /> },
    ];
    if (chests)
      out.push({
        key: 'chests',
        height: CHEST_BAR.height.a,
        before: CLOSER,
        node: (
          <ChestBar
            points={points}
            maxPoints={chests.maxPoints}
            chests={chests.rows}
            pointsTestId="task-chest-points"
            chestTestId={(id) => `task-chest-${id}`}
            onClaim={chests.onClaim}
            group={GROUP}
            width={listWidth}
            height={CHEST_BAR.height.a}
            fill="gold"
          />
        ),
      });
    out.push({
      key: 'list',
      height: view,
      before: CLOSER,
      after: -(PANEL.padBottom - 36),
      node: (
        <ScrollList x={-listWidth / 2} width={listWidth} view={view} content={stack.height} thumb={0x6c3511}>
          {views.map((row, i) => (
            <TaskRowCard
              key={row.id}
              row={row}
              top={stack.tops[i] ?? 0}
              x={LIST.padSide}
              width={listWidth - 2 * LIST.padSide}
              m={TASK_ROW}
              paint={taskRowPaint(row.state)}
              markLeft={false}
              ids={{
                row: `task-row-${row.id}`,
                count: `task-count-${row.id}`,
                reward: `task-reward-${row.id}`,
                done: `task-done-${row.id}`,
              }}
              doneName={t('tasks.claimed')}
              pointsWord={label}
              group={GROUP}
              claim={{ testId: `task-claim-${row.id}`, label: claimWord, gate, onClaim: () => onClaim(row.id) }}
            />
          ))}
        </ScrollList>
      ),
    });
    return out;
  }, [label, points, chests, listWidth, view, stack.height, stack.tops, views, t, claimWord, gate, onClaim]);
  return (
    <>
      <CanvasPanel
        testId={GROUP}
        title={t('tasks.title')}
        tone="green"
        onClose={onClose}
        closeTestId="tasks-close"
        entrance="bottom"
        rows={panelRows}
        width={TASK_PANEL.width}
        padTop={TASK_PANEL.padTop}
      />
      {award && <Award reward={award.reward} onCollect={award.onCollect} />}
    </>
  );
}

/** The points earned: a gold star, 'Points' and the number in a sunken pill (`.tasks__points`). */
function PointsPill({ label, points }: { label: string; points: number }) {
  const p = POINTS_PILL;
  const value = String(points);
  const labelWidth = Math.min(300, CanvasTextMetrics.measureText(label, pillStyles.label).width);
  const valueWidth = CanvasTextMetrics.measureText(value, pillStyles.value).width;
  const width = Math.ceil(p.padLeft + p.star + p.gap + labelWidth + p.gap + valueWidth + p.padRight);
  const left = -width / 2;
  const drawn = useCallback(
    (g: Graphics) => {
      g.clear();
      drawSunken(g, { x: left, y: 0, width, height: p.height }, p.height / 2, {
        fill: { color: 0x783c0f, alpha: 0.14 },
        inset: { color: 0x5a2805, alpha: 0.14 },
      });
      const sx = left + p.padLeft;
      const sy = (p.height - p.star) / 2;
      drawIcon(g, StarIcon, p.star, { colour: 0xd98a00 }, { x: sx, y: sy + 3 });
      drawIcon(g, StarIcon, p.star, { colour: 0xffc21a }, { x: sx, y: sy });
    },
    [left, width, p],
  );
  useControl({
    id: 'task-points',
    role: 'text',
    name: `${label} ${value}`,
    group: GROUP,
    box: { x: left, y: 0, width, height: p.height },
  });
  const textX = left + p.padLeft + p.star + p.gap;
  return (
    <pixiContainer>
      <pixiGraphics draw={drawn} />
      <pixiText
        text={label}
        style={pillStyles.label}
        alpha={0.8}
        anchor={{ x: 0, y: 0.5 }}
        x={textX}
        y={p.height / 2}
      />
      <pixiText
        text={value}
        style={pillStyles.value}
        anchor={{ x: 0, y: 0.5 }}
        x={textX + labelWidth + p.gap}
        y={p.height / 2}
      />
    </pixiContainer>
  );
}

/** The icon of a wallet item: a coin, a skill's prop, or the hint's bulb. */
function itemIcon(item: WalletItem): IconComponent {
  switch (item) {
    case 'coin1':
      return CoinIcon;
    case 'prop0':
      return skillLook(0).Icon as IconComponent;
    case 'prop1':
      return skillLook(1).Icon as IconComponent;
    case 'prop2':
      return skillLook(2).Icon as IconComponent;
    case 'prop3':
      return BulbIcon;
  }
}

const AWARD = {
  padTop: 36,
  padSide: 48,
  padBottom: 40,
  gap: 24,
  icon: 64,
  itemGap: 22,
  amount: 38,
  title: 48,
} as const;
const awardTitle = new TextStyle({ fontFamily: STAGE_FONT, fontWeight: '900', fontSize: AWARD.title, fill: 0x5b2d0c });
const awardAmount = new TextStyle({
  fontFamily: STAGE_FONT,
  fontWeight: '900',
  fontSize: AWARD.amount,
  fill: 0x5b2d0c,
});

/** The award of an opened chest: a card over the panel with each item and its amount, and Collect. */
function Award({ reward, onCollect }: { reward: WalletReward; onCollect: () => void }) {
  const t = useT();
  const ui = useCanvasUi();
  useRedrawOnRender();
  const title = t('tasks.rewardTitle');
  const collect = t('tasks.collect');
  useControlGroup({ id: 'task-award', name: title, dialog: true });
  const items = awardItems(reward);
  const itemWidths = items.map((i) => Math.max(AWARD.icon, CanvasTextMetrics.measureText(i.text, awardAmount).width));
  const itemsWidth = itemWidths.reduce((a, b) => a + b, 0) + Math.max(0, items.length - 1) * AWARD.itemGap;
  const button = measureTextButton(collect, 'md', false, 560);
  const titleHeight = Math.round(AWARD.title * 1.2);
  const itemHeight = AWARD.icon + 6 + Math.round(AWARD.amount * 1.2);
  const cardWidth = Math.min(640, Math.max(itemsWidth, button.width, 300) + 2 * AWARD.padSide);
  const cardHeight = AWARD.padTop + titleHeight + AWARD.gap + itemHeight + AWARD.gap + button.height + AWARD.padBottom;
  const cy = ui.layoutTop + (ui.designHeight - ui.layoutTop) / 2;
  const top = Math.round(cy - cardHeight / 2);
  const screen = ui.screen;
  const hitArea = useMemo(() => new Rectangle(screen.x, screen.y, screen.width, screen.height), [screen]);
  const drawnWash = useCallback(
    (g: Graphics) => {
      g.clear();
      g.rect(screen.x, screen.y, screen.width, screen.height).fill({ color: 0x281204, alpha: 0.55 });
    },
    [screen],
  );
  const drawnCard = useCallback(
    (g: Graphics) => {
      const x = 375 - cardWidth / 2;
      g.clear();
      g.roundRect(x, top + 12, cardWidth, cardHeight, 44).fill({ color: 0x5a2805, alpha: 0.35 });
      g.roundRect(x, top, cardWidth, cardHeight, 44).fill(0x6c3511);
      g.roundRect(x + 6, top + 6, cardWidth - 12, cardHeight - 12, 38).fill(verticalGradient(0xfff6dc, 0xffe1a3));
    },
    [cardWidth, cardHeight, top],
  );
  const itemsTop = top + AWARD.padTop + titleHeight + AWARD.gap;
  let ix = 375 - itemsWidth / 2;
  const placed = items.map((item, i) => {
    const w = itemWidths[i]!;
    const at = { ...item, x: ix + w / 2, width: w };
    ix += w + AWARD.itemGap;
    return at;
  });
  return (
    <pixiContainer label="task-award">
      <pixiGraphics draw={drawnWash} eventMode="static" hitArea={hitArea} />
      <pixiGraphics draw={drawnCard} />
      <pixiText text={title} style={awardTitle} anchor={{ x: 0.5, y: 0 }} x={375} y={top + AWARD.padTop} />
      {placed.map((item) => (
        <AwardItem key={item.item} item={item.item} text={item.text} x={item.x} y={itemsTop} width={item.width} />
      ))}
      <CanvasTextButton
        testId="task-award-collect"
        text={collect}
        group="task-award"
        x={375}
        y={itemsTop + itemHeight + AWARD.gap + button.height / 2}
        tone="green"
        size="md"
        maxWidth={560}
        onTap={onCollect}
      />
    </pixiContainer>
  );
}

function AwardItem({
  item,
  text,
  x,
  y,
  width,
}: {
  item: WalletItem;
  text: string;
  x: number;
  y: number;
  width: number;
}) {
  const Icon = itemIcon(item);
  const drawn = useCallback(
    (g: Graphics) => {
      g.clear();
      drawIcon(g, Icon, AWARD.icon, { colour: 0xd98a00 }, { x: -AWARD.icon / 2, y: 0 });
    },
    [Icon],
  );
  useControl({
    id: `task-award-${item}`,
    role: 'text',
    name: text,
    group: 'task-award',
    box: { x: x - width / 2, y, width, height: AWARD.icon + 6 + Math.round(AWARD.amount * 1.2) },
  });
  return (
    <pixiContainer x={x} y={y}>
      <pixiGraphics draw={drawn} />
      <pixiText text={text} style={awardAmount} anchor={{ x: 0.5, y: 0 }} y={AWARD.icon + 6} />
    </pixiContainer>
  );
}
