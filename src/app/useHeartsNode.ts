// The menu's heart pill, read from variant B's hearts chart.
import type { HeartsNodeProps } from '../ui';
import type { CandyMeta } from './candyMeta';
import { useActorSnapshot } from './useActorSnapshot';

/** The menu's heart pill from the hearts chart (null in variant A). */
export function useHeartsNode(meta: CandyMeta | null, onTap: () => void): HeartsNodeProps | null {
  const hearts = useActorSnapshot(meta?.hearts ?? null);
  if (!hearts) return null;
  const { hearts: state, secondsToNextHeart } = hearts.context;
  return { hearts: state.cur, max: state.max, secondsToNext: secondsToNextHeart, onTap };
}
