// A fake native app wrapper: the page's window with one message transport (iOS WKWebView message handler,
// Android JavascriptInterface or React Native WebView), recording the JSON each command arrives as, able to
// fail a call, and sending messages back the way a wrapper does (calling window.nativeBridge.receive or
// dispatching a window 'message' event).
import type { NativeHostWindow, WindowMessage } from '../../../../src/platform/nativeBridge';

/** Which transport the wrapper injects, or none (a plain browser). */
export type FakeTransport = 'ios' | 'android' | 'react-native' | 'none';

/** The fake window and the wrapper's side of the bridge. */
export function createFakeNativeHost(transport: FakeTransport = 'android') {
  const received: unknown[] = [];
  const messageListeners: ((event: WindowMessage) => void)[] = [];
  const wrapper = { fail: false };
  const deliver = (message: unknown) => {
    if (wrapper.fail) throw new Error('bridge down');
    received.push(typeof message === 'string' ? JSON.parse(message) : message);
  };
  const win: NativeHostWindow = {
    addEventListener: (_type, listener) => void messageListeners.push(listener),
  };
  if (transport === 'ios') win.webkit = { messageHandlers: { nativeBridge: { postMessage: deliver } } };
  if (transport === 'android') win.Android = { postMessage: deliver };
  if (transport === 'react-native') win.ReactNativeWebView = { postMessage: deliver };
  return {
    win,
    wrapper,
    /** What the wrapper received, parsed. */
    received,
    /** The wrapper calls the page's global entry. */
    send: (message: unknown) => win.nativeBridge?.receive(message),
    /** The wrapper posts a window message: dispatched with no source (React Native WebView's postMessage). */
    post: (data: unknown) => messageListeners.forEach((l) => l({ data, source: null })),
    /** The wrapper's injected script calls the page's own `window.postMessage` (the source is the page itself). */
    postFromPage: (data: unknown) => messageListeners.forEach((l) => l({ data, source: win })),
    /** Another window (a page framing the game, a frame inside it) posts to the game's window. */
    postFromOtherWindow: (data: unknown) => messageListeners.forEach((l) => l({ data, source: { other: true } })),
  };
}
