// The native-app adapter: ads are JSON commands to the wrapper; pause, resume and rewards come back as messages.
import { realClock, type Clock } from './clock';
import { createLifecycle } from './lifecycle';
import {
  findNativeTransport,
  isWrapperMessage,
  NATIVE_CALL_FAILED,
  NATIVE_COMMANDS,
  parseNativeMessage,
  recordingTransport,
  type NativeCallResult,
  type NativeCommand,
  type NativeHostWindow,
  type NativeMessage,
  type NativeTransport,
} from './nativeBridge';
import {
  consoleLog,
  type AdUnit,
  type InterstitialResult,
  type Platform,
  type PlatformFeature,
  type PlatformLog,
  type RewardedResult,
} from './platform';

/** How long after game_resume a send_rewarded may still arrive before the video counts as closed early. */
export const NATIVE_REWARD_GRACE_MS = 1_000;

/** The longest a rewarded video may take before it counts as failed. */
export const NATIVE_REWARD_TIMEOUT_MS = 120_000;

/** How long the wrapper has to pause the game after show_Inster_ad; silence means it showed without telling. */
export const NATIVE_AD_START_MS = 3_000;

/** The longest an interstitial may keep the game paused. */
export const NATIVE_INTERSTITIAL_TIMEOUT_MS = 120_000;

/** Options of {@link createNativeBridgePlatform}. */
export interface NativeBridgeOptions {
  /** With no wrapper transport, record messages in `window.__nativeMessages` instead of failing (forced tests). */
  recordWhenMissing?: boolean;
  clock?: Clock;
  log?: PlatformLog;
}

/** The native adapter plus its inbound entry (also installed as `window.nativeBridge.receive`). */
export interface NativeBridgePlatform extends Platform {
  /** Handles one message from the wrapper (JSON string, object or bare event name). */
  receive(message: unknown): void;
  /** Sends one command; `{ errCode: -10086, errMsg: 'native call failed' }` when it could not be sent. */
  send(command: NativeCommand): NativeCallResult;
}

/** Wraps `base` (the web adapter: storage, leaderboard, share) with the native wrapper's ads and lifecycle. */
export function createNativeBridgePlatform(
  win: NativeHostWindow,
  base: Platform,
  options: NativeBridgeOptions = {},
): NativeBridgePlatform {
  const { recordWhenMissing = false, clock = realClock, log = consoleLog } = options;
  const lifecycle = createLifecycle();
  // The page being hidden pauses too (the wrapper may not say game_pause when the app goes to the background).
  base.onPause(() => lifecycle.pause());
  base.onResume(() => lifecycle.resume());
  const transport = (): NativeTransport | null =>
    findNativeTransport(win) ?? (recordWhenMissing ? recordingTransport(win) : null);

  const send = (command: NativeCommand): NativeCallResult => {
    const out = transport();
    try {
      if (!out) throw new Error('no native bridge');
      out.post(JSON.stringify({ type: command }));
      return { errCode: 0 };
    } catch (error) {
      log(`Native bridge: ${command} failed (${NATIVE_CALL_FAILED.errCode} ${NATIVE_CALL_FAILED.errMsg}).`, error);
      return NATIVE_CALL_FAILED;
    }
  };

  /** The ad waiting for the wrapper's answer, if any (one at a time). */
  let pending: { kind: 'rewarded' | 'interstitial'; handle(message: NativeMessage): void } | null = null;

  const wait = <R>(
    kind: 'rewarded' | 'interstitial',
    handle: (message: NativeMessage, finish: (result: R) => void, later: (ms: number, result: R) => void) => void,
    first: [number, R],
  ): Promise<R> =>
    new Promise<R>((resolve) => {
      let timer: unknown = null;
      const finish = (result: R) => {
        clock.clearTimeout(timer);
        pending = null;
        resolve(result);
      };
      const later = (ms: number, result: R) => {
        clock.clearTimeout(timer);
        timer = clock.setTimeout(() => finish(result), ms);
      };
      later(...first);
      pending = { kind, handle: (message) => handle(message, finish, later) };
    });

  const rewarded: AdUnit<RewardedResult> = {
    isReady: () => pending === null && transport() !== null,
    // The wrapper loads its own ads.
    preload: () => {},
    async show(placement) {
      if (pending) return 'not-ready';
      if (send(NATIVE_COMMANDS.showRewarded).errCode !== 0) return 'failed';
      return wait<RewardedResult>(
        'rewarded',
        (message, finish, later) => {
          switch (message.type) {
            case 'send_rewarded':
              finish('rewarded');
              break;
            case 'game_resume':
              later(NATIVE_REWARD_GRACE_MS, 'interrupted');
              break;
            case 'error':
              log(`Native bridge: rewarded ad (${placement}) failed (${message.errCode} ${message.errMsg}).`);
              finish('failed');
              break;
            case 'game_pause':
              break;
          }
        },
        [NATIVE_REWARD_TIMEOUT_MS, 'failed'],
      );
    },
  };

  const interstitial: AdUnit<InterstitialResult> = {
    isReady: () => pending === null && transport() !== null,
    preload: () => {},
    async show(placement) {
      if (pending) return 'not-ready';
      if (send(NATIVE_COMMANDS.showInterstitial).errCode !== 0) return 'failed';
      return wait<InterstitialResult>(
        'interstitial',
        (message, finish, later) => {
          switch (message.type) {
            case 'game_pause':
              later(NATIVE_INTERSTITIAL_TIMEOUT_MS, 'shown');
              break;
            case 'game_resume':
              finish('shown');
              break;
            case 'error':
              log(`Native bridge: interstitial (${placement}) failed (${message.errCode} ${message.errMsg}).`);
              finish('failed');
              break;
            case 'send_rewarded':
              break;
          }
        },
        [NATIVE_AD_START_MS, 'shown'],
      );
    },
  };

  const receive = (raw: unknown) => {
    const message = parseNativeMessage(raw);
    if (!message) return void log('Native bridge: dropped a malformed message.', raw);
    if (message.type === 'send_rewarded' && pending?.kind !== 'rewarded')
      log('Native bridge: send_rewarded with no rewarded ad playing; nothing is granted.');
    if (message.type === 'game_pause') lifecycle.pause();
    if (message.type === 'game_resume') lifecycle.resume();
    if (message.type === 'error' && !pending)
      log(`Native bridge: the wrapper reported ${message.errCode} ${message.errMsg}.`);
    pending?.handle(message);
  };

  win.nativeBridge = { ...win.nativeBridge, receive };
  // Window messages count only from the wrapper's channel (docs/platforms.md, "Native bridge: trust").
  win.addEventListener?.('message', (event) => {
    if (isWrapperMessage(event, win)) return receive(event.data);
    if (parseNativeMessage(event.data)) log('Native bridge: ignored a command posted by another window.', event.data);
  });

  const hasBridge = () => transport() !== null;
  const features: Partial<Record<PlatformFeature, () => boolean>> = {
    rewardedAds: hasBridge,
    interstitialAds: hasBridge,
    bannerAds: hasBridge,
  };

  return {
    ...base,
    name: 'native',
    supports: (feature) => features[feature]?.() ?? base.supports(feature),
    ads: {
      rewarded,
      interstitial,
      banner: {
        show: async () => send(NATIVE_COMMANDS.showBanner).errCode === 0,
        hide: () => void send(NATIVE_COMMANDS.hideBanner),
      },
    },
    onPause: lifecycle.onPause,
    onResume: lifecycle.onResume,
    receive,
    send,
  };
}
