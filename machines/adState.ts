// The game chart's rewarded-ad states: each of the game's seven ads (look-ad on the menu, in the rank layer
// and in play; hint; unlock box; both revives) is one state made here, invoking the one rewarded-ad chart.
import { gameSetup } from './gameSetup';
import { rewardedAdWith, type AdPlayer } from './rewardedAd';
import { skillsMachine } from './skills';

/** Named actions an ad state may run when its ad ends. */
type AdEndAction = 'rewardLookAd' | 'unlockLockedBox' | 'reviveFull' | 'reviveTime' | 'dropHintPayment';

/** What one rewarded-ad state of the game is: where it goes and what it does on each outcome. */
interface AdStateSpec {
  description: string;
  placement: string;
  /** Where a watched ad leads, and what it pays. */
  rewarded: { target: string; actions?: AdEndAction };
  /** Where an ad without reward leads (after the tip that says why), and what it undoes. */
  missed: { target: string; actions?: AdEndAction };
  /** The countdown waits while the ad plays (ads during a running level). */
  pausesClock?: boolean;
}

/**
 * A state that invokes the rewarded-ad chart for a placement and routes its typed outcome: the game's
 * seven ads (look-ad on the menu, in the rank layer and in play; hint; unlock box; both revives) are
 * each one of these.
 */
export function adState(spec: AdStateSpec) {
  const rewarded: AdEndAction[] = spec.rewarded.actions ? [spec.rewarded.actions] : [];
  const missed: (AdEndAction | 'tellAdMissed')[] = [
    ...(spec.missed.actions ? [spec.missed.actions] : []),
    'tellAdMissed',
  ];
  return gameSetup.createStateConfig({
    description: spec.description,
    tags: spec.pausesClock === true ? ['clockStopped'] : [],
    invoke: {
      src: 'rewardedAd',
      input: { placement: spec.placement },
      onDone: [
        { guard: 'rewardEarned', target: spec.rewarded.target, actions: rewarded },
        { target: spec.missed.target, actions: missed },
      ],
    },
  });
}

/**
 * The app's rewarded ad for the game and for its skills chart (which plays its own ads), each through the
 * one rewarded-ad chart: spread into `gameMachine.provide({ actors: { ...withRewardedAd(ad), ... } })`.
 */
export function withRewardedAd(ad: AdPlayer) {
  const chart = rewardedAdWith(ad);
  return { rewardedAd: chart, skills: skillsMachine.provide({ actors: { rewardedAd: chart } }) };
}
