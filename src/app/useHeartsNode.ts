// The menu's heart pill and the lose layers' heart line, read from variant B's hearts chart.
import type { HeartsNodeProps } from '../ui/canvas/heartIcon';
import type { CandyMeta } from './candyMeta';
import { useActorSnapshot } from './useActorSnapshot';

/** The menu's heart pill from the hearts chart (null in variant A). */
export function useHeartsNode(meta: CandyMeta | null, onTap: () => void): HeartsNodeProps | null {
  const hearts = useActorSnapshot(meta?.hearts ?? null);
  if (!hearts) return null;
  const { hearts: state, secondsToNextHeart } = hearts.context;
  return { hearts: state.cur, max: state.max, secondsToNext: secondsToNextHeart, onTap };
}

/** The heart the level just lost took and how many are left; null when none was taken (or in variant A). */
export function useLossHeart(meta: CandyMeta | null): { left: number } | null {
  const hearts = useActorSnapshot(meta?.hearts ?? null);
  const spent = hearts?.context.lastSpent;
  if (!hearts || !spent || spent.reason === 'quit') return null;
  return { left: hearts.context.hearts.cur };
}
