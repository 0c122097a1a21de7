// A reward of variant B's meta (a sign-in day, a chest) as the player sees it: each item's picture (a coin, or
// the prop's skill picture on its colour) and its amount.
import { REWARD_ITEMS, type Reward, type RewardItem } from '../core/signIn';
import { useT, type MessageKey } from '../i18n';
import { CoinIcon } from './icons';
import { SkillIcon, type SkillIndex } from './skillLooks';
import { skillLook } from './skillLooks';
import './candy.css';

const PROP_INDEX: Record<Exclude<RewardItem, 'coin1'>, SkillIndex> = { prop0: 0, prop1: 1, prop2: 2 };

/** A reward's amount as its card shows it: coins as a number, props as 'xN'. */
export function rewardAmountLabel(item: RewardItem, amount: number): string {
  const n = Math.max(0, Math.floor(amount));
  return item === 'coin1' ? String(n) : `x${n}`;
}

/** The items of a reward, each an icon (a coin, or the prop's skill picture on its colour) and its amount. */
export function RewardItems({ reward, size = 64, className }: { reward: Reward; size?: number; className?: string }) {
  const t = useT();
  const items = REWARD_ITEMS.filter((item) => (reward[item] ?? 0) > 0);
  return (
    <span className={`reward-items${className ? ` ${className}` : ''}`}>
      {items.map((item) => {
        const amount = reward[item] ?? 0;
        const label =
          item === 'coin1'
            ? t('common.coinsLabel', { coins: Math.floor(amount) })
            : `${t(`skill.b.name${PROP_INDEX[item]}` as MessageKey)} ${rewardAmountLabel(item, amount)}`;
        return (
          <span
            key={item}
            className={`reward-item reward-item--${item}`}
            data-item={item}
            role="img"
            aria-label={label}
          >
            {item === 'coin1' ? (
              <CoinIcon size={size} className="reward-item__icon" />
            ) : (
              <span
                className={`reward-item__prop reward-item__prop--${skillLook(PROP_INDEX[item]).tone}`}
                style={{ width: size, height: size }}
              >
                <SkillIcon skill={PROP_INDEX[item]} size={Math.round(size * 0.72)} />
              </span>
            )}
            <span className="reward-item__amount">{rewardAmountLabel(item, amount)}</span>
          </span>
        );
      })}
    </span>
  );
}
