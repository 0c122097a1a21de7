// Evaluated before anything else of the mini-game build (the first import of src/minigame/main.tsx, so before Pixi's
// modules): Pixi reads `navigator.userAgent` as it loads (to tell Safari apart), before the game can hand it the
// runtime's canvas environment, and a mini-game runtime has no `navigator` (WeChat's and Douyin's references list
// none). Where there is none, one is given whose user agent names the runtime; nothing else is added.
const globals = globalThis as unknown as Record<string, unknown>;

if (globals.navigator === undefined) {
  const runtime = (globals.wx ?? globals.tt) as { getSystemInfoSync?: () => { platform?: string } } | undefined;
  let platform = 'unknown';
  try {
    platform = runtime?.getSystemInfoSync?.().platform ?? platform;
  } catch {
    // An old or broken base library: the name alone.
  }
  globals.navigator = { userAgent: `MiniGame (${platform})` };
}

export {};
