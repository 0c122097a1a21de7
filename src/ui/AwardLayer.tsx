// The candy game's award popup (spec 2: "award popups"): what a chest just gave, each coin and prop with its
// picture and amount, the chest open above the panel, and an OK button. Refusals stay toasts.
import type { Reward } from '../core/signIn';
import { useT } from '../i18n';
import { Button } from './Button';
import { ChestIcon } from './DailyTaskLayer';
import { CheckIcon } from './icons';
import { Panel } from './Panel';
import { RewardItems } from './RewardItems';
import './styles.css';
import './candy.css';

/** Props of {@link AwardLayer}. */
export interface AwardLayerProps {
  /** What was won. */
  reward: Reward;
  /** Which chest of the bar it came from (0, 1 or 2), for its colours. */
  tier: number;
  /** The OK button: the popup closes (the reward is already in the wallet). */
  onOk: () => void;
}

/** The award popup over the task layer. */
export function AwardLayer({ reward, tier, onOk }: AwardLayerProps) {
  const t = useT();
  return (
    <Panel
      testId="award"
      entrance="ordered"
      title={t('tasks.rewardTitle')}
      tone="orange"
      className="theme-candy award"
      crown={<ChestIcon size={230} tier={tier} open className="award__chest" />}
    >
      <RewardItems reward={reward} size={92} className="award__items" />
      <div className="panel__actions">
        <Button testId="award-ok" tone="green" size="md" icon={<CheckIcon size={50} />} onTap={onOk}>
          {t('common.ok')}
        </Button>
      </div>
    </Panel>
  );
}
