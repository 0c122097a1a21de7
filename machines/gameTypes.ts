// The game chart's types: its settings, context, events, what it emits and its input (machines/game.ts).
import type { DayKey, MonthKey } from '../src/core/calendar';
import type { OfficialTournament } from '../src/core/challenge';
import type { SkillIndex, SkillPayment, SkillTable, WalletReward } from '../src/core/economy';
import type { HintAnswer } from '../src/core/hint';
import type { HintPayment } from '../src/core/hintPrice';
import type { TaskChestSpec, TaskSpec } from '../src/core/tasks';
import type { WinPay } from '../src/core/winRewards';
import type { CanvasHit, GameState, LevelSpec, RuleEvent } from '../src/core/types';
import type { GameData } from '../src/core/records';
import type { ScrewSave } from '../src/core/records';
import type { MetaInput } from './metaCharts';
import type { MetaPopup, OverlayName } from './overlay';
import type { SkillsToParent, SkillView } from './skills';

/** The numbers the statechart reads (from the variant config and URL parameters). */
export interface GameSettings {
  levelCount: number;
  boxCapacity: number;
  countdownMs: number;
  reviveMs: number;
  winScore: number;
  gameOverDelayMs: number;
  /** The skills' props and coin prices (the variant's `skills`; variant A's when absent). */
  skills?: SkillTable;
  /** Coins a watched look-ad gives (the variant's `lookAdCoins`; variant A's when absent). */
  lookAdCoins?: number;
  /** The task table (the variant's `tasks`; variant A's when absent). */
  tasks?: readonly TaskSpec[];
  /** Coins a won level gives (variant B: 100); none when absent. */
  winCoins?: number;
  /** Coins added to a win: the first of the player's day, a daily challenge (variant A); none when absent. */
  winBonus?: { firstWinOfDayCoins: number; dailyChallengeCoins: number };
  /** The task layer's chests (variant A); none when absent. */
  taskChests?: readonly TaskChestSpec[];
  /** The in-game video button asks (Watch / Cancel) before its ad; straight to the ad when absent. */
  lookAdAsks?: boolean;
  /** The variant's words for a skill that cannot apply (variant B: plates, candies); the shared tips when absent. */
  skillTips?: { trayAllOpen: string; trayEmpty: string };
  /** Next offers an interstitial only after every n-th win of the session (variant B, spec 9); after every win when absent. */
  interstitialEveryWins?: number;
}

export type Ending = 'won' | 'lost-full' | 'lost-time';

/** What is being played: the level ladder (game_level) or one day's daily challenge. */
export type PlayMode = 'campaign' | 'daily' | 'challenge';

/** A friend challenge being played (docs/challenges.md): its seed, the sender's score when a link brought it, and ours once over. */
export interface ChallengePlay {
  seed: string;
  theirs: { score: number; name: string | null } | null;
  /** This play's score (challengeScore.ts), once the level is over. */
  score: number | null;
}

export interface GameContext {
  settings: GameSettings;
  /** Levels won this session (Next's interstitial follows the variant's every-n-th-win rule). */
  sessionWins: number;
  /** Points the ladder's wins earned since the game opened: the session score a host may take. */
  sessionScore: number;
  /** What the meta charts invoked at the root start from (variant B); empty in variant A. */
  metaInput: MetaInput;
  save: ScrewSave;
  /** The level file being played (game_level_current). */
  levelNumber: number;
  /** The game level shown while playing (game_level when the level was built; a win raises game_level). */
  playingLevel: number;
  /** A level given as JSON through the test hook, played instead of the level file. */
  customLevel: unknown;
  level: LevelSpec | null;
  rules: GameState | null;
  ending: Ending | null;
  bestBeaten: boolean;
  error: string | null;
  loadProgress: number;
  /** The app-level gameData: daily-challenge table, coins, props, today's free hints. */
  gameData: GameData;
  mode: PlayMode;
  /** The friend challenge of mode 'challenge' (null otherwise). */
  challenge: ChallengePlay | null;
  /** The official tournament the host's server offers (instant games), shown on the menu while it runs. */
  officialTournament: OfficialTournament | null;
  /** The day whose challenge is being played (daily mode). */
  day: DayKey | null;
  /** The player's local date when the calendar was last opened (wall clock, from the UI). */
  today: DayKey | null;
  /** The month the calendar page shows. */
  calendarMonth: MonthKey | null;
  /** How the hint being searched for is paid, charged when its answer arrives. */
  hintPayment: HintPayment | null;
  /** The player's local date when the hint was asked for. */
  hintDay: DayKey | null;
  /** The position the running hint search started from. */
  hintFrom: GameState | null;
  /** The skill in progress as the UI shows it (tip layer, its ad, or the board prompt), or null. */
  skillView: SkillView | null;
  /** A skill's tip, ad or board selection is open: screw taps, hints and unlocks wait. */
  skillBusy: boolean;
  /** Countdown time of this level already counted for the minutes-played task. */
  countedPlayMs: number;
  /** Counted play time short of a whole minute, carried to the next count. */
  playCarryMs: number;
  /** The countdown's elapsed time when this level (or its restart) was built. */
  levelStartElapsedMs: number;
  /** Countdown time the finished level took ('time taken' on the win layer); null before an ending. */
  timeTakenMs: number | null;
  /** The player's local day as the app last told it (DAY): daily tasks and the first win of the day. */
  clockDay: DayKey | null;
  /** What the last win paid, part by part (the win layer); null before a win. */
  winPay: WinPay | null;
  /** The level's best time after the last win and whether an earlier one was beaten; null for a daily challenge. */
  bestTime: { ms: number; beaten: boolean } | null;
}

export type GameEvent =
  | { type: 'PROGRESS'; value: number }
  | { type: 'LOADED' }
  | { type: 'START' }
  | { type: 'OPEN_SETTINGS' }
  | { type: 'CLOSE' }
  | { type: 'TOGGLE_MUSIC' }
  | { type: 'TOGGLE_SOUND' }
  /** A popup of the overlay opens, replacing any other (machines/overlay.ts). */
  | { type: 'POPUP_OPEN'; popup: Exclude<OverlayName, MetaPopup> }
  | { type: 'POPUP_OPEN'; popup: MetaPopup; now: number }
  /** The popup on top closes. */
  | { type: 'POPUP_CLOSE' }
  /** A tap on the canvas and what the scene's one hit test found under it; the chart routes it by state. */
  | { type: 'CANVAS_TAP'; hit: CanvasHit }
  | { type: 'TICK'; deltaMs: number }
  /** The page went away (hidden, frozen, cached, paused by its host) or came back: src/app/lifecycleRunner. */
  | { type: 'VISIBILITY'; hidden: boolean }
  /** The host platform paused or resumed the game (native game_pause/game_resume, instant onPause...). */
  /** The vibration setting (gameData isVibart), saved at once. */
  | { type: 'TOGGLE_VIBRATION' }
  /** The host's copy of the saves (allData) is newer than the device's: adopt it (while loading). */
  | { type: 'RESTORE'; save: ScrewSave; gameData: GameData }
  /** Designers' debug panel: the countdown from now on (and for later levels), in seconds. */
  | { type: 'DEBUG_SET_COUNTDOWN'; seconds: number }
  /** Designers' debug panel: the time a revive after lose-time adds, in seconds. */
  | { type: 'DEBUG_SET_REVIVE'; seconds: number }
  | { type: 'EXIT' }
  | { type: 'SUBMIT' }
  | { type: 'TIME_UP' }
  | { type: 'NEXT' }
  | { type: 'RESTART' }
  | { type: 'REVIVE' }
  /** A lose layer's Home button: leave the lost level for the menu. */
  | { type: 'HOME' }
  | { type: 'BACK' }
  | { type: 'LOAD_LEVEL'; json: unknown }
  | { type: 'OPEN_CALENDAR'; today: DayKey }
  | { type: 'PAGE'; delta: -1 | 1 }
  | { type: 'PLAY_DAY'; day: DayKey }
  /** Plays a friend challenge: a new seed from the menu, or a link's seed with the sender's score. */
  | { type: 'PLAY_CHALLENGE'; seed: string; theirs?: { score: number; name: string | null } | null }
  /** The qualifying fetch found an official tournament (null: none, or it ended): the menu offers it. */
  | { type: 'TOURNAMENT_OFFERED'; tournament: OfficialTournament | null }
  | { type: 'HINT'; today: DayKey }
  /** A skill button (0 unlocks a tray slot, 1 clears the tray, 2 breaks a board): opens its tip layer. */
  | { type: 'SKILL'; skill: SkillIndex }
  /** The tip's main button: a prop when one is held, else a rewarded ad. */
  | { type: 'SKILL_SUBMIT' }
  /** The tip's coin button. */
  | { type: 'SKILL_PAY_COINS' }
  /** The tip's close button (and cancelling a board selection paid by a prop or coins). */
  | { type: 'SKILL_CLOSE' }
  /** The look-ad button of the coin node, or the rank layer's ad-reward panel: a rewarded ad gives coins. */
  | { type: 'LOOK_AD' }
  /** The look-ad question's Watch (variant A asks before the in-game ad). */
  | { type: 'LOOK_AD_WATCH' }
  /** The look-ad question's Cancel: back to play, nothing spent. */
  | { type: 'LOOK_AD_CANCEL' }
  /** The player's local day (at start-up, every little while, when the page is shown): a new day resets the tasks. */
  | { type: 'DAY'; today: DayKey }
  /** A chest of the task layer's points bar. */
  | { type: 'CLAIM_CHEST'; id: string }
  | { type: 'OPEN_TASKS' }
  | { type: 'CLAIM_TASK'; id: string }
  | { type: 'OPEN_RANK' }
  /** Coins and props from outside the level (variant B's sign-in and task chests): added and saved. */
  | { type: 'GRANT'; reward: Partial<Record<'coin1' | 'prop0' | 'prop1' | 'prop2', number>> }
  | SkillsToParent;

/** What the level loader is asked for: a level file by number, the day's challenge, or a test level. */
export interface LevelRequest {
  levelNumber: number;
  custom: unknown;
  day?: DayKey | null;
  /** A friend challenge's seed: the app makes its level (src/core/challengeLevel.ts). */
  challenge?: string | null;
  /**
   * The game level the file is played for (ladder only). Past the level count the file is a replay, which
   * the app colours afresh (src/core/replayColouring.ts).
   */
  gameLevel?: number | null;
}

/** What the game tells the scene, physics, audio and UI; nothing flows back up. */
export type GameEmitted =
  | { type: 'level.built'; level: LevelSpec; rules: GameState }
  | { type: 'rules'; events: RuleEvent[]; rules: GameState }
  | { type: 'game.over'; ending: Ending }
  /** A revive ad paid: the lost level plays on (variant B gives the loss's heart back). */
  | { type: 'level.revived' }
  | { type: 'settings.changed'; music: boolean; sound: boolean }
  | { type: 'hint'; answer: HintAnswer }
  | { type: 'daily.completed'; day: DayKey }
  /** A transient tip ('Coins shortage', 'No ads available', a skill's reason...): the app shows one at a time. */
  | { type: 'toast'; text: string }
  /** A skill was applied (after its 'rules' event): for audio and the scene. */
  | { type: 'skill.used'; skill: SkillIndex; payment: SkillPayment; boardId: string | null }
  /** A task's reward was claimed and added to taskListNum (for an award popup). */
  | { type: 'task.claimed'; id: string; reward: number }
  /** A task chest was opened: its coins and props were added (for the award popup). */
  | { type: 'chest.claimed'; id: string; reward: WalletReward }
  /** START, NEXT or RESTART was refused by the hearts gate (variant B at zero hearts): the hearts layer opens. */
  | { type: 'play.refused' };

export interface GameInput {
  settings: GameSettings;
  save: ScrewSave;
  gameData: GameData;
  /** Start at this game level instead of the saved one (URL `?level=N`). */
  startLevel?: number;
  /** The player's local day at start-up: a new day resets the tasks at once. */
  today?: DayKey;
  /** What variant B's meta charts start from (its save); none in variant A. */
  meta?: MetaInput;
}
