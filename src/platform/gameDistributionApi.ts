// The GameDistribution HTML5 SDK (the global `window.gdsdk`), typed from its documentation: the GD-HTML5 README
// ("Gamedistribution.com HTML5 SDK", https://github.com/GameDistribution/GD-HTML5, SDK 1.43.x) with its event
// tables, and the wiki's "SDK Implementation" page (https://github.com/GameDistribution/GD-HTML5/wiki/SDK-Implementation):
// the page sets `window.GD_OPTIONS = { gameId, onEvent }` before it loads
// https://html5.api.gamedistribution.com/main.min.js, which creates `gdsdk` and reports everything through onEvent.
//
// Because onEvent is fixed before the game's code runs, the page's onEvent only queues events (GD_EVENT_QUEUE on
// window); the adapter takes the queue over when it is created, hears every event queued so far, then each new one.

/** The ad kinds of showAd / preloadAd (`gdsdk.AdType.Interstitial` / `.Rewarded`); no argument means interstitial. */
export type GameDistributionAdType = 'interstitial' | 'rewarded';

/** The events the game acts on (the README's tables; SDK_REWARDED_WATCH_COMPLETE from the wiki). */
export const GD_EVENTS = {
  /** The SDK is ready: ads may be asked for. */
  ready: 'SDK_READY',
  /** The SDK hit a critical error (blocked, bad game id, no game data): no ads. */
  error: 'SDK_ERROR',
  /** The game must pause and mute (an ad, or the SDK's splash waiting for a tap). */
  pause: 'SDK_GAME_PAUSE',
  /** The game may go on and unmute (after every ad, shown or not). */
  start: 'SDK_GAME_START',
  /** The player watched the rewarded ad completely: grant the reward. */
  rewardComplete: 'SDK_REWARDED_WATCH_COMPLETE',
  /** The ad itself had an error (showAd rejects too). */
  adError: 'AD_ERROR',
} as const;

/** One event as onEvent receives it. */
export interface GameDistributionEvent {
  name: string;
  message?: unknown;
  status?: string;
}

/** `window.GD_OPTIONS`, read by the SDK when its script runs. */
export interface GameDistributionOptions {
  gameId: string;
  onEvent(event: GameDistributionEvent): void;
}

/** `window.gdsdk`. */
export interface GameDistributionApi {
  /**
   * Plays an ad: resolves when the ad process is done (for 'rewarded', the reward is earned only when
   * SDK_REWARDED_WATCH_COMPLETE came), rejects with a reason (a string) when no ad played: ads disabled, requested
   * too soon after the last interstitial, blocked, or an ad error. The SDK sends SDK_GAME_START either way.
   */
  showAd(adType?: GameDistributionAdType): Promise<unknown>;
  /** Loads a rewarded ad ahead: resolves when one can be shown, rejects when none is available. */
  preloadAd?(adType: GameDistributionAdType): Promise<unknown>;
}

/** Why showAd (or preloadAd) rejected, read from its reason's text. */
export type GameDistributionRejection = 'too-soon' | 'disabled' | 'blocked' | 'no-fill' | 'error';

/** Sorts a showAd rejection: the SDK rejects with a message string (sometimes an Error or `{ message }`). */
export function gameDistributionRejection(reason: unknown): GameDistributionRejection {
  const text =
    typeof reason === 'string'
      ? reason
      : typeof reason === 'object' && reason !== null && typeof (reason as { message?: unknown }).message === 'string'
        ? (reason as { message: string }).message
        : '';
  if (/too soon/i.test(text)) return 'too-soon';
  if (/disabled/i.test(text)) return 'disabled';
  if (/block/i.test(text)) return 'blocked';
  if (/no ad|no fill|unfilled|not available|no rewarded/i.test(text)) return 'no-fill';
  return 'error';
}

/** An event, if `raw` is one (a name is required). */
export function gameDistributionEvent(raw: unknown): GameDistributionEvent | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const name = (raw as { name?: unknown }).name;
  return typeof name === 'string' && name !== '' ? (raw as GameDistributionEvent) : null;
}

// ---- The event queue between the page's GD_OPTIONS.onEvent and the adapter ----

/** The window property the page's onEvent pushes every event into. */
export const GD_EVENT_QUEUE = 'gdEvents';

/** How many events the queue keeps for an adapter created late (a session sees a handful per ad). */
export const GD_EVENT_HISTORY = 200;

/** The global object as the queue uses it. */
export type GameDistributionWindow = Record<string, unknown>;

/** Where the adapter hears GD's events: first every event so far, in order, then each new one. */
export interface GameDistributionEventFeed {
  listen(listener: (event: GameDistributionEvent) => void): () => void;
}

/** What the queue becomes once the adapter took it over: still `push`-able by the page's onEvent. */
interface EventHub extends GameDistributionEventFeed {
  push(...raw: unknown[]): number;
}

function isHub(value: unknown): value is EventHub {
  return typeof value === 'object' && value !== null && typeof (value as EventHub).listen === 'function';
}

/** The queue on `win`: an array until taken over (created when missing). */
function queueOf(win: GameDistributionWindow): { push(...raw: unknown[]): unknown } {
  const queue = win[GD_EVENT_QUEUE];
  if (Array.isArray(queue) || isHub(queue)) return queue;
  const created: unknown[] = [];
  win[GD_EVENT_QUEUE] = created;
  return created;
}

/**
 * The GD_OPTIONS to give the SDK: `gameId`, and an onEvent that only queues (on `win`, read at each event, so
 * the adapter can take the queue over later). Set it as `window.GD_OPTIONS` before the SDK's script loads.
 */
export function gameDistributionOptions(gameId: string, win: GameDistributionWindow): GameDistributionOptions {
  queueOf(win);
  return { gameId, onEvent: (event) => void queueOf(win).push(event) };
}

/** Sets `win.GD_OPTIONS` (from an early module that runs before the SDK's script). */
export function installGameDistributionOptions(win: GameDistributionWindow, gameId: string): GameDistributionOptions {
  const options = gameDistributionOptions(gameId, win);
  win.GD_OPTIONS = options;
  return options;
}

/**
 * The same as {@link installGameDistributionOptions}, as an inline classic script for a package's index.html, to
 * be placed before the SDK's script tag: `<script>${gameDistributionOptionsScript(id)}</script>`.
 */
export function gameDistributionOptionsScript(gameId: string): string {
  const id = JSON.stringify(gameId).replace(/</g, '\\u003c');
  return (
    `window.${GD_EVENT_QUEUE}=window.${GD_EVENT_QUEUE}||[];` +
    `window.GD_OPTIONS={gameId:${id},onEvent:function(e){window.${GD_EVENT_QUEUE}.push(e);}};`
  );
}

/**
 * Takes the queue over (once per page; later calls get the same feed): the events queued so far are kept and
 * replayed to each listener, and the page's onEvent now delivers straight to the listeners.
 */
export function takeGameDistributionEvents(win: GameDistributionWindow): GameDistributionEventFeed {
  const current = win[GD_EVENT_QUEUE];
  if (isHub(current)) return current;
  const history: GameDistributionEvent[] = [];
  const listeners = new Set<(event: GameDistributionEvent) => void>();
  const deliver = (listener: (event: GameDistributionEvent) => void, event: GameDistributionEvent) => {
    try {
      listener(event);
    } catch (error) {
      console.error('A GameDistribution event listener failed.', error);
    }
  };
  const hub: EventHub = {
    push(...raw) {
      for (const item of raw) {
        const event = gameDistributionEvent(item);
        if (!event) continue;
        history.push(event);
        if (history.length > GD_EVENT_HISTORY) history.shift();
        for (const listener of [...listeners]) deliver(listener, event);
      }
      return history.length;
    },
    listen(listener) {
      for (const event of [...history]) deliver(listener, event);
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  if (Array.isArray(current)) hub.push(...(current as unknown[]));
  win[GD_EVENT_QUEUE] = hub;
  return hub;
}
