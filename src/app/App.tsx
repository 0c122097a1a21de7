// The game's React frame: the canvas underneath and the layer the statechart says is on top.
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { pickLanguage, useLanguage, useT, type MessageKey, type Translate } from '../i18n';
import { screenOf, taskChestsOf, tasksOf } from '../../machines/screen';
import { skillOffer, TIPS, type WalletReward } from '../core/economy';
import { levelPath } from '../core/progress';
import { taskPointsMax } from '../core/tasks';
import type { DayKey } from '../core/calendar';
import { freeHintsLeft, hintPaymentFor, HINT_PRICING } from '../core/hintPrice';
import type { Vec } from '../scene/flight';
import { GameCanvas } from '../scene/GameCanvas';
import {
  AdOverlay,
  CalendarLayer,
  CoinFlight,
  LanguageLayer,
  ScreenFade,
  sceneOf,
  LogoLayer,
  RankLayer,
  SkillBar,
  SkillPrompt,
  TipLayer,
  ErrorLayer,
  ExitLayer,
  Hud,
  LoadingLayer,
  LoseFullLayer,
  LoseTimeLayer,
  MenuLayer,
  SettingsLayer,
  SkinProvider,
  skinFor,
  Stage,
  TapHint,
  Toast,
  useStageFit,
  WinLayer,
} from '../ui';
import { useHeartsNode, useLossHeart } from './useHeartsNode';
import { freeScrewThatFits } from './idleHelp';
import { moreGames, share } from './share';
import type { Runtime } from './runtime';
import { useCountdownMs } from './useCountdownMs';
import { useLoading } from './useLoading';
import { useLoadingBar } from './useLoadingBar';

/** The menu's panels: the menu stays drawn (inert) behind them. */
const MENU_PANELS: ReadonlySet<string> = new Set(['settings', 'rank', 'tasks', 'calendar']);

/** How much game time is gathered before the statechart hears of it. */
const CLOCK_STEP_MS = 100;

/** Variant B's sign-in, daily tasks and hearts layers: a chunk of their own, fetched only in variant B. */
const CandyOverlays = lazy(() => import('./CandyOverlays'));

/** The task layer and the question before the in-game video: chunks fetched when they first open. */
const TaskLayer = lazy(() => import('../ui/TaskLayer').then((m) => ({ default: m.TaskLayer })));
const LookAdLayer = lazy(() => import('../ui/LookAdLayer').then((m) => ({ default: m.LookAdLayer })));

/** The designers' debug panel (`?debug`): fetched only when asked for. */
const DebugHost = lazy(() => import('../devtools/DebugHost'));

/** A day as the HUD and the win layer write it: 'Nov 18' (in the player's language). */
function dayLabel(day: DayKey, t: Translate): string {
  return t('calendar.shortDate', { month: t(`calendar.monthShort${day.month}` as MessageKey), day: day.day });
}

/** The screw the first level points at: a free one that fits an open box (design units). */
function tutorialScrew(runtime: Runtime): { x: number; y: number } | null {
  return freeScrewThatFits(runtime.actor.getSnapshot().context.rules, runtime.scene.screwsOnBoards());
}

/** The player's rank, asked of the platform each time the rank layer opens. */
function useRank(runtime: Runtime, open: boolean): { rank: number | null; loading: boolean } {
  const [state, setState] = useState<{ rank: number | null; loading: boolean }>({ rank: null, loading: false });
  useEffect(() => {
    if (!open) return;
    let live = true;
    setState({ rank: null, loading: true });
    runtime
      .getRank()
      .then((r) => live && setState({ rank: r.rank, loading: false }))
      .catch(() => live && setState({ rank: null, loading: false }));
    return () => {
      live = false;
    };
  }, [open, runtime]);
  return state;
}

/** The HUD's hint button: free hints left today, props held, the coin price, or an ad. */
function hintButton(
  wallet: Parameters<typeof hintPaymentFor>[0],
  today: DayKey,
  busy: boolean,
  onHint: () => void,
): NonNullable<Parameters<typeof Hud>[0]['hint']> {
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

export function App({ runtime }: { runtime: Runtime }) {
  const { actor, scene, ads, variant, meta } = runtime;
  const t = useT();
  const language = useLanguage();
  const skin = useMemo(() => skinFor(variant), [variant]);
  const fit = useStageFit();
  // Variant B opens on its logo for about 2 s while loading goes on underneath (spec 2).
  const [logo, setLogo] = useState(() => (variant.logoSeconds ?? 0) > 0);
  useEffect(() => {
    if (!logo) return;
    const timer = setTimeout(() => setLogo(false), (variant.logoSeconds ?? 0) * 1000);
    return () => clearTimeout(timer);
  }, [logo, variant.logoSeconds]);
  // The page's title is the variant's, in the player's language (index.html shows it in English first).
  useEffect(() => {
    document.title = t(variant.titleKey);
  }, [t, variant.titleKey]);
  const [languageOpen, setLanguageOpen] = useState(false);
  const [heartsOpen, setHeartsOpen] = useState(false);
  const heartsNode = useHeartsNode(meta, () => setHeartsOpen(true));
  const lossHeart = useLossHeart(meta);
  const timeTakenMs = useSelector(actor, (s) => s.context.timeTakenMs);
  const screen = useSelector(actor, screenOf);
  const save = useSelector(actor, (s) => s.context.save);
  const playingLevel = useSelector(actor, (s) => s.context.playingLevel);
  const progress = useSelector(actor, (s) => s.context.loadProgress);
  // Variant B's bar keeps at least the spec's pace and completes when loading is done.
  const loadingBar = useLoadingBar(progress, variant.loading?.legs, screen === 'loading');
  const error = useSelector(actor, (s) => s.context.error);
  const bestTime = useSelector(actor, (s) => s.context.bestTime);
  const winPay = useSelector(actor, (s) => s.context.winPay);
  const reviving = useSelector(
    actor,
    (s) => s.matches({ level: 'revivingFull' }) || s.matches({ level: 'revivingTime' }),
  );
  const inLevel = useSelector(
    actor,
    (s) => s.matches('level') && !s.matches({ level: 'failed' }) && !s.matches({ level: 'fetching' }),
  );
  const timeLeftMs = useCountdownMs(actor);
  const teaching = useSelector(
    actor,
    (s) =>
      s.matches({ level: { run: 'playing' } }) &&
      // A skill's tip or board choice is on top: the hand would point through it.
      s.context.skillView === null &&
      s.context.level?.tutorial === true &&
      s.context.rules !== null &&
      Object.values(s.context.rules.screws).every((screw) => screw.place.kind === 'board'),
  );
  const hint = teaching ? tutorialScrew(runtime) : null;
  const ad = useSyncExternalStore(ads.subscribe, ads.current);
  const toast = useSyncExternalStore(runtime.toasts.subscribe, runtime.toasts.current);
  const daily = useSelector(actor, (s) => (s.context.mode === 'daily' ? s.context.day : null));
  const calendar = useSelector(actor, (s) =>
    s.context.today && s.context.calendarMonth
      ? {
          today: s.context.today,
          month: s.context.calendarMonth,
          completed: s.context.gameData.dailyChallengeCompleteDateArr,
        }
      : null,
  );
  const hintBusy = useSelector(
    actor,
    (s) => s.matches({ level: { run: 'hinting' } }) || s.matches({ level: { run: 'hintAd' } }),
  );
  const gameData = useSelector(actor, (s) => s.context.gameData);
  const skillView = useSelector(actor, (s) => s.context.skillView);
  const tasks = useSelector(actor, tasksOf, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const chests = useSelector(actor, taskChestsOf, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  // What the last opened task chest gave, shown on the task layer until collected.
  const [award, setAward] = useState<WalletReward | null>(null);
  useEffect(() => actor.on('chest.claimed', ({ reward }) => setAward(reward)).unsubscribe, [actor]);
  const rank = useRank(runtime, screen === 'rank');
  const playing = useSelector(
    actor,
    (s) => s.matches({ level: { run: 'playing' } }) || s.matches({ level: { run: 'hinting' } }),
  );
  const onRendererReady = useLoading(runtime);
  // A save that could not be read at all is said on the menu, once the logo is gone.
  useEffect(() => {
    if (screen === 'menu' && !logo) runtime.tellUnreadableSave();
  }, [screen, logo, runtime]);

  // The game clock goes to the statechart in 100 ms steps: every TICK clones the snapshot and runs
  // the selectors, and the HUD shows whole seconds, so per-frame ticks would only cost frame time.
  const pendingClock = useRef(0);
  const onFrame = useCallback(
    (deltaMs: number) => {
      if (!actor.getSnapshot().matches('level')) {
        pendingClock.current = 0;
        return;
      }
      pendingClock.current += deltaMs;
      if (pendingClock.current < CLOCK_STEP_MS) return;
      actor.send({ type: 'TICK', deltaMs: pendingClock.current });
      pendingClock.current = 0;
    },
    [actor],
  );

  // One tap, one hit test, one event: the chart decides what the hit means in its state (DESIGN.md).
  const onTap = useCallback((p: Vec) => actor.send({ type: 'CANVAS_TAP', hit: scene.hitAt(p) }), [actor, scene]);

  const send = actor.send.bind(actor);
  // START, NEXT and RESTART pass the chart's hearts gate (variant B); a refusal opens the hearts layer.
  useEffect(() => actor.on('play.refused', () => setHeartsOpen(true)).unsubscribe, [actor]);
  const startGame = () => send({ type: 'START' });
  const restartAfterLoss = () => send({ type: 'RESTART' });
  const nextLevel = () => send({ type: 'NEXT' });
  const levelCount = Math.min(variant.levelCount, runtime.levels.count);
  // One numbering for the menu's bubbles, Start and the HUD (the game level), whichever file it plays.
  const path = levelPath(save.game_level, levelCount, variant.menuNextLevels ?? 0);
  const toggles = {
    music: save.game_music,
    sound: save.game_sound,
    onToggleMusic: () => send({ type: 'TOGGLE_MUSIC' }),
    onToggleSound: () => send({ type: 'TOGGLE_SOUND' }),
  };

  return (
    <SkinProvider value={skin}>
      <Stage
        underlay={
          <GameCanvas
            scene={scene}
            fit={fit}
            background={variant.canvasBackground}
            onFrame={onFrame}
            onTap={onTap}
            onReady={onRendererReady}
            {...(variant.frameRate !== undefined ? { maxFps: variant.frameRate } : {})}
          />
        }
      >
        {inLevel && (
          <Hud
            timeLeftMs={timeLeftMs ?? 0}
            level={playingLevel}
            score={save.score}
            onExit={() => send({ type: 'EXIT' })}
            {...(daily ? { title: t('hud.daily', { date: dayLabel(daily, t) }) } : {})}
            hint={hintButton(gameData, runtime.today(), hintBusy, () => send({ type: 'HINT', today: runtime.today() }))}
            coins={{ coins: gameData.coin1, onLookAd: () => send({ type: 'LOOK_AD' }) }}
          />
        )}
        {inLevel && (playing || skillView) && skillView?.stage !== 'selectingBoard' && (
          <SkillBar
            skills={variant.skills.map((spec, skill) => {
              const offer = skillOffer(gameData, skill, variant.skills);
              return { skill, id: spec.id, props: offer.props, price: offer.price };
            })}
            onSkill={(skill) => send({ type: 'SKILL', skill })}
          />
        )}
        {skillView?.stage === 'selectingBoard' && <SkillPrompt onCancel={() => send({ type: 'SKILL_CLOSE' })} />}
        {skillView && skillView.stage !== 'selectingBoard' && (
          <TipLayer
            skill={skillView.skill}
            id={variant.skills[skillView.skill]?.id}
            props={skillView.offer.props}
            price={skillView.offer.price}
            coins={gameData.coin1}
            adAvailable={runtime.adsReady()}
            busy={skillView.stage === 'watchingAd'}
            onSubmit={() => send({ type: 'SKILL_SUBMIT' })}
            onPayCoins={() => send({ type: 'SKILL_PAY_COINS' })}
            onClose={() => send({ type: 'SKILL_CLOSE' })}
          />
        )}
        {hint && <TapHint x={hint.x} y={hint.y + fit.topShift} />}
        {screen === 'loading' && (
          <LoadingLayer
            progress={loadingBar}
            {...(variant.loading
              ? { tips: { count: variant.loading.tipCount, everyMs: variant.loading.tipEverySeconds * 1000 } }
              : {})}
          />
        )}
        {(screen === 'menu' || MENU_PANELS.has(screen)) && (
          // The menu owns the screen behind its panels (never the level left behind); under a panel it takes no tap.
          <div className="layer-slot" inert={screen !== 'menu'} aria-hidden={screen !== 'menu' || undefined}>
            <MenuLayer
              level={path.current}
              scoreMax={save.scoreMax}
              onStart={startGame}
              onSettings={() => send({ type: 'OPEN_SETTINGS' })}
              onCalendar={() => send({ type: 'OPEN_CALENDAR', today: runtime.today() })}
              coins={{ coins: gameData.coin1, onLookAd: () => send({ type: 'OPEN_RANK' }) }}
              onTasks={() => send({ type: 'OPEN_TASKS' })}
              onRank={() => send({ type: 'OPEN_RANK' })}
              onLanguage={() => setLanguageOpen(true)}
              language={language}
              {...(variant.menuNextLevels
                ? {
                    levels: {
                      current: path.current,
                      next: path.next,
                      onPlay: startGame,
                      onLocked: () => runtime.toasts.show(TIPS.levelLocked),
                    },
                    onShare: () => share(runtime, t),
                    onMoreGames: () => moreGames(runtime),
                  }
                : {})}
              {...(heartsNode ? { hearts: heartsNode } : {})}
              {...(meta
                ? {
                    onSignIn: () => meta.signIn.send({ type: 'OPEN', now: Date.now() }),
                    signInReady: meta.signIn.getSnapshot().context.status.claimable,
                    onTasks: () => meta.tasks.send({ type: 'OPEN', now: Date.now() }),
                  }
                : {})}
            />
          </div>
        )}
        {screen === 'tasks' && (
          <Suspense fallback={null}>
            <TaskLayer
              rows={tasks.map((t) => ({
                id: t.id,
                title: t.title,
                progress: t.progress,
                threshold: t.threshold,
                reward: t.reward,
                state: t.claimed ? 'claimed' : t.claimable ? 'claimable' : 'running',
              }))}
              points={gameData.taskListNum}
              onClaim={(id) => send({ type: 'CLAIM_TASK', id })}
              onClose={() => {
                setAward(null);
                send({ type: 'CLOSE' });
              }}
              {...(chests.length > 0
                ? {
                    chests: {
                      rows: chests,
                      maxPoints: taskPointsMax(variant.tasks),
                      onClaim: (id: string) => send({ type: 'CLAIM_CHEST', id }),
                    },
                  }
                : {})}
              {...(award ? { award: { reward: award, onCollect: () => setAward(null) } } : {})}
            />
          </Suspense>
        )}
        {screen === 'rank' && (
          <RankLayer
            rank={rank.rank}
            best={save.scoreMax}
            loading={rank.loading}
            onShare={() => share(runtime, t)}
            onClose={() => send({ type: 'CLOSE' })}
            adReward={{ coins: variant.lookAdCoins, onWatch: () => send({ type: 'LOOK_AD' }) }}
          />
        )}
        {screen === 'calendar' && calendar && (
          <CalendarLayer
            year={calendar.month.year}
            month={calendar.month.month}
            today={calendar.today}
            completed={calendar.completed}
            onPlay={(day) => send({ type: 'PLAY_DAY', day })}
            onPage={(delta) => send({ type: 'PAGE', delta })}
            onClose={() => send({ type: 'CLOSE' })}
          />
        )}
        {screen === 'settings' && (
          <SettingsLayer
            {...toggles}
            vibration={{ on: gameData.isVibart, onToggle: () => send({ type: 'TOGGLE_VIBRATION' }) }}
            onLanguage={() => setLanguageOpen(true)}
            onClose={() => send({ type: 'CLOSE' })}
          />
        )}
        {screen === 'exit' && (
          <ExitLayer
            {...toggles}
            onSubmit={() => {
              // Giving up a running level costs a heart in variant B (docs/meta.md).
              meta?.quit();
              send({ type: 'SUBMIT' });
            }}
            onClose={() => send({ type: 'CLOSE' })}
            onShare={() => share(runtime, t)}
            costsHeart={variant.hearts !== undefined}
          />
        )}
        {screen === 'win' && (
          <WinLayer
            level={playingLevel}
            score={save.score}
            scoreGain={variant.winScore}
            onNext={nextLevel}
            {...(daily ? { daily: { dateLabel: dayLabel(daily, t) } } : {})}
            {...(timeTakenMs !== null ? { timeTakenMs } : {})}
            {...(winPay && winPay.coins > 0 ? { coinsGain: winPay.coins, firstWinBonus: winPay.firstOfDay } : {})}
            {...(variant.bestTimes && bestTime ? { bestTime } : {})}
            {...(variant.winShare ? { onShare: () => share(runtime, t) } : {})}
          />
        )}
        {screen === 'look-ad' && (
          <Suspense fallback={null}>
            <LookAdLayer
              coins={variant.lookAdCoins}
              onWatch={() => send({ type: 'LOOK_AD_WATCH' })}
              onCancel={() => send({ type: 'LOOK_AD_CANCEL' })}
            />
          </Suspense>
        )}
        {screen === 'lose-full' && (
          <LoseFullLayer
            reviveBusy={reviving}
            onRestart={restartAfterLoss}
            onRevive={() => send({ type: 'REVIVE' })}
            onHome={() => send({ type: 'HOME' })}
            {...(lossHeart ? { heartSpent: lossHeart } : {})}
          />
        )}
        {screen === 'lose-time' && (
          <LoseTimeLayer
            reviveSeconds={variant.reviveSeconds}
            reviveBusy={reviving}
            onRestart={restartAfterLoss}
            onRevive={() => send({ type: 'REVIVE' })}
            onHome={() => send({ type: 'HOME' })}
            {...(lossHeart ? { heartSpent: lossHeart } : {})}
          />
        )}
        {screen === 'error' && (
          <ErrorLayer
            title={t('error.title')}
            message={error ?? t('error.unknown')}
            onBack={() => send({ type: 'BACK' })}
          />
        )}
        {meta && (
          <Suspense fallback={null}>
            <CandyOverlays
              runtime={runtime}
              meta={meta}
              heartsOpen={heartsOpen}
              onHeartsClose={() => setHeartsOpen(false)}
            />
          </Suspense>
        )}
        {languageOpen && (
          <LanguageLayer
            current={language}
            onPick={(code) => {
              setLanguageOpen(false);
              // Variant B also keeps the choice in its save (spec 3: curLanguage).
              runtime.candySave?.set('curLanguage', code);
              void pickLanguage(code);
            }}
            onClose={() => setLanguageOpen(false)}
          />
        )}
        {logo && <LogoLayer />}
        {screen !== 'loading' && <ScreenFade key={sceneOf(screen)} />}
        <CoinFlight coins={gameData.coin1} />
        {toast && <Toast key={toast.id} text={toast.text} />}
        {runtime.debug && (
          <Suspense fallback={null}>
            <DebugHost runtime={runtime} />
          </Suspense>
        )}
        {ad && <AdOverlay kind={ad.kind} placement={ad.placement} secondsLeft={ad.secondsLeft} onSkip={ads.skip} />}
      </Stage>
    </SkinProvider>
  );
}
