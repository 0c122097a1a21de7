// Variant B's meta game in the running app: the hearts, sign-in and daily-task charts (machines/), invoked
// by the game chart at its root; their fields in B's one save, their rewards into the game chart's wallet,
// and the game's events as task triggers. The charts are the rules; this file only carries events between
// them and the save.
import { fromPromise, type Actor, type ActorRefFrom, type AnyActorLogic } from 'xstate';
import { dailyTasksMachine } from '../../machines/dailyTasks';
import type { gameMachine } from '../../machines/game';
import { heartsMachine } from '../../machines/hearts';
import type { MetaChartId, MetaInput } from '../../machines/metaCharts';
import { signInMachine } from '../../machines/signIn';
import { rewardedAdWith, type AdResult } from '../../machines/rewardedAd';
import { taskDataOf, type CandyTaskTrigger } from '../core/candyTasks';
import { canStartLevel } from '../core/hearts';
import type { CandySaveWriter } from '../save/candySave';
import type { VariantConfig } from '../variants/types';

/** What the meta charts are made of, before the game chart that invokes them exists. */
export interface CandyMetaSetupDeps {
  writer: CandySaveWriter;
  /** Plays a rewarded video (the ad service, which reports every video watched to the end: see videoWatched). */
  rewarded: (placement: string) => Promise<AdResult>;
  /** The wall clock in ms (the charts' rules are dated by it). */
  now: () => number;
  /** The variant's figures: most hearts and seconds per heart, the sign-in table. */
  figures?: Pick<VariantConfig, 'hearts' | 'signIn'>;
}

/**
 * The three charts as the game chart invokes them (machines/metaCharts.ts): their logic, each with the
 * rewarded video, and what each starts from in B's save. Each chart is given only its own fields: its
 * save patches then never write back stale coins.
 */
export function candyMetaCharts({ writer, rewarded, now, figures }: CandyMetaSetupDeps) {
  const saved = writer.get();
  /** A rewarded video for a chart (counted for the 'watch videos' task by the ad service, not here). */
  const video = rewardedAdWith(fromPromise<AdResult, { placement: string }>(({ input }) => rewarded(input.placement)));
  const input: MetaInput = {
    hearts: {
      saved: {
        maxHeartNum: saved.maxHeartNum,
        curHeartNum: saved.curHeartNum,
        addHreatTime: saved.addHreatTime,
        addHeartLeftTime: saved.addHeartLeftTime,
        outLineTime: saved.outLineTime,
      },
      ...(figures?.hearts ? { figures: figures.hearts } : {}),
    },
    signIn: {
      state: {
        signIn: saved.signIn,
        isSigIn: saved.isSigIn,
        isSigInX2: saved.isSigInX2,
        lastSignInTime: saved.lastSignInTime,
      },
      ...(figures?.signIn ? { table: figures.signIn.days } : {}),
      now: now(),
    },
    dailyTasks: { data: taskDataOf(saved) },
  };
  return {
    input,
    actors: {
      hearts: heartsMachine.provide({ actors: { rewardedAd: video } }),
      signIn: signInMachine.provide({ actors: { rewardedAd: video } }),
      dailyTasks: dailyTasksMachine,
    },
  };
}

/** What wiring the meta charts needs, once the game chart has started them. */
export interface CandyMetaDeps {
  game: Actor<typeof gameMachine>;
  writer: CandySaveWriter;
  toast: (text: string) => void;
  /** The wall clock in ms (the charts' rules are dated by it). */
  now: () => number;
}

/** The game chart's child `id`, typed as the chart it runs in variant B. */
function child<Logic extends AnyActorLogic>(game: Actor<typeof gameMachine>, id: MetaChartId): ActorRefFrom<Logic> {
  const ref = game.system.get(id) as ActorRefFrom<Logic> | undefined;
  if (!ref) throw new Error(`The game chart has no ${id} chart: start it before wiring the meta game.`);
  return ref;
}

/**
 * Wires the three charts the started game chart invokes to B's save, the wallet and the game's events as
 * task triggers; the app reads their snapshots for its layers.
 */
export function startCandyMeta({ game, writer, toast, now }: CandyMetaDeps) {
  const hearts = child<typeof heartsMachine>(game, 'hearts');
  const signIn = child<typeof signInMachine>(game, 'signIn');
  const tasks = child<typeof dailyTasksMachine>(game, 'dailyTasks');

  hearts.on('toast', ({ text }) => toast(text));
  hearts.on('save', ({ patch }) => writer.patch(patch));
  signIn.on('toast', ({ text }) => toast(text));
  signIn.on('save', ({ patch }) => writer.patch(patch));
  tasks.on('toast', ({ text }) => toast(text));
  tasks.on('save', ({ patch }) => writer.patch(patch));
  signIn.on('reward', ({ reward }) => {
    game.send({ type: 'GRANT', reward });
    tasks.send({ type: 'TASK', now: now(), trigger: 'signedIn' });
  });
  // A chest's reward goes to the wallet; the tasks chart shows it in the award popup (no toast: 'You have
  // received' is the refusal of a chest already opened).
  tasks.on('reward', ({ reward }) => game.send({ type: 'GRANT', reward }));

  // The game's task triggers (candies taken, plates filled, boards freed, skills used, levels started and
  // won) come through the game chart's countTask action (src/app/gameEffects.ts); the minutes the
  // countdown ran, from its snapshots here.
  let lastElapsed = 0;
  game.subscribe((snap) => {
    const countdown = snap.children.countdown?.getSnapshot() as { context: { elapsedMs: number } } | undefined;
    const elapsed = countdown?.context.elapsedMs ?? 0;
    // A new level's countdown starts again from 0: only growth is play time.
    if (elapsed > lastElapsed) tasks.send({ type: 'PLAYED', now: now(), ms: elapsed - lastElapsed });
    lastElapsed = elapsed;
  });

  hearts.send({ type: 'START', now: now() });
  signIn.send({ type: 'NOW', now: now() });
  tasks.send({ type: 'NOW', now: now() });

  /** Whether a heart is left now, counting those come back since (the game chart's hearts gate). */
  const canPlay = (): boolean => {
    const { hearts: supply, regenSeconds } = hearts.getSnapshot().context;
    return canStartLevel(supply, now(), regenSeconds);
  };

  /** Asks the hearts chart for a start; false (with its toast) at zero hearts. */
  const mayPlay = (): boolean => {
    let allowed = false;
    const sub = hearts.on('play.allowed', () => {
      allowed = true;
    });
    hearts.send({ type: 'REQUEST_PLAY', now: now() });
    sub.unsubscribe();
    return allowed;
  };

  // A lost level costs its heart when it is lost, saved at once (the hearts chart's save): a reload on
  // the lose layer does not give it back, and a restart or Home after it costs nothing more. A paid
  // revive plays the level on, so it gives that heart back.
  let lossHeart = false;
  game.on('game.over', ({ ending }) => {
    if (ending === 'won') return;
    hearts.send({ type: 'SPEND', now: now(), reason: ending });
    lossHeart = hearts.getSnapshot().context.lastSpent?.reason === ending;
  });
  game.on('level.revived', () => {
    if (lossHeart) hearts.send({ type: 'REFILL', now: now(), count: 1 });
    lossHeart = false;
  });
  game.on('level.built', () => {
    lossHeart = false;
  });

  return {
    hearts,
    signIn,
    tasks,
    mayPlay,
    canPlay,
    /** The player gives up a running level through the exit layer: one heart (docs/meta.md). */
    quit: () => hearts.send({ type: 'SPEND', now: now(), reason: 'quit' }),
    /**
     * A rewarded video was watched to the end, whatever it was for (skill, revive, hint, coins, heart,
     * sign-in): one count for the 'watch videos' task. The ad service calls it, once per such video.
     */
    videoWatched: () => tasks.send({ type: 'TASK', now: now(), trigger: 'adWatched' }),
    /** One task trigger of the game chart (its countTask action). */
    countTask: (trigger: CandyTaskTrigger, count?: number) =>
      tasks.send({ type: 'TASK', now: now(), trigger, ...(count !== undefined ? { count } : {}) }),
    /** The time now, for the heart timer and a day that changes mid-session. */
    tick: () => {
      const t = now();
      hearts.send({ type: 'TICK', now: t });
      signIn.send({ type: 'NOW', now: t });
      tasks.send({ type: 'NOW', now: t });
    },
  };
}

export type CandyMeta = ReturnType<typeof startCandyMeta>;
