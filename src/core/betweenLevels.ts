// Whether an interstitial may play between two levels (before the ad service's own 30 s rule): variant
// A offers one on every Next and every restart; variant B after every n-th win only (spec 9), and on a
// restart after a loss.

/** True when the step between levels offers an interstitial. */
export function offersInterstitial(
  placement: 'next' | 'restart',
  winsThisSession: number,
  everyWins?: number,
): boolean {
  if (placement === 'restart' || !everyWins) return true;
  return winsThisSession > 0 && winsThisSession % everyWins === 0;
}
