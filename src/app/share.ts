// Sharing from the menu, the rank layer, the exit layer and the win layer. On the plain web (and the hosts
// that share as it does) a clean link goes to the Web Share sheet, else to the clipboard, and the player is
// told what happened; instant games and mini-games keep their own share paths.
import { TIPS } from '../core/economy';
import type { Translate } from '../i18n';
import type { PlatformName } from '../platform/platform';
import type { WebNavigator } from '../platform/webPlatform';
import { DEFAULT_VARIANT } from '../variants';
import type { Runtime } from './runtime';

/** Hosts with a share sheet of their own (instant games' shareAsync, the mini-game's shareAppMessage). */
const HOST_SHARE_PLATFORMS: readonly PlatformName[] = ['instant', 'minigame'];

/**
 * The page's address as a player may pass it on: no test, debug, level, countdown, ad, date, platform or
 * inspector parameters and no fragment; only the variant, when it is not the default one.
 */
export function cleanShareUrl(href: string, variantId: string): string {
  const url = new URL(href);
  url.search = '';
  url.hash = '';
  if (variantId !== DEFAULT_VARIANT.id) url.searchParams.set('variant', variantId);
  return url.toString();
}

/** How a web share ended: the share sheet was used, the link was copied, or why nothing was shared. */
export type WebShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed' | 'copy-failed';

/** The toast of each outcome; none after the share sheet (it was the player's own answer). */
export const SHARE_TOASTS: Readonly<Record<WebShareOutcome, string | null>> = {
  shared: null,
  copied: TIPS.linkCopied,
  cancelled: TIPS.shareCancelled,
  failed: TIPS.shareFailed,
  'copy-failed': TIPS.copyFailed,
};

/** True for the error a share sheet closed by the player gives. */
function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * Shares on the web: `navigator.share` where there is one (a closed sheet is 'cancelled'; a refused one
 * falls back to the clipboard), else the clipboard; 'failed' when the browser has neither.
 */
export async function webShare(
  payload: { title: string; text: string; url: string },
  nav: WebNavigator | null,
): Promise<WebShareOutcome> {
  if (nav?.share) {
    try {
      await nav.share(payload);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
      console.warn('The share sheet refused; copying the link instead.', error);
    }
  }
  if (!nav?.clipboard) return 'failed';
  try {
    await nav.clipboard.writeText(payload.url);
    return 'copied';
  } catch (error) {
    console.warn('Copying the link failed.', error);
    return 'copy-failed';
  }
}

/**
 * Shares the game. A variant that shares only on a mini-game platform says so elsewhere (spec 5); hosts
 * with their own share go through the platform ('Coming soon' where it cannot); the web shares a clean link.
 */
export function share(runtime: Runtime, t: Translate): void {
  const { variant, platform, toasts } = runtime;
  if (variant.miniGameOnlySharing && platform.name !== 'minigame') {
    toasts.show(TIPS.miniGameOnly);
    return;
  }
  if (HOST_SHARE_PLATFORMS.includes(platform.name)) {
    void platform.share({ title: t(variant.titleKey), text: t('app.shareText'), url: location.href }).then((shared) => {
      if (!shared) toasts.show(TIPS.comingSoon);
    });
    return;
  }
  const payload = {
    title: t(variant.titleKey),
    text: t('app.shareText'),
    url: cleanShareUrl(location.href, variant.id),
  };
  void webShare(payload, typeof navigator === 'undefined' ? null : (navigator as WebNavigator)).then((outcome) => {
    const toast = SHARE_TOASTS[outcome];
    if (toast) toasts.show(toast);
  });
}

/** More games: the host's list on a mini-game platform; elsewhere the same words as sharing. */
export function moreGames(runtime: Runtime): void {
  runtime.toasts.show(runtime.platform.name === 'minigame' ? TIPS.comingSoon : TIPS.miniGameOnly);
}
