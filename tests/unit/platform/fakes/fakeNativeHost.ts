// A fake native app wrapper: the page's window with one message transport (iOS WKWebView message handler,
// Android JavascriptInterface or React Native WebView), recording the JSON each command arrives as, able to
// fail a call, and sending messages back the way a wrapper does (calling window.nativeBridge.receive or
// dispatching a window 'message' event).
import type { NativeHostWindow } from '../../../../src/platform/nativeBridge';

/** Which transport the wrapper injects, or none (a plain browser). */
export type FakeTransport = 'ios' | 'android' | 'react-native' | 'none';

/** The fake window and the wrapper's side of the bridge. */
export function createFakeNativeHost(transport: FakeTransport = 'android') {
  const received: unknown[] = [];
  const messageListeners: ((event: { data: unknown }) => void)[] = [];
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
    /** The wrapper posts a window message (React Native style). */
    post: (data: unknown) => messageListeners.forEach((l) => l({ data })),
  };
}
