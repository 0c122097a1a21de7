// Sharing from the menu, the rank layer, the exit layer and the win layer.
import { TIPS } from '../core/economy';
import type { Translate } from '../i18n';
import type { Runtime } from './runtime';

/**
 * Shares through the host (navigator.share or the clipboard on the plain web); 'Coming soon' where it
 * cannot. A variant that shares only on a mini-game platform says so elsewhere (spec 5).
 */
export function share(runtime: Runtime, t: Translate): void {
  const { variant, platform, toasts } = runtime;
  if (variant.miniGameOnlySharing && platform.name !== 'minigame') {
    toasts.show(TIPS.miniGameOnly);
    return;
  }
  void platform.share({ title: t(variant.titleKey), text: t('app.shareText'), url: location.href }).then((shared) => {
    if (!shared) toasts.show(TIPS.comingSoon);
  });
}

/** More games: the host's list on a mini-game platform; elsewhere the same words as sharing. */
export function moreGames(runtime: Runtime): void {
  runtime.toasts.show(runtime.platform.name === 'minigame' ? TIPS.comingSoon : TIPS.miniGameOnly);
}
