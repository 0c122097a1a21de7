// Variant B's meta layers over the menu: the sign-in popup and the daily tasks (popups of the game chart's
// overlay, which opens their charts: shown while those are in 'open'), a chest's award popup (the tasks
// chart in open.award), and the hearts layer. A chunk of
// its own (React.lazy in App), fetched only in variant B.
import { candyTaskRows, chestRows, TASK_POINTS_MAX } from '../core/candyTasks';
import { AwardLayer } from '../ui/canvas/AwardLayer';
import { DailyTaskLayer } from '../ui/canvas/DailyTaskLayer';
import { HeartsLayer } from '../ui/canvas/HeartsLayer';
import { SignInLayer } from '../ui/canvas/SignInLayer';
import type { CandyMeta } from './candyMeta';
import type { Runtime } from './runtime';
import { useActorSnapshot } from './useActorSnapshot';

export interface CandyOverlaysProps {
  runtime: Runtime;
  meta: CandyMeta;
  heartsOpen: boolean;
  onHeartsClose: () => void;
}

export default function CandyOverlays({ runtime, meta, heartsOpen, onHeartsClose }: CandyOverlaysProps) {
  const signIn = useActorSnapshot(meta.signIn);
  const tasks = useActorSnapshot(meta.tasks);
  const hearts = useActorSnapshot(meta.hearts);
  const now = () => Date.now();
  // The sign-in and the daily tasks are popups of the game chart's overlay: closing one closes its chart.
  const closePopup = () => runtime.actor.send({ type: 'POPUP_CLOSE' });
  return (
    <>
      {signIn?.matches('open') && (
        <SignInLayer
          status={signIn.context.status}
          table={signIn.context.table}
          busy={signIn.matches({ open: 'watchingAd' })}
          adAvailable={runtime.adsReady()}
          onClaim={() => meta.signIn.send({ type: 'CLAIM', now: now() })}
          onClaimDouble={() => meta.signIn.send({ type: 'CLAIM_DOUBLE', now: now() })}
          onClose={closePopup}
        />
      )}
      {tasks?.matches('open') && (
        <DailyTaskLayer
          rows={candyTaskRows(tasks.context.data, tasks.context.tasks)}
          chests={chestRows(tasks.context.data, tasks.context.chests)}
          points={tasks.context.data.taskListNum}
          maxPoints={runtime.variant.taskBoard?.maxPoints ?? TASK_POINTS_MAX}
          onClaimChest={(chest) => meta.tasks.send({ type: 'CLAIM_CHEST', now: now(), chest })}
          onClose={closePopup}
        />
      )}
      {tasks?.matches({ open: 'award' }) && tasks.context.award && (
        <AwardLayer
          reward={tasks.context.award.reward}
          tier={tasks.context.chests.findIndex((c) => c.id === tasks.context.award?.chest)}
          onOk={() => meta.tasks.send({ type: 'CLOSE_AWARD' })}
        />
      )}
      {heartsOpen && hearts && (
        <HeartsLayer
          hearts={hearts.context.hearts.cur}
          max={hearts.context.hearts.max}
          secondsToNext={hearts.context.secondsToNextHeart}
          adAvailable={runtime.adsReady()}
          busy={hearts.matches({ running: { refillAd: 'watchingAd' } })}
          onWatchAd={() => meta.hearts.send({ type: 'WATCH_AD', now: now() })}
          onClose={onHeartsClose}
        />
      )}
    </>
  );
}
