// The layers around the menu: loading, the menu itself (inert behind its panels), and its panels: tasks,
// rank, calendar and settings.
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { screenOf, taskChestsOf, tasksOf } from '../../../machines/screen';
import { TIPS, type WalletReward } from '../../core/economy';
import { levelPath } from '../../core/progress';
import { newChallengeSeed } from '../../core/challenge';
import { taskPointsMax } from '../../core/tasks';
import { useLanguage, useT } from '../../i18n';
import { device } from '../../platform/currentDevice';
import { LoadingLayer } from '../../ui/canvas/LoadingLayer';
import type { Runtime } from '../runtime';
import { inviteFriends, moreGames, share, shareCardOf } from '../share';
import { tournamentEndsIn } from '../tournamentEndsIn';
import { useHeartsNode } from '../useHeartsNode';
import { useLoadingBar } from '../useLoadingBar';
import { drawsCandyMenuArt } from '../../variants/menuArt';
import { LAYER_CHUNKS } from './layerChunks';
import { layer, lazyLayer, type LayerEnv } from './registry';
import { rankBoardPixels } from '../../ui/canvas/rankBoardLook';
import { rankWordsOf, useRankBoard } from './hostRankBoard';

// The menu: in the chunk of the screens after loading, fetched while the loading screen shows (layerChunks.ts).
const MenuLayer = lazyLayer(LAYER_CHUNKS.screens, (m) => m.MenuLayer);
// The menu's panels: chunks fetched once the menu is up (layerChunks.ts).
const TaskLayer = lazyLayer(LAYER_CHUNKS.menuPanels, (m) => m.TaskLayer);
const RankLayer = lazyLayer(LAYER_CHUNKS.menuPanels, (m) => m.RankLayer);
const CalendarLayer = lazyLayer(LAYER_CHUNKS.menuPanels, (m) => m.CalendarLayer);
const SettingsLayer = lazyLayer(LAYER_CHUNKS.menuPanels, (m) => m.SettingsLayer);

/** A panel whose chunk did not load is closed by its own close. */
const closePanel = ({ onClose }: { onClose: () => void }) => onClose();

/** The menu's panels: the menu stays drawn (inert) behind them. */
const MENU_PANELS: ReadonlySet<string> = new Set(['settings', 'rank', 'tasks', 'calendar']);

/** The music and sound switches of the settings and exit layers. */
export function useToggles(runtime: Runtime) {
  const { actor } = runtime;
  const music = useSelector(actor, (s) => s.context.save.game_music);
  const sound = useSelector(actor, (s) => s.context.save.game_sound);
  return {
    music,
    sound,
    onToggleMusic: () => actor.send({ type: 'TOGGLE_MUSIC' }),
    onToggleSound: () => actor.send({ type: 'TOGGLE_SOUND' }),
  };
}

function useLoadingProps({ runtime }: LayerEnv) {
  const { actor, variant } = runtime;
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const progress = useSelector(actor, (s) => s.context.loadProgress);
  // Variant B's bar keeps at least the spec's pace and completes when loading is done.
  const bar = useLoadingBar(progress, variant.loading?.legs, loading);
  if (!loading) return null;
  return {
    progress: bar,
    timers: device().timers,
    ...(variant.loading
      ? { tips: { count: variant.loading.tipCount, everyMs: variant.loading.tipEverySeconds * 1000 } }
      : {}),
  };
}

function useMenuProps({ runtime, panels }: LayerEnv) {
  const { actor, variant, meta } = runtime;
  const t = useT();
  const language = useLanguage();
  const screen = useSelector(actor, screenOf);
  const gameLevel = useSelector(actor, (s) => s.context.save.game_level);
  const scoreMax = useSelector(actor, (s) => s.context.save.scoreMax);
  const coins = useSelector(actor, (s) => s.context.gameData.coin1);
  const official = useSelector(actor, (s) => s.context.officialTournament);
  const heartsNode = useHeartsNode(meta, () => panels.setHeartsOpen(true));
  if (screen !== 'menu' && !MENU_PANELS.has(screen)) return null;
  // One numbering for the menu's bubbles, Start and the HUD (the game level), whichever file it plays.
  const path = levelPath(gameLevel, Math.min(variant.levelCount, runtime.levels.count), variant.menuNextLevels ?? 0);
  const start = () => actor.send({ type: 'START' });
  return {
    // Behind a panel or a popup, or behind variant B's logo for its first seconds: drawn, but out of reach.
    underPanel: screen !== 'menu' || panels.logo || panels.popup,
    level: path.current,
    scoreMax,
    onStart: start,
    onSettings: () => actor.send({ type: 'OPEN_SETTINGS' }),
    onCalendar: () => actor.send({ type: 'OPEN_CALENDAR', today: runtime.today() }),
    coins: { coins, onLookAd: () => actor.send({ type: 'OPEN_RANK' }) },
    onTasks: () => actor.send({ type: 'OPEN_TASKS' }),
    onRank: () => actor.send({ type: 'OPEN_RANK' }),
    // A friend challenge: a new seed each time, its level made on the device (docs/challenges.md); where the
    // host has contexts (instant games) the friend picker comes first.
    onChallenge: () =>
      runtime.platform.supports('context')
        ? void import('../contextChallenge').then(({ challengeFriends }) => challengeFriends(runtime))
        : actor.send({ type: 'PLAY_CHALLENGE', seed: newChallengeSeed(Math.random) }),
    // The official tournament the server offers (instant games), while it runs: join it and play its level.
    ...(official
      ? {
          tournament: {
            endsIn: tournamentEndsIn(official.endTime * 1000 - Date.now(), t) ?? '',
            onPlay: () =>
              void import('../officialTournament').then(({ playOfficialTournament }) =>
                playOfficialTournament(runtime, official),
              ),
          },
        }
      : {}),
    onLanguage: () => panels.setLanguageOpen(true),
    language,
    ...(variant.menuNextLevels
      ? {
          levels: {
            current: path.current,
            next: path.next,
            onPlay: start,
            onLocked: () => runtime.toasts.show(TIPS.levelLocked),
          },
          onShare: () => share(runtime, t),
          onMoreGames: () => moreGames(runtime),
        }
      : {}),
    ...(heartsNode ? { hearts: heartsNode } : {}),
    // Variant B's pictures (hearts pill, level path, plates), loaded while its runtime started; none in variant A.
    ...(drawsCandyMenuArt(variant) ? { candyArt: LAYER_CHUNKS.candyMenu.value() } : {}),
    ...(meta
      ? {
          // Popups of the game chart's overlay: one at a time.
          onSignIn: () => runtime.actor.send({ type: 'POPUP_OPEN', popup: 'signIn', now: Date.now() }),
          signInReady: meta.signIn.getSnapshot().context.status.claimable,
          onTasks: () => runtime.actor.send({ type: 'POPUP_OPEN', popup: 'dailyTasks', now: Date.now() }),
        }
      : {}),
  };
}

function useTasksProps({ runtime }: LayerEnv) {
  const { actor, variant } = runtime;
  const open = useSelector(actor, (s) => s.matches('tasks'));
  const tasks = useSelector(actor, tasksOf, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const chests = useSelector(actor, taskChestsOf, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const points = useSelector(actor, (s) => s.context.gameData.taskListNum);
  // What the last opened task chest gave, shown on the task layer until collected.
  const [award, setAward] = useState<WalletReward | null>(null);
  useEffect(() => actor.on('chest.claimed', ({ reward }) => setAward(reward)).unsubscribe, [actor]);
  if (!open) return null;
  return {
    rows: tasks.map((t) => ({
      id: t.id,
      title: t.title,
      progress: t.progress,
      threshold: t.threshold,
      reward: t.reward,
      state: t.claimed ? ('claimed' as const) : t.claimable ? ('claimable' as const) : ('running' as const),
    })),
    points,
    onClaim: (id: string) => actor.send({ type: 'CLAIM_TASK', id }),
    onClose: () => {
      setAward(null);
      actor.send({ type: 'CLOSE' });
    },
    ...(chests.length > 0
      ? {
          chests: {
            rows: chests,
            maxPoints: taskPointsMax(variant.tasks),
            onClaim: (id: string) => actor.send({ type: 'CLAIM_CHEST', id }),
          },
        }
      : {}),
    ...(award ? { award: { reward: award, onCollect: () => setAward(null) } } : {}),
  };
}

/**
 * The player's rank, asked of the platform each time the rank layer opens (a host that draws the ranking itself
 * draws it then, in the player's language, and clears it when the layer closes).
 */
function useRank(runtime: Runtime, open: boolean, board: boolean): { rank: number | null; loading: boolean } {
  const t = useT();
  const [state, setState] = useState<{ rank: number | null; loading: boolean }>({ rank: null, loading: false });
  useEffect(() => {
    if (!open) return;
    let live = true;
    setState({ rank: null, loading: true });
    runtime
      // The host's board is sized before the host draws on it.
      .getRank(rankWordsOf(t), board ? rankBoardPixels() : undefined)
      .then((r) => live && setState({ rank: r.rank, loading: false }))
      .catch(() => live && setState({ rank: null, loading: false }));
    return () => {
      live = false;
      runtime.closeRank();
    };
  }, [open, runtime, t, board]);
  return state;
}

function useRankProps({ runtime }: LayerEnv) {
  const { actor, variant } = runtime;
  const t = useT();
  const open = useSelector(actor, (s) => s.matches('rank'));
  const best = useSelector(actor, (s) => s.context.save.scoreMax);
  const board = useRankBoard(runtime);
  const rank = useRank(runtime, open, board !== undefined);
  if (!open) return null;
  return {
    ...(board ? { board } : {}),
    rank: rank.rank,
    best,
    loading: rank.loading,
    onShare: () => share(runtime, t),
    // Where the host invites (instant games), friends are invited from here with the game's card.
    ...(runtime.platform.supports('invite')
      ? { onInvite: () => void inviteFriends({ ...runtime, t, card: () => shareCardOf(runtime, t) }) }
      : {}),
    onClose: () => actor.send({ type: 'CLOSE' }),
    adReward: { coins: variant.lookAdCoins, onWatch: () => actor.send({ type: 'LOOK_AD' }) },
  };
}

function useCalendarProps({ runtime }: LayerEnv) {
  const { actor } = runtime;
  const open = useSelector(actor, (s) => s.matches('calendar'));
  const today = useSelector(actor, (s) => s.context.today);
  const month = useSelector(actor, (s) => s.context.calendarMonth);
  const completed = useSelector(actor, (s) => s.context.gameData.dailyChallengeCompleteDateArr);
  if (!open || !today || !month) return null;
  return {
    year: month.year,
    month: month.month,
    today,
    completed,
    onPlay: (day: typeof today) => actor.send({ type: 'PLAY_DAY', day }),
    onPage: (delta: 1 | -1) => actor.send({ type: 'PAGE', delta }),
    onClose: () => actor.send({ type: 'CLOSE' }),
  };
}

function useSettingsProps({ runtime, panels }: LayerEnv) {
  const { actor } = runtime;
  const open = useSelector(actor, (s) => s.matches('settings'));
  const vibration = useSelector(actor, (s) => s.context.gameData.isVibart);
  const toggles = useToggles(runtime);
  if (!open) return null;
  return {
    ...toggles,
    vibration: { on: vibration, onToggle: () => actor.send({ type: 'TOGGLE_VIBRATION' }) },
    onLanguage: () => panels.setLanguageOpen(true),
    onClose: () => actor.send({ type: 'CLOSE' }),
  };
}

/** The menu and its panels, in drawing order. */
export const MENU_LAYERS = [
  layer({ name: 'loading', component: LoadingLayer, useProps: useLoadingProps }),
  layer({ name: 'menu', component: MenuLayer, useProps: useMenuProps }),
  layer({ name: 'tasks', component: TaskLayer, useProps: useTasksProps, leave: closePanel }),
  layer({ name: 'rank', component: RankLayer, useProps: useRankProps, leave: closePanel }),
  layer({ name: 'calendar', component: CalendarLayer, useProps: useCalendarProps, leave: closePanel }),
  layer({ name: 'settings', component: SettingsLayer, useProps: useSettingsProps, leave: closePanel }),
];
