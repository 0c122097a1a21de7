// window.__game for testers and end-to-end tests (`?test`, always in dev): plain snapshots and level loading.
import type { SoundStatus } from '../audio/soundBank';
import { clockOf, screenOf, statusOf, type ScreenName } from '../../machines/screen';
import { dayKeyString } from '../core/calendar';
import { device } from '../platform/currentDevice';
import { buttonsOnScreen, type ButtonOnScreen } from '../platform/pageButtons';
import { probeFrames } from '../scene/frameProbe';
import { boxCenterX } from '../scene/draw';
import { fitStage, type StageFit } from '../ui/fitStage';
import type { Misfit } from '../ui/canvas/panelWords';
import { skinFor } from '../ui/skin';
import { CanvasTextMetrics, TextStyle } from 'pixi.js';
import { isLanguageCode, loadLanguage, STAGE_FONT, translatorFor } from '../i18n';
import { canvasButtons } from './canvasButtons';
import type { Runtime } from './runtime';

/** A plain picture of the game, with screw centres in page CSS pixels. */
export interface GameSnapshot {
  variant: string;
  /** The host the game runs on (src/platform/hosts.ts), 'web' in a plain browser. */
  platform: string;
  screen: ScreenName;
  status: 'RUN' | 'UNRUN';
  /** The game statechart's state value, for testers (e.g. {"level":{"run":"playing"}}). */
  state: unknown;
  /** The level clock (running, paused, expired: machines/screen.ts clockOf), or null outside a level. */
  countdown: unknown;
  level: number;
  levelFile: number;
  score: number;
  scoreMax: number;
  timeLeftMs: number;
  animating: boolean;
  error: string | null;
  /** 'campaign' or 'daily', and the day of a daily challenge ('YYYY-MM-DD'). */
  mode: 'campaign' | 'daily' | 'challenge';
  /** The friend challenge being played: its seed, the sender's score and ours once over. */
  challenge: { seed: string; theirs: { score: number; name: string | null } | null; score: number | null } | null;
  day: string | null;
  /** The screw the hint glow is on, if any. */
  hint: string | null;
  /** The last toasts shown (English text), oldest first: a toast lives 2 s, so tests read them here. */
  toasts: readonly string[];
  /** The wallet and the day's task points (gameData). */
  wallet: { coin1: number; prop0: number; prop1: number; prop2: number; prop3: number; taskListNum: number };
  /** The countdown time the finished level took, or null before an ending. */
  timeTakenMs: number | null;
  /** What is sounding: unlocked by the first gesture, music playing, the ticking, silenced (hidden, ad). */
  sound: SoundStatus;
  boxes: { colour: number | null; filled: number; capacity: number; locked: boolean; x: number; y: number }[];
  tray: { capacity: number; open: number; screws: number[] };
  screws: { id: string; colour: number; covered: boolean; x: number; y: number }[];
}

/** The countdown's remaining time, or the full time outside a level. */
function timeLeft(runtime: Runtime): number {
  const child = runtime.actor.getSnapshot().children.countdown;
  const snap = child?.getSnapshot() as { context?: { remainingMs: number } } | undefined;
  return snap?.context?.remainingMs ?? runtime.settings.countdownMs;
}

/** A design point in page CSS pixels. */
function toPage(fit: StageFit, x: number, y: number): { x: number; y: number } {
  return { x: fit.offsetX + x * fit.scale, y: fit.offsetY + (y + fit.topShift) * fit.scale };
}

/** Builds the snapshot the test hook returns. */
export function takeSnapshot(runtime: Runtime): GameSnapshot {
  const snap = runtime.actor.getSnapshot();
  const { context } = snap;
  const rules = context.rules;
  const { width, height } = device().viewport.size();
  const fit = fitStage(width, height);
  const inLevel = snap.matches('level');
  return {
    variant: runtime.variant.id,
    screen: runtime.ads.current() ? 'ad' : screenOf(snap),
    status: statusOf(snap),
    state: snap.value,
    countdown: clockOf(snap),
    level: context.save.game_level,
    levelFile: context.levelNumber,
    score: context.save.score,
    scoreMax: context.save.scoreMax,
    timeLeftMs: timeLeft(runtime),
    animating: runtime.scene.isAnimating(),
    error: context.error,
    mode: context.mode,
    challenge: context.challenge,
    day: context.day ? dayKeyString(context.day) : null,
    hint: runtime.scene.hintedScrew(),
    toasts: runtime.toasts.history(),
    wallet: {
      coin1: context.gameData.coin1,
      prop0: context.gameData.prop0,
      prop1: context.gameData.prop1,
      prop2: context.gameData.prop2,
      prop3: context.gameData.prop3,
      taskListNum: context.gameData.taskListNum,
    },
    timeTakenMs: context.timeTakenMs,
    sound: runtime.sounds.status(),
    platform: runtime.platform.name,
    boxes:
      inLevel && rules
        ? rules.positions.map((p, i) => ({
            colour: p.box?.colour ?? null,
            filled: p.box?.screws.length ?? 0,
            capacity: rules.capacity,
            locked: p.locked,
            ...toPage(
              fit,
              boxCenterX(i, rules.positions.length, runtime.variant.layout),
              runtime.variant.layout.boxRow.y,
            ),
          }))
        : [],
    tray:
      inLevel && rules
        ? {
            capacity: rules.tray.slots.length,
            open: rules.tray.open,
            screws: rules.tray.slots.filter((s): s is string => s !== null).map((id) => rules.screws[id]!.colour),
          }
        : { capacity: 0, open: 0, screws: [] },
    screws: inLevel ? runtime.scene.screwsOnBoards().map((s) => ({ ...s, ...toPage(fit, s.x, s.y) })) : [],
  };
}

/** A level given as text is read as JSON; text that is not JSON is passed on as it is, for the level check to refuse. */
export function levelJsonOf(json: unknown): unknown {
  if (typeof json !== 'string') return json;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return json;
  }
}

/** Installs window.__game. */
export function installTestHook(runtime: Runtime): void {
  const globals = device().globals();
  globals.__game = {
    snapshot: () => takeSnapshot(runtime),
    /** Opens a level from JSON or its text; a bad one shows the error layer (never throws). */
    loadLevel: (json: unknown) => runtime.actor.send({ type: 'LOAD_LEVEL', json: levelJsonOf(json) }),
    send: (event: Parameters<Runtime['actor']['send']>[0]) => runtime.actor.send(event),
    /** The level being played, as validated JSON (a daily challenge is generated, so tests read it here). */
    level: () => runtime.actor.getSnapshot().context.level,
    /**
     * The buttons a player can press now (on top at their centre), each with its test id, its name and its box in
     * page CSS pixels: end-to-end tests press them by their place, whatever draws them.
     */
    buttons: (): ButtonOnScreen[] => {
      if (device().kind === 'web')
        return buttonsOnScreen(undefined, (id) => runtime.controls.get(id)?.onTop?.() ?? true);
      // No page (a mini-game runtime): the canvas's own control list, placed as the stage is.
      const { width, height } = device().viewport.size();
      return canvasButtons(runtime.controls, fitStage(width, height));
    },
    /**
     * Pixi's live GPU textures (the soak command watches them for leaks); null before the renderer. Pixi's list
     * keeps an empty slot (null) for each texture it let go until its collector compacts the list, so only the
     * textures themselves are counted.
     */
    textures: (): number | null => {
      const system = runtime.pixi?.renderer.texture as { managedTextures?: readonly unknown[] } | undefined;
      return system?.managedTextures?.filter((texture) => texture !== null).length ?? null;
    },
    /**
     * Runs Pixi's GPU collector now with a one-second window, right after drawing the stage: what the
     * screen shows stays, what was drawn only earlier (Pixi keeps it 60 s by default) is released. The
     * soak reads the heap after it, so a reading holds what the game keeps, not the collector's window.
     * False before the renderer.
     */
    collectGpu: (): boolean => {
      const app = runtime.pixi;
      const gc = (app?.renderer as { gc?: { maxUnusedTime: number; run(): void } } | undefined)?.gc;
      if (!app || !gc) return false;
      app.renderer.render(app.stage);
      const keep = gc.maxUnusedTime;
      gc.maxUnusedTime = 1000;
      try {
        gc.run();
      } finally {
        gc.maxUnusedTime = keep;
      }
      runtime.renderGate.invalidate();
      return true;
    },
    /** Starts recording frame work (for the benchmark); call the result to stop and read the samples. */
    probeFrames: () => {
      if (!runtime.pixi) throw new Error('the renderer is not ready yet');
      const stop = probeFrames(runtime.pixi.ticker, () => runtime.renderGate.stats.renders);
      globals.__frameProbe = stop;
    },
    /** Ticks of the canvas's ticker and how many drew a frame, since the start (nothing drawn while nothing moves). */
    renderStats: () => ({ ...runtime.renderGate.stats }),
    /**
     * The canvas popups' titles and button labels that would not fit their room in `language` (loaded and shown),
     * in this variant's words, measured in the real heavy face: none is the aim in every language.
     */
    panelWordMisfits: async (language: string): Promise<Misfit[]> => {
      if (!isLanguageCode(language)) throw new Error(`No language ${language}`);
      // The words' list imports most popups' looks: fetched when a test asks for it, not with the hook.
      const [{ misfits, panelWords }] = await Promise.all([import('../ui/canvas/panelWords'), loadLanguage(language)]);
      const style = new TextStyle({ fontFamily: STAGE_FONT, fontWeight: '900', fontSize: 100 });
      const measure = (text: string) => CanvasTextMetrics.measureText(text, style).width / 100;
      return misfits(
        panelWords(translatorFor(language), skinFor(runtime.variant), runtime.variant.reviveSeconds),
        measure,
      );
    },
  };
}
