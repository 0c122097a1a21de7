// The JSON message bridge to a native app wrapper: command names (spelled as the existing wrappers spell them),
// the transports tried in order, and the parsing of what the wrapper sends back.

/** Outbound commands, exactly as the native wrappers expect them (the misspellings are theirs). */
export const NATIVE_COMMANDS = {
  showRewarded: 'show_rewaeder_ad',
  showBanner: 'show_Banner_ad',
  showInterstitial: 'show_Inster_ad',
  hideBanner: 'hide_Banner_ad',
} as const;

/** One outbound command name. */
export type NativeCommand = (typeof NATIVE_COMMANDS)[keyof typeof NATIVE_COMMANDS];

/** Inbound event names the wrapper sends. */
export const NATIVE_EVENTS = ['game_pause', 'game_resume', 'send_rewarded'] as const;

/** One inbound event name. */
export type NativeEvent = (typeof NATIVE_EVENTS)[number];

/** What a failed native call reports (spec 8). */
export const NATIVE_CALL_FAILED = { errCode: -10086, errMsg: 'native call failed' } as const;

/** The result of one outbound call. */
export type NativeCallResult = { errCode: 0 } | typeof NATIVE_CALL_FAILED;

/** A parsed inbound message: one of the events, or a failure the wrapper reports. */
export type NativeMessage = { type: NativeEvent } | { type: 'error'; errCode: number; errMsg: string };

/** The name of the iOS message handler and of the inbound global (`window.nativeBridge.receive`). */
export const NATIVE_BRIDGE_NAME = 'nativeBridge';

/** The globals the bridge looks at. */
export interface NativeHostWindow {
  webkit?: { messageHandlers?: Record<string, { postMessage(message: unknown): void } | undefined> };
  Android?: { postMessage?: (json: string) => void };
  ReactNativeWebView?: { postMessage(json: string): void };
  /** The recording bridge of a forced `?platform=native` in a plain browser: every message sent, as JSON. */
  __nativeMessages?: string[];
  nativeBridge?: { receive(message: unknown): void };
  addEventListener?: (type: 'message', listener: (event: WindowMessage) => void) => void;
}

/** The parts of a window 'message' event the bridge reads. */
export interface WindowMessage {
  data: unknown;
  /** The window that posted it: the page's own for a wrapper's injected `window.postMessage`; null when dispatched. */
  source?: unknown;
}

/**
 * True when a window 'message' event comes through the wrapper's channel: posted by the page's own window (what a
 * wrapper's injected `window.postMessage(...)` does) or dispatched inside the page with no source (React Native
 * WebView's `postMessage`). A message posted by any other window (a page that frames the game, a frame inside it,
 * an opener) is never the wrapper: its commands are refused.
 */
export function isWrapperMessage(event: WindowMessage, win: unknown): boolean {
  return event.source === undefined || event.source === null || event.source === win;
}

/** How messages leave the page. */
export type NativeTransportKind = 'ios' | 'android' | 'react-native' | 'recording';

/** One way out. */
export interface NativeTransport {
  kind: NativeTransportKind;
  post(json: string): void;
}

/** The wrapper's transport, tried in order: iOS WKWebView handler, Android JS interface, React Native WebView. */
export function findNativeTransport(win: NativeHostWindow): NativeTransport | null {
  const ios = win.webkit?.messageHandlers?.[NATIVE_BRIDGE_NAME];
  if (ios && typeof ios.postMessage === 'function') return { kind: 'ios', post: (json) => ios.postMessage(json) };
  const android = win.Android;
  if (android && typeof android.postMessage === 'function')
    return { kind: 'android', post: (json) => android.postMessage?.(json) };
  const rn = win.ReactNativeWebView;
  if (rn && typeof rn.postMessage === 'function') return { kind: 'react-native', post: (json) => rn.postMessage(json) };
  return null;
}

/** A transport that only records into `win.__nativeMessages` (created if missing), for tests of a forced bridge. */
export function recordingTransport(win: NativeHostWindow): NativeTransport {
  return {
    kind: 'recording',
    post(json) {
      (win.__nativeMessages ??= []).push(json);
      console.info(`Native bridge (recording): ${json}`);
    },
  };
}

function isEvent(value: unknown): value is NativeEvent {
  return (NATIVE_EVENTS as readonly unknown[]).includes(value);
}

/** Reads an inbound message: a JSON string or an object with `type`, or a bare event name; null if not ours. */
export function parseNativeMessage(raw: unknown): NativeMessage | null {
  if (isEvent(raw)) return { type: raw };
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const { type, errCode, errMsg } = value as { type?: unknown; errCode?: unknown; errMsg?: unknown };
  const code = Number(errCode);
  if (errCode !== undefined && errCode !== null && Number.isFinite(code) && code !== 0)
    return { type: 'error', errCode: code, errMsg: typeof errMsg === 'string' ? errMsg : NATIVE_CALL_FAILED.errMsg };
  return isEvent(type) ? { type } : null;
}
