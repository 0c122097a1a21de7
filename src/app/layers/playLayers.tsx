// The layers of a running level: the HUD, the skill bar, the board prompt, a skill's tip and the first
// level's pointing hand.
import { useSelector } from '@xstate/react';
import type { DayKey } from '../../core/calendar';
import { skillOffer } from '../../core/economy';
import { freeHintsLeft, hintPaymentFor, HINT_PRICING } from '../../core/hintPrice';
import { useT, type MessageKey, type Translate } from '../../i18n';
import { useCallback, useMemo } from 'react';
import type { HudHint } from '../../ui/canvas/hudLook';
import { freeScrewThatFits } from '../idleHelp';
import type { Runtime } from '../runtime';
import { useCountdownMs } from '../useCountdownMs';
import { LAYER_CHUNKS } from './layerChunks';
import { layer, lazyLayer, type LayerEnv } from './registry';

// The play layers: one chunk with the layers over a level, loaded with the level's file (layerChunks.ts).
const Hud = lazyLayer(LAYER_CHUNKS.levelLayers, (m) => m.Hud);
const SkillBar = lazyLayer(LAYER_CHUNKS.levelLayers, (m) => m.SkillBar);
const SkillPrompt = lazyLayer(LAYER_CHUNKS.levelLayers, (m) => m.SkillPrompt);
const TipLayer = lazyLayer(LAYER_CHUNKS.levelLayers, (m) => m.TipLayer);
const TapHint = lazyLayer(LAYER_CHUNKS.levelLayers, (m) => m.TapHint);

type Snapshot = ReturnType<Runtime['actor']['getSnapshot']>;

/** A day as the HUD and the win layer write it: 'Nov 18' (in the player's language). */
export function dayLabel(day: DayKey, t: Translate): string {
  return t('calendar.shortDate', { month: t(`calendar.monthShort${day.month}` as MessageKey), day: day.day });
}

/** A level is on screen (built, not failed). */
const inLevel = (s: Snapshot) =>
  s.matches('level') && !s.matches({ level: 'failed' }) && !s.matches({ level: 'fetching' });

/** Taps go to the level: playing, or playing on while a hint is searched. */
const playing = (s: Snapshot) => s.matches({ level: { run: 'playing' } }) || s.matches({ level: { run: 'hinting' } });

/** The HUD's hint button: free hints left today, props held, the coin price, or an ad. */
function hintButton(
  wallet: Parameters<typeof hintPaymentFor>[0],
  today: DayKey,
  busy: boolean,
  onHint: () => void,
): HudHint {
  const kind = hintPaymentFor(wallet, today);
  const label =
    kind === 'free'
      ? String(freeHintsLeft(wallet, today))
      : kind === 'prop'
        ? `x${wallet.prop3}`
        : kind === 'coins'
          ? String(HINT_PRICING.coins)
          : '';
  return { kind, label, busy, onHint };
}

function useHudProps({ runtime }: LayerEnv) {
  const { actor } = runtime;
  const t = useT();
  const shown = useSelector(actor, inLevel);
  const timeLeftMs = useCountdownMs(actor);
  const level = useSelector(actor, (s) => s.context.playingLevel);
  const score = useSelector(actor, (s) => s.context.save.score);
  const gameData = useSelector(actor, (s) => s.context.gameData);
  const daily = useSelector(actor, (s) => (s.context.mode === 'daily' ? s.context.day : null));
  const challenge = useSelector(actor, (s) => s.context.mode === 'challenge');
  const hintBusy = useSelector(
    actor,
    (s) => s.matches({ level: { run: 'hinting' } }) || s.matches({ level: { run: 'hintAd' } }),
  );
  if (!shown) return null;
  const today = runtime.today();
  return {
    timeLeftMs: timeLeftMs ?? 0,
    level,
    score,
    onExit: () => actor.send({ type: 'EXIT' }),
    ...(daily ? { title: t('hud.daily', { date: dayLabel(daily, t) }) } : {}),
    ...(challenge ? { title: t('challenge.menu') } : {}),
    hint: hintButton(gameData, today, hintBusy, () => actor.send({ type: 'HINT', today: runtime.today() })),
    coins: { coins: gameData.coin1, onLookAd: () => actor.send({ type: 'LOOK_AD' }) },
  };
}

function useSkillBarProps({ runtime }: LayerEnv) {
  const { actor, variant } = runtime;
  const shown = useSelector(
    actor,
    (s) =>
      inLevel(s) && (playing(s) || s.context.skillView !== null) && s.context.skillView?.stage !== 'selectingBoard',
  );
  const gameData = useSelector(actor, (s) => s.context.gameData);
  // The same props while nothing of them changed: the canvas draws the bar again only then.
  const skills = useMemo(
    () =>
      variant.skills.map((spec, skill) => {
        const offer = skillOffer(gameData, skill, variant.skills);
        return { skill, id: spec.id, props: offer.props, price: offer.price };
      }),
    [gameData, variant.skills],
  );
  const onSkill = useCallback((skill: number) => actor.send({ type: 'SKILL', skill }), [actor]);
  if (!shown) return null;
  return { skills, onSkill };
}

function useSkillPromptProps({ runtime }: LayerEnv) {
  const { actor } = runtime;
  const choosing = useSelector(actor, (s) => s.context.skillView?.stage === 'selectingBoard');
  return choosing ? { onCancel: () => actor.send({ type: 'SKILL_CLOSE' }) } : null;
}

function useTipProps({ runtime }: LayerEnv) {
  const { actor, variant } = runtime;
  const view = useSelector(actor, (s) => s.context.skillView);
  const coins = useSelector(actor, (s) => s.context.gameData.coin1);
  if (!view || view.stage === 'selectingBoard') return null;
  return {
    skill: view.skill,
    id: variant.skills[view.skill]?.id,
    props: view.offer.props,
    price: view.offer.price,
    coins,
    adAvailable: runtime.adsReady(),
    busy: view.stage === 'watchingAd',
    onSubmit: () => actor.send({ type: 'SKILL_SUBMIT' }),
    onPayCoins: () => actor.send({ type: 'SKILL_PAY_COINS' }),
    onClose: () => actor.send({ type: 'SKILL_CLOSE' }),
  };
}

function useTapHintProps({ runtime, fit }: LayerEnv) {
  const teaching = useSelector(
    runtime.actor,
    (s) =>
      s.matches({ level: { run: 'playing' } }) &&
      // A skill's tip or board choice is on top: the hand would point through it.
      s.context.skillView === null &&
      s.context.level?.tutorial === true &&
      s.context.rules !== null &&
      Object.values(s.context.rules.screws).every((screw) => screw.place.kind === 'board'),
  );
  // Looked up again each second: the scene may still be building its boards when the level starts.
  useCountdownMs(runtime.actor);
  if (!teaching) return null;
  // The screw the first level points at: a free one that fits an open box (design units).
  const screw = freeScrewThatFits(runtime.actor.getSnapshot().context.rules, runtime.scene.screwsOnBoards());
  return screw ? { x: screw.x, y: screw.y + fit.topShift } : null;
}

/** The play layers, in drawing order. */
export const PLAY_LAYERS = [
  layer({ name: 'hud', component: Hud, useProps: useHudProps }),
  layer({ name: 'skill-bar', component: SkillBar, useProps: useSkillBarProps }),
  layer({ name: 'skill-prompt', component: SkillPrompt, useProps: useSkillPromptProps }),
  layer({ name: 'tip', component: TipLayer, useProps: useTipProps }),
  layer({ name: 'tap-hint', component: TapHint, useProps: useTapHintProps }),
];
