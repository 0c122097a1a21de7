// The candy game's daily tasks drawn on the canvas (spec 2, 4 and 9; the DOM DailyTaskLayer it replaces): a points bar
// from 0 to 100 with three chests on it (at 40, 70 and 100 points: locked, glowing when they can be opened, open once
// claimed), and the 13 tasks in a list that scrolls by drag and wheel, each with its check, progress, its points and a
// tick when done. Points come in by themselves as tasks finish; only the chests are claimed.
import { useMemo } from 'react';
import type { CandyTaskRow, ChestId, ChestRow } from '../../core/candyTasks';
import { useT } from '../../i18n';
import { CanvasPanel, type PanelRow } from './CanvasPanel';
import { ChestBar } from './ChestBar';
import { PANEL } from './panelLook';
import { CHEST_BAR, DAILY_ROW, dailyRowView, LIST, listStack, TASK_PANEL } from './taskLook';
import { ScrollList } from './ScrollList';
import { TaskRowCard } from './TaskList';
import { dailyRowPaint } from './taskRowArt';

/** Props of {@link DailyTaskLayer}. */
export interface DailyTaskLayerProps {
  /** The 13 tasks in table order (candyTaskRows of src/core/candyTasks). */
  rows: readonly CandyTaskRow[];
  /** The three chests (chestRows). */
  chests: readonly ChestRow[];
  /** Task points of the day. */
  points: number;
  /** The bar's top (the spec's 100). */
  maxPoints: number;
  /** A chest was tapped, whatever its state: the app opens it or says why not. */
  onClaimChest: (id: ChestId) => void;
  onClose: () => void;
}

const GROUP = 'daily-tasks';
/** The DOM body's 12 px between rows, against the canvas panel's 26. */
const CLOSER = 12 - PANEL.gap;

/** The daily task panel. */
export function DailyTaskLayer({ rows, chests, points, maxPoints, onClaimChest, onClose }: DailyTaskLayerProps) {
  const t = useT();
  const views = useMemo(() => rows.map((row) => dailyRowView(row, t)), [rows, t]);
  const stack = listStack(views.length, DAILY_ROW.height);
  const view = Math.min(stack.height, DAILY_ROW.listMax);
  const width = TASK_PANEL.body;
  const panelRows = useMemo<PanelRow[]>(
    () => [
      {
        key: 'chests',
        height: CHEST_BAR.height.b,
        before: -8,
        node: (
          <ChestBar
            points={points}
            maxPoints={maxPoints}
            chests={chests}
            pointsTestId="daily-tasks-points"
            chestTestId={(id) => `chest-${id}`}
            onClaim={(id) => onClaimChest(id as ChestId)}
            group={GROUP}
            width={width}
            height={CHEST_BAR.height.b}
            fill="pink"
          />
        ),
      },
      {
        key: 'list',
        height: view,
        before: CLOSER,
        after: -(PANEL.padBottom - 30),
        node: (
          <ScrollList x={-width / 2} width={width} view={view} content={stack.height} thumb={0x6e3418}>
            {views.map((row, i) => (
              <TaskRowCard
                key={row.id}
                row={row}
                x={LIST.padSide}
                top={stack.tops[i] ?? 0}
                width={width - 2 * LIST.padSide}
                m={DAILY_ROW}
                paint={dailyRowPaint(row.state === 'claimed')}
                markLeft
                ids={{
                  row: `daily-task-${row.id}`,
                  count: `daily-task-count-${row.id}`,
                  reward: `daily-task-points-${row.id}`,
                  done: `daily-task-done-${row.id}`,
                }}
                doneName={t('tasks.done')}
                pointsWord={t('tasks.points')}
                group={GROUP}
              />
            ))}
          </ScrollList>
        ),
      },
    ],
    [points, maxPoints, chests, onClaimChest, width, view, stack.height, stack.tops, views, t],
  );
  return (
    <CanvasPanel
      testId={GROUP}
      title={t('tasks.title')}
      tone="green"
      onClose={onClose}
      closeTestId="daily-tasks-close"
      entrance="bottom"
      rows={panelRows}
      width={TASK_PANEL.width}
      padTop={TASK_PANEL.padTop}
    />
  );
}
