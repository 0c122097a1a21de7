// The candy game's daily tasks (spec 2, 4 and 9): a points bar from 0 to 100 with three chests on it (at 40, 70
// and 100 points: locked, glowing when they can be opened, open once claimed), and the 13 tasks in a
// scrolling list, each with its progress, its points and a tick when done. Points come in by themselves as
// tasks finish; only the chests are claimed.
import type { CandyTaskRow, ChestId, ChestRow } from '../core/candyTasks';
import { isMessageKey, useT } from '../i18n';
import { ChestBar } from './ChestBar';
import { CheckIcon, StarIcon } from './icons';
import { Panel } from './Panel';
import './styles.css';
import './candy.css';

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

/** The shared chest pieces, named here as before. */
export { ChestIcon, pointsPercent } from './ChestBar';

/** The task panel: the points bar with its chests (one tap gate: a double tap opens one) over the day's tasks. */
export function DailyTaskLayer({ rows, chests, points, maxPoints, onClaimChest, onClose }: DailyTaskLayerProps) {
  const t = useT();
  return (
    <Panel
      testId="daily-tasks"
      entrance="bottom"
      title={t('tasks.title')}
      tone="green"
      onClose={onClose}
      closeTestId="daily-tasks-close"
      className="theme-candy daily-tasks"
    >
      <ChestBar
        points={points}
        maxPoints={maxPoints}
        chests={chests}
        pointsTestId="daily-tasks-points"
        chestTestId={(id) => `chest-${id}`}
        onClaim={(id) => onClaimChest(id as ChestId)}
      />
      <ul className="daily-list" data-testid="daily-task-list" aria-label={t('tasks.title')}>
        {rows.map((row) => (
          <DailyTaskItem key={row.id} row={row} />
        ))}
      </ul>
    </Panel>
  );
}

/** The text of a task: its own translation with the target filled in, else the table's English title. */
function useTaskTitle(row: CandyTaskRow): string {
  const t = useT();
  const key = `task.b.${row.id}`;
  return isMessageKey(key) ? t(key, { count: row.target }) : row.title;
}

function DailyTaskItem({ row }: { row: CandyTaskRow }) {
  const t = useT();
  const title = useTaskTitle(row);
  const target = Math.max(0, Math.floor(row.target));
  const progress = row.done ? target : Math.max(0, Math.min(target, Math.floor(row.progress || 0)));
  const percent = target > 0 ? Math.floor((progress / target) * 100) : 100;
  return (
    <li
      className={`daily-task${row.done ? ' is-done' : ''}`}
      data-testid={`daily-task-${row.id}`}
      data-done={row.done ? 'true' : 'false'}
    >
      {row.done ? (
        <span
          className="daily-task__check"
          data-testid={`daily-task-done-${row.id}`}
          role="img"
          aria-label={t('tasks.done')}
        >
          <CheckIcon size={34} />
        </span>
      ) : (
        <span className="daily-task__check" aria-hidden="true" />
      )}
      <span className="daily-task__main">
        <span className="daily-task__title">{title}</span>
        <span className="daily-task__progress">
          <span
            className="daily-task__bar"
            role="progressbar"
            aria-label={title}
            aria-valuemin={0}
            aria-valuemax={target}
            aria-valuenow={progress}
          >
            <span className="daily-task__fill" style={{ width: `${percent}%` }} />
          </span>
          <span className="daily-task__count" data-testid={`daily-task-count-${row.id}`}>
            {`${progress}/${target}`}
          </span>
        </span>
      </span>
      <span className="daily-task__points" data-testid={`daily-task-points-${row.id}`}>
        <StarIcon size={30} className="daily-task__star" />
        {`+${row.points}`}
      </span>
    </li>
  );
}
