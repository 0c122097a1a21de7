// The daily task list: a scrolling row per task with its progress bar, count, reward and a Claim button or a
// check, and the total points earned.
import { useState } from 'react';
import { translateText, useT, type Translate } from '../i18n';
import { Button } from './Button';
import { CheckIcon, StarIcon } from './icons';
import { Panel } from './Panel';
import { createTapGate, DEFAULT_TAP_COOLDOWN_MS, type TapGate } from './tapGate';
import './styles.css';

/** Where a task stands: still counting, done but not yet claimed, or claimed. */
export type TaskRowState = 'running' | 'claimable' | 'claimed';

/** One task as the list shows it. */
export interface TaskRow {
  id: string;
  /** The task's English title ('Win 5 levels'): shown in the current language when en_US has it. */
  title: string;
  progress: number;
  threshold: number;
  /** Points the claim adds. */
  reward: number;
  state: TaskRowState;
}

/** Props of {@link TaskLayer}. */
export interface TaskLayerProps {
  rows: TaskRow[];
  /** Task points earned so far. */
  points: number;
  /** Claim a task's reward; only claimable rows have a button. */
  onClaim: (id: string) => void;
  onClose: () => void;
}

/** How full a task's bar is, 0-100: claimable and claimed tasks are full; a bad threshold counts as done. */
export function taskPercent({ progress, threshold, state }: Pick<TaskRow, 'progress' | 'threshold' | 'state'>): number {
  if (state !== 'running') return 100;
  if (!(threshold > 0)) return 100;
  if (!Number.isFinite(progress) || progress <= 0) return 0;
  return Math.min(100, Math.floor((progress / threshold) * 100));
}

/** The 'progress/threshold' count, with progress held within 0..threshold (a finished task says e.g. '5/5'). */
export function taskCount({ progress, threshold, state }: Pick<TaskRow, 'progress' | 'threshold' | 'state'>): string {
  const total = Math.max(0, Math.floor(threshold));
  const done = state === 'running' ? Math.max(0, Math.min(total, Math.floor(progress || 0))) : total;
  return `${done}/${total}`;
}

/**
 * The task panel. The list shows 7 rows (variant A's task count) and scrolls for more (variant B's 13). One
 * tap gate covers every Claim button, so a double tap claims once.
 */
export function TaskLayer({ rows, points, onClaim, onClose }: TaskLayerProps) {
  const t = useT();
  const [gate] = useState(() => createTapGate(DEFAULT_TAP_COOLDOWN_MS, performance.now()));
  return (
    <Panel
      testId="tasks"
      entrance="bottom"
      title={t('tasks.title')}
      tone="green"
      onClose={onClose}
      closeTestId="tasks-close"
      className="tasks"
    >
      <div className="tasks__points" data-testid="task-points">
        <StarIcon size={46} className="score-pill__icon score-pill__icon--gold" />
        <span className="tasks__points-label">{t('tasks.points')}</span>
        <span className="tasks__points-value">{points}</span>
      </div>
      <ul className="task-list" data-testid="task-list" aria-label={t('tasks.title')}>
        {rows.map((row) => (
          <TaskRowItem key={row.id} row={row} t={t} gate={gate} onClaim={onClaim} />
        ))}
      </ul>
    </Panel>
  );
}

function TaskRowItem({
  row,
  t,
  gate,
  onClaim,
}: {
  row: TaskRow;
  t: Translate;
  gate: TapGate;
  onClaim: (id: string) => void;
}) {
  const { id, reward, state } = row;
  const title = translateText(row.title, t);
  const percent = taskPercent(row);
  return (
    <li className={`task-row task-row--${state}`} data-testid={`task-row-${id}`} data-state={state}>
      <div className="task-row__main">
        <span className="task-row__title">{title}</span>
        <span className="task-row__progress">
          <span
            className="task-row__bar"
            role="progressbar"
            aria-label={title}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span className="task-row__fill" style={{ width: `${percent}%` }} />
          </span>
          <span className="task-row__count" data-testid={`task-count-${id}`}>
            {taskCount(row)}
          </span>
          <span className="task-row__reward" data-testid={`task-reward-${id}`}>
            <StarIcon size={30} className="task-row__reward-icon" />
            {`+${reward}`}
          </span>
        </span>
      </div>
      <span className="task-row__action">
        {state === 'claimable' && <ClaimButton id={id} label={t('tasks.claim')} gate={gate} onClaim={onClaim} />}
        {state === 'claimed' && (
          <span className="task-row__done" data-testid={`task-done-${id}`} role="img" aria-label={t('tasks.claimed')}>
            <CheckIcon size={44} />
          </span>
        )}
      </span>
    </li>
  );
}

function ClaimButton({
  id,
  label,
  gate,
  onClaim,
}: {
  id: string;
  label: string;
  gate: TapGate;
  onClaim: (id: string) => void;
}) {
  return (
    <Button
      testId={`task-claim-${id}`}
      tone="green"
      size="md"
      className="task-row__claim"
      gate={gate}
      onTap={() => onClaim(id)}
    >
      {label}
    </Button>
  );
}
