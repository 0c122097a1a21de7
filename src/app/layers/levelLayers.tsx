// The layers over a level: exit, the question before the in-game video, win, lose-full, lose-time and a
// level that could not be loaded.
import { useSelector } from '@xstate/react';
import { screenOf } from '../../../machines/screen';
import { useT } from '../../i18n';
import { share } from '../share';
import { CHALLENGE_RESULT_LAYER } from './challengeLayer';
import { useLossHeart } from '../useHeartsNode';
import { dayLabel } from './playLayers';
import { useToggles } from './menuLayers';
import { LAYER_CHUNKS } from './layerChunks';
import { layer, lazyLayer, type LayerEnv } from './registry';

// The layers over a level: chunks loaded with the level's file (layerChunks.ts), so they are there when it ends.
/** The level's error: in the chunk of the screens after loading (layerChunks.ts). */
const ErrorLayer = lazyLayer(LAYER_CHUNKS.screens, (m) => m.ErrorLayer);
const ExitLayer = lazyLayer(LAYER_CHUNKS.levelLayers, (m) => m.ExitLayer);
const WinLayer = lazyLayer(LAYER_CHUNKS.levelLayers, (m) => m.WinLayer);
const LoseFullLayer = lazyLayer(LAYER_CHUNKS.levelLayers, (m) => m.LoseFullLayer);
const LoseTimeLayer = lazyLayer(LAYER_CHUNKS.levelLayers, (m) => m.LoseTimeLayer);
const LookAdLayer = lazyLayer(LAYER_CHUNKS.levelLayers, (m) => m.LookAdLayer);

function useExitProps({ runtime }: LayerEnv) {
  const { actor, meta, variant } = runtime;
  const t = useT();
  const open = useSelector(actor, (s) => screenOf(s) === 'exit');
  const toggles = useToggles(runtime);
  if (!open) return null;
  return {
    ...toggles,
    onSubmit: () => {
      // Giving up a running level costs a heart in variant B (docs/meta.md).
      meta?.quit();
      actor.send({ type: 'SUBMIT' });
    },
    onClose: () => actor.send({ type: 'CLOSE' }),
    onShare: () => share(runtime, t),
    costsHeart: variant.hearts !== undefined,
  };
}

function useLookAdProps({ runtime }: LayerEnv) {
  const { actor, variant } = runtime;
  const open = useSelector(actor, (s) => screenOf(s) === 'look-ad');
  if (!open) return null;
  return {
    coins: variant.lookAdCoins,
    onWatch: () => actor.send({ type: 'LOOK_AD_WATCH' }),
    onCancel: () => actor.send({ type: 'LOOK_AD_CANCEL' }),
  };
}

function useWinProps({ runtime }: LayerEnv) {
  const { actor, variant } = runtime;
  const t = useT();
  const open = useSelector(actor, (s) => screenOf(s) === 'win');
  const level = useSelector(actor, (s) => s.context.playingLevel);
  const score = useSelector(actor, (s) => s.context.save.score);
  const daily = useSelector(actor, (s) => (s.context.mode === 'daily' ? s.context.day : null));
  const timeTakenMs = useSelector(actor, (s) => s.context.timeTakenMs);
  const winPay = useSelector(actor, (s) => s.context.winPay);
  const bestTime = useSelector(actor, (s) => s.context.bestTime);
  if (!open) return null;
  return {
    level,
    score,
    scoreGain: variant.winScore,
    // NEXT passes the chart's hearts gate, then its interstitial state.
    onNext: () => actor.send({ type: 'NEXT' }),
    ...(daily ? { daily: { dateLabel: dayLabel(daily, t) } } : {}),
    ...(timeTakenMs !== null ? { timeTakenMs } : {}),
    ...(winPay && winPay.coins > 0 ? { coinsGain: winPay.coins, firstWinBonus: winPay.firstOfDay } : {}),
    ...(variant.bestTimes && bestTime ? { bestTime } : {}),
    ...(variant.winShare ? { onShare: () => share(runtime, t) } : {}),
  };
}

/** A lose layer's props (lose-full or lose-time), null when the other or none is on screen. */
function useLoseProps({ runtime }: LayerEnv, which: 'lose-full' | 'lose-time') {
  const { actor, meta } = runtime;
  const open = useSelector(actor, (s) => screenOf(s) === which);
  const reviving = useSelector(
    actor,
    (s) => s.matches({ level: 'revivingFull' }) || s.matches({ level: 'revivingTime' }),
  );
  const lossHeart = useLossHeart(meta);
  if (!open) return null;
  return {
    reviveBusy: reviving,
    // RESTART passes the chart's hearts gate, then its interstitial state.
    onRestart: () => actor.send({ type: 'RESTART' }),
    onRevive: () => actor.send({ type: 'REVIVE' }),
    onHome: () => actor.send({ type: 'HOME' }),
    ...(lossHeart ? { heartSpent: lossHeart } : {}),
  };
}

function useLoseTimeProps(env: LayerEnv) {
  const props = useLoseProps(env, 'lose-time');
  return props && { ...props, reviveSeconds: env.runtime.variant.reviveSeconds };
}

function useErrorProps({ runtime }: LayerEnv) {
  const { actor } = runtime;
  const t = useT();
  const open = useSelector(actor, (s) => screenOf(s) === 'error');
  const error = useSelector(actor, (s) => s.context.error);
  if (!open) return null;
  return { title: t('error.title'), message: error ?? t('error.unknown'), onBack: () => actor.send({ type: 'BACK' }) };
}

/** The layers over a level, in drawing order. */
export const LEVEL_LAYERS = [
  layer({ name: 'exit', component: ExitLayer, useProps: useExitProps }),
  layer({ name: 'win', component: WinLayer, useProps: useWinProps }),
  layer({ name: 'look-ad', component: LookAdLayer, useProps: useLookAdProps }),
  layer({
    name: 'lose-full',
    component: LoseFullLayer,
    useProps: (env) => useLoseProps(env, 'lose-full'),
  }),
  layer({ name: 'lose-time', component: LoseTimeLayer, useProps: useLoseTimeProps }),
  CHALLENGE_RESULT_LAYER,
  layer({ name: 'error', component: ErrorLayer, useProps: useErrorProps }),
];
