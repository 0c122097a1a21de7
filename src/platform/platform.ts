// The one interface every host platform adapter implements, and the plain types it speaks in.
import type { QualifyingTournament } from './qualifyingTournament';
import type { RankLabels } from './openData/openDataProtocol';

/** The hosts the game knows; `?platform=NAME` (or a host package's build) forces one of these. */
export type PlatformName =
  | 'web'
  | 'instant'
  | 'h5'
  | 'poki'
  | 'crazygames'
  | 'gamedistribution'
  | 'gamepix'
  | 'yandex'
  | 'playables'
  | 'minigame'
  | 'native';

/** Every platform name, in the order detection tries hosts (web last: it is the fallback). */
export const PLATFORM_NAMES: readonly PlatformName[] = [
  'instant',
  'minigame',
  'native',
  'playables',
  'poki',
  'crazygames',
  'yandex',
  'gamedistribution',
  'gamepix',
  'h5',
  'web',
];

/** True when `value` names a platform. */
export function isPlatformName(value: unknown): value is PlatformName {
  return typeof value === 'string' && (PLATFORM_NAMES as readonly string[]).includes(value);
}

/** The player as the host knows them; only the id is guaranteed (newer hosts drop name and photo). */
export interface PlayerIdentity {
  id: string;
  name?: string | null;
  photo?: string | null;
}

/** The longest any host's full-screen ad may run before the game stops waiting for its end (3 minutes). */
export const AD_SHOW_TIMEOUT_MS = 180_000;

/** How a rewarded video ended: only 'rewarded' earns the reward. */
export type RewardedResult = 'rewarded' | 'not-ready' | 'interrupted' | 'failed';

/** How an interstitial ended: 'shown' (watched or closed), or not shown at all for a reason. */
export type InterstitialResult = 'shown' | 'not-ready' | 'rate-limited' | 'failed';

/** One full-screen ad slot: preloaded ahead, shown on demand. */
export interface AdUnit<Result> {
  /** True when an ad is loaded and can be shown now. */
  isReady(): boolean;
  /** Starts loading an ad if none is loaded or loading; failures are logged, never thrown. */
  preload(): void;
  /** Shows the loaded ad; `placement` names the game's reason (for logs). Never rejects. */
  show(placement: string): Promise<Result>;
}

/** The banner strip: shown (or reloaded) on demand, hidden on demand. */
export interface BannerUnit {
  /** Shows the banner, reloading it when already shown; resolves false when it could not. Never rejects. */
  show(placement: string): Promise<boolean>;
  /** Hides the banner; a missing banner is not an error. */
  hide(): void;
}

/** The three ad kinds a host may offer. */
export interface PlatformAds {
  rewarded: AdUnit<RewardedResult>;
  interstitial: AdUnit<InterstitialResult>;
  banner: BannerUnit;
}

/** What a share, invite or update carries; hosts take what they understand. */
export interface SharePayload {
  /** The message text. */
  text: string;
  /** A title where the host shows one (mini-game share, navigator.share). */
  title?: string;
  /** A picture as a data URL (instant games require one for share, invite and update). */
  image?: string;
  /** Data handed back to the game when someone opens the share (instant games: entry point data). */
  data?: Record<string, unknown>;
  /** The button text of an update (instant games). */
  cta?: string;
  /** A link to share where the host shares links (plain web). */
  url?: string;
}

/** The words of a ranking a host draws itself (the open-data context has no translations). */
export type RankWords = RankLabels;

/**
 * The canvas a host draws its ranking on (mini-games: the open-data context's shared canvas), which the game
 * shows as a picture: its size in pixels is the game's to set, its content the host's.
 */
export interface RankBoardCanvas {
  width: number;
  height: number;
}

/** A ranking the host draws on a canvas the game shows (mini-games' friends or group ranking). */
export interface RankBoard {
  readonly canvas: RankBoardCanvas;
  /** Turns the ranking's page by `delta` (negative: back); the host keeps to the pages there are. */
  page(delta: number): void;
}

/** The player's place on the host's leaderboard; null where the host does not tell. */
export interface RankEntry {
  rank: number | null;
  score: number | null;
}

/** The host's leaderboard: best scores are posted, the player's own place read back. */
export interface LeaderboardApi {
  /** Posts a new best score; failures are logged, never thrown. */
  postScore(score: number): Promise<void>;
  /**
   * Posts the score of this session's play (the ladder's points since the game opened) after every win, where the
   * host takes one (instant games' postSessionScoreAsync); failures are logged, never thrown.
   */
  postSessionScore?(score: number): Promise<void>;
  /**
   * Reads the player's rank and score; unknown parts are null. Never rejects. A host that draws the ranking
   * itself (mini-games: the open-data context on the shared canvas) draws it now, in `words`.
   */
  getRank(words?: RankWords, board?: { width: number; height: number }): Promise<RankEntry>;
  /** The rank layer closed: a host that draws the ranking stops (mini-games clear the shared canvas). */
  closeRank?(): void;
  /**
   * Where the host draws the ranking on a canvas of its own (mini-games), that canvas, for the rank layer to show;
   * `getRank` with a `board` size (in pixels) sizes it before the host draws. Null or absent elsewhere.
   */
  rankBoard?(): RankBoard | null;
  /**
   * Where the host draws rankings (mini-games): keeps the player's score on friend challenge `seed` (the best of each
   * of their latest challenges, in the host's cloud storage) for friends and groups to rank. Never rejects.
   */
  postChallengeScore?(seed: string, score: number): Promise<void>;
  /**
   * Where the host draws rankings: draws the friends' scores on challenge `seed`, or the group's when the game was
   * opened from a card shared in a group, best first with the player's fresh `score`, in `words`, on the rank board
   * sized `board` (pixels); `closeRank` clears it.
   */
  getChallengeRank?(
    challenge: { seed: string; score: number },
    words: RankWords,
    board: { width: number; height: number },
  ): void;
}

/** A tournament as the game needs it. */
export interface TournamentInfo {
  id: string;
  contextId: string | null;
  /** End time in seconds since the epoch, when known. */
  endTime: number | null;
  title?: string | null;
}

/** How long a new tournament runs when no end is given (spec 9: 7 days). */
export const TOURNAMENT_DEFAULT_DAYS = 7;

/** What a new tournament starts from; the end defaults to 7 days from now. */
export interface TournamentOptions {
  initialScore: number;
  title?: string;
  image?: string;
  /** End time in seconds since the epoch. */
  endTime?: number;
  data?: Record<string, unknown>;
}

/** Tournaments: higher numeric scores are better; every call resolves, failures give null or false. */
export interface TournamentApi {
  create(options: TournamentOptions): Promise<TournamentInfo | null>;
  join(tournamentId: string): Promise<boolean>;
  postScore(score: number): Promise<boolean>;
  share(score: number, data?: Record<string, unknown>): Promise<boolean>;
  /** The tournament of the current context, if any. */
  getCurrent(): Promise<TournamentInfo | null>;
  /** Asks the game's server which official tournament to join (retried after 1 s, at most 3 more times). */
  fetchQualifying(setKey: string): Promise<QualifyingTournament | null>;
}

/** Who the player may choose to play with. */
export interface ContextChooseOptions {
  filters?: ('NEW_CONTEXT_ONLY' | 'INCLUDE_EXISTING_CHALLENGES' | 'NEW_PLAYERS_ONLY' | 'NEW_INVITATIONS_ONLY')[];
  minSize?: number;
  maxSize?: number;
}

/** One score on a context's leaderboard (the context's players who played), best first. */
export interface ContextScore {
  playerId: string;
  /** The player's name where the host gives it; null under its privacy rules. */
  name: string | null;
  score: number;
  rank: number;
}

/** The social context (a chat thread or group); SAME_CONTEXT, and INVALID_PARAM on switch, count as success. */
export interface ContextApi {
  /** The current context id; null when playing solo or where the host has no contexts. */
  id(): string | null;
  choose(options?: ContextChooseOptions): Promise<boolean>;
  create(playerId: string): Promise<boolean>;
  switch(contextId: string): Promise<boolean>;
  /** The other players of the current context; empty on failure. */
  getPlayers(): Promise<PlayerIdentity[]>;
  /** Posts a score to the current context's instance of leaderboard `board` (higher is better); false on failure or solo. */
  postScore(board: string, score: number): Promise<boolean>;
  /** The current context's scores on leaderboard `board`, best first; empty on failure or solo. */
  scores(board: string): Promise<ContextScore[]>;
}

/** Scheduled reminders (the five messages of spec section 9). */
export interface NotificationsApi {
  /** Cancels all pending reminders, then schedules the five; resolves with how many were scheduled. */
  scheduleAll(): Promise<number>;
}

/** The two haptic moments: a good move or a rejected one. */
export type VibrationKind = 'good' | 'bad';

/** Optional host features the UI asks about before offering a button. */
export type PlatformFeature =
  | 'rewardedAds'
  | 'interstitialAds'
  | 'bannerAds'
  | 'share'
  | 'invite'
  | 'update'
  | 'context'
  | 'tournament'
  | 'notifications'
  | 'vibration'
  /** A share hands its data back to whoever opens the game from it (`entryData`): instant games, mini-games. */
  | 'shareData';

/** Stops a listener added with onPause, onResume or audio.onChange. */
export type Unsubscribe = () => void;

/**
 * The moments of play a host hears about (portals require gameplay start and stop around play). The game
 * calls start and stop on a change only, alternating, starting with start: start when a level's countdown
 * runs (a level begins, or resumes after a pause, a popup or an ad), stop when it stops.
 */
export interface GameplayEvents {
  start(): void;
  stop(): void;
  /** A happy moment: a level won. */
  happyTime(): void;
}

/** Whether the host lets the game make sound (YouTube Playables decides; everywhere else it is always on). */
export interface HostAudio {
  enabled(): boolean;
  /** Calls `listener` each time the host turns the game's sound on or off. */
  onChange(listener: (enabled: boolean) => void): Unsubscribe;
}

/** Where a host keeps the game's records instead of the browser's storage (Web Storage's shape). */
export type HostStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** What a host offers the game. Only initialize and start may reject (the host SDK cannot start); every
 * other call logs its failures and reports them in its result. */
export interface Platform {
  readonly name: PlatformName;
  /** True when the host offers `feature` (false for what the adapter only simulates or skips). */
  supports(feature: PlatformFeature): boolean;
  /** Starts the host SDK; call once before anything else. */
  initialize(): Promise<void>;
  /** Tells the host how far loading has come (0..1); the first call means the loading screen shows. */
  setLoadingProgress(progress: number): void;
  /** Tells the host loading is done and the game starts (instant games: startGameAsync; portals: loading finished). */
  start(): Promise<void>;
  /** Play starting and stopping, and happy moments (no-ops where the host does not listen). */
  gameplay: GameplayEvents;
  /** Whether the host allows sound now. */
  audio: HostAudio;
  /** The player switched the game's sound on or off (hosts whose ads play sound are told: H5 adConfig). */
  soundSetting(on: boolean): void;
  /** The language the host reports for the player (a tag such as 'ru' or 'pt-BR'); null where it tells none. */
  language(): Promise<string | null>;
  /**
   * Where this host wants the game's records kept instead of the browser's storage (CrazyGames' data
   * module, YouTube Playables' saveData); null to use the browser's. Asked once, after initialize.
   */
  saveStorage(): HostStorage | null;
  /** The player as the host knows them. */
  player(): PlayerIdentity;
  /**
   * What the message the game was opened from carries (instant games: the entry point data of a custom update
   * or share, a plain object); null where the game was not opened from one or the host has none.
   */
  entryData(): Record<string, unknown> | null;
  /**
   * Calls `listener` with what a message carries when the player opens the game from one while it is already
   * running (mini-games' warm start: `onShow` with the share's query); hosts without warm starts have none.
   */
  onEntry?(listener: (data: Record<string, unknown>) => void): void;
  /** A login code for the game's server to exchange (mini-game platforms); null elsewhere. */
  loginCode(): Promise<string | null>;
  /** Reads the stored allData string; null when there is none or the read fails. */
  loadData(): Promise<string | null>;
  /** Stores the allData string (throttled where the host requires it: see flushData). */
  saveData(allData: string): void;
  /** Writes any throttled allData now (on pause or when the page is hidden). */
  flushData(): Promise<void>;
  ads: PlatformAds;
  share(payload: SharePayload): Promise<boolean>;
  /**
   * The link to the game a player should pass on where the host gives one (Poki's shareableURL: the game's
   * page on poki.com, not the frame's own address); null: the page's own address will do. Never rejects.
   */
  shareLink(): Promise<string | null>;
  invite(payload: SharePayload): Promise<boolean>;
  update(payload: SharePayload): Promise<boolean>;
  leaderboard: LeaderboardApi;
  tournament: TournamentApi;
  context: ContextApi;
  notifications: NotificationsApi;
  vibrate(kind: VibrationKind): void;
  /** Calls `listener` when the host pauses the game (hidden, backgrounded, native game_pause). */
  onPause(listener: () => void): Unsubscribe;
  /** Calls `listener` when the host resumes the game. */
  onResume(listener: () => void): Unsubscribe;
}

/** Where adapters report failures they swallow; console.warn unless a test listens. */
export type PlatformLog = (message: string, detail?: unknown) => void;

/** The default log. */
export const consoleLog: PlatformLog = (message, detail) => {
  if (detail === undefined) console.warn(message);
  else console.warn(message, detail);
};
