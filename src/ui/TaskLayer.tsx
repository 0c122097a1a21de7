// The daily task list: a scrolling row per task with its progress bar, count, reward and a Claim button or a
// check, the total points earned, the points bar's chests and the award a chest gives.
import type { WalletItem, WalletReward } from '../core/economy';
import { WALLET_ITEMS } from '../core/economy';
import { translateText, useT, type Translate } from '../i18n';
import { Button } from './Button';
import { ChestBar, type ChestBarChest } from './ChestBar';
import { BulbIcon, CheckIcon, CoinIcon, StarIcon } from './icons';
import { Panel } from './Panel';
import { SkillIcon } from './skillLooks';
import type { TapGate } from './tapGate';
import { useTapGate } from './skin';
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
  /** The points bar with its chests (variant A's daily chests); none without it. */
  chests?: { rows: readonly ChestBarChest[]; maxPoints: number; onClaim: (id: string) => void };
  /** What a chest just gave, shown over the list until collected. */
  award?: { reward: WalletReward; onCollect: () => void };
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
export function TaskLayer({ rows, points, onClaim, onClose, chests, award }: TaskLayerProps) {
  const t = useT();
  const gate = useTapGate();
  return (
    <Panel
      testId="tasks"
      entrance="bottom"
      title={t('tasks.title')}
      tone="green"
      onClose={onClose}
      closeTestId="tasks-close"
      className={`tasks${chests ? ' tasks--chests' : ''}`}
    >
      <div className="tasks__points" data-testid="task-points">
        <StarIcon size={46} className="score-pill__icon score-pill__icon--gold" />
        <span className="tasks__points-label">{t('tasks.points')}</span>
        <span className="tasks__points-value">{points}</span>
      </div>
      {chests && (
        <ChestBar
          points={points}
          maxPoints={chests.maxPoints}
          chests={chests.rows}
          pointsTestId="task-chest-points"
          chestTestId={(id) => `task-chest-${id}`}
          onClaim={chests.onClaim}
        />
      )}
      <ul className="task-list" data-testid="task-list" aria-label={t('tasks.title')}>
        {rows.map((row) => (
          <TaskRowItem key={row.id} row={row} t={t} gate={gate} onClaim={onClaim} />
        ))}
      </ul>
      {award && <Award reward={award.reward} onCollect={award.onCollect} />}
    </Panel>
  );
}

/** The icon of a wallet item: a coin, a skill's prop, or the hint's bulb. */
function ItemIcon({ item }: { item: WalletItem }) {
  switch (item) {
    case 'coin1':
      return <CoinIcon size={64} />;
    case 'prop0':
      return <SkillIcon skill={0} size={64} />;
    case 'prop1':
      return <SkillIcon skill={1} size={64} />;
    case 'prop2':
      return <SkillIcon skill={2} size={64} />;
    case 'prop3':
      return <BulbIcon size={64} />;
  }
}

/** The award popup of an opened chest: each item with its amount, and Collect. */
function Award({ reward, onCollect }: { reward: WalletReward; onCollect: () => void }) {
  const t = useT();
  const items = WALLET_ITEMS.filter((item) => (reward[item] ?? 0) > 0);
  return (
    <div className="task-award" data-testid="task-award" role="dialog" aria-label={t('tasks.rewardTitle')}>
      <div className="task-award__card pop-in">
        <p className="task-award__title">{t('tasks.rewardTitle')}</p>
        <ul className="task-award__items">
          {items.map((item) => (
            <li key={item} className="task-award__item" data-testid={`task-award-${item}`}>
              <ItemIcon item={item} />
              <span className="task-award__amount">{item === 'coin1' ? `+${reward[item]}` : `x${reward[item]}`}</span>
            </li>
          ))}
        </ul>
        <Button testId="task-award-collect" tone="green" size="md" onTap={onCollect}>
          {t('tasks.collect')}
        </Button>
      </div>
    </div>
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
