// The lose layers' line in variant B: the heart this loss cost and how many are left.
import { useT } from '../i18n';
import { HeartIcon } from './HeartsNode';
import './candy.css';

/** '-1 heart, N left' with a broken heart, where the loss took it. */
export function LoseHeart({ left }: { left: number }) {
  const t = useT();
  const count = Number.isFinite(left) ? Math.max(0, Math.floor(left)) : 0;
  return (
    <p className="lose-heart" data-testid="lose-heart" data-left={count}>
      <HeartIcon size={44} empty className="lose-heart__icon" />
      <span>{t('lose.heartSpent', { count })}</span>
    </p>
  );
}
