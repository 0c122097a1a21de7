// Sharing from the menu, the rank layer, the exit layer and the win layer. On the plain web (and the hosts
// that share as it does) a clean link goes to the Web Share sheet, else to the clipboard, and the player is
// told what happened; instant games and mini-games keep their own share paths (instant games' with the game's
// card as its picture: src/app/shareCard.ts).
import { screenOf } from '../../machines/screen';
import { TIPS } from '../core/economy';
import type { Translate } from '../i18n';
import { device } from '../platform/currentDevice';
import type { Platform, PlatformName, SharePayload } from '../platform/platform';
import type { WebNavigator } from '../platform/webPlatform';
import { DEFAULT_VARIANT } from '../variants';
import type { Runtime } from './runtime';
import type { CardShape } from '../core/shareCardLayout';
import type { ShareMoment } from './shareCard';

/** Hosts with a share sheet of their own (instant games' shareAsync, the mini-game's shareAppMessage). */
const HOST_SHARE_PLATFORMS: readonly PlatformName[] = ['instant', 'minigame'];

/**
 * Hosts whose share carries the game's own picture, given as a data URL: instant games require one for shareAsync,
 * inviteAsync and updateAsync; the mini-game adapter writes it to a file of the user's folder first (WeChat and
 * Douyin take a local path, not a data URL).
 */
const CARD_SHARE_PLATFORMS: readonly PlatformName[] = ['instant', 'minigame'];

/** Hosts that show a share's picture at 5:4 (WeChat's shareAppMessage: "显示图片长宽比是 5:4"); others take the wide card. */
const CARD_SHAPES: Partial<Record<PlatformName, CardShape>> = { minigame: '5:4' };

/** What is being shared, from the game's chart: the level just won or being played, and the score. */
export function shareMomentOf(runtime: Pick<Runtime, 'actor'>): ShareMoment {
  const snapshot = runtime.actor.getSnapshot();
  const { context } = snapshot;
  return {
    won: screenOf(snapshot) === 'win',
    daily: context.mode === 'daily',
    level: context.playingLevel,
    score: context.save.score,
  };
}

/**
 * The share card of this moment (src/app/shareCard.ts, a chunk of its own fetched on the first share): the
 * playfield when a level has been drawn, the game's name, the moment and the score. Null where no card can be
 * made; never rejects.
 */
export async function shareCardOf(runtime: Runtime, t: Translate): Promise<string | null> {
  const { variant, scene, pixi, platform } = runtime;
  try {
    const { makeShareCard, shareCardTexts } = await import('./shareCard');
    return await makeShareCard({
      pixi,
      sceneRoot: scene.physics() ? scene.root : null,
      variant,
      texts: shareCardTexts(shareMomentOf(runtime), variant.titleKey, t),
      shape: CARD_SHAPES[platform.name] ?? 'wide',
    });
  } catch (error) {
    console.warn('The share card could not be made.', error);
    return null;
  }
}

/** Shares through the host: with the card where the host takes one; false when the host did not share. */
async function hostShare(runtime: Runtime, t: Translate): Promise<boolean> {
  const { variant, platform } = runtime;
  const payload: SharePayload = { title: t(variant.titleKey), text: t('app.shareText'), url: device().address.href() };
  const image = CARD_SHARE_PLATFORMS.includes(platform.name) ? await shareCardOf(runtime, t) : null;
  return platform.share(image ? { ...payload, image } : payload);
}

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
 * Shares on the web: the device's share sheet (`navigator.share`) where there is one (a closed sheet is 'cancelled'; a refused one
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
    void hostShare(runtime, t)
      .catch(() => false)
      .then((shared) => {
        if (!shared) toasts.show(TIPS.comingSoon);
      });
    return;
  }
  // The host's link to the game where it gives one (a portal's page), else this page's clean address.
  void platform
    .shareLink()
    .catch(() => null)
    .then((link) =>
      webShare(
        {
          title: t(variant.titleKey),
          text: t('app.shareText'),
          url: link ?? cleanShareUrl(device().address.href(), variant.id),
        },
        device().nav(),
      ),
    )
    .then((outcome) => {
      const toast = SHARE_TOASTS[outcome];
      if (toast) toasts.show(toast);
    });
}

/**
 * Invites friends through the host (instant games' inviteAsync, from the rank layer): the game's card as the
 * picture the host requires, the share words, and where the invite came from. A refused or failed invite
 * says so; none is sent without a picture.
 */
export async function inviteFriends({
  platform,
  toasts,
  t,
  card,
}: {
  platform: Pick<Platform, 'invite'>;
  toasts: { show(text: string): void };
  t: Translate;
  card: () => Promise<string | null>;
}): Promise<boolean> {
  const image = await card();
  const sent = image ? await platform.invite({ text: t('app.shareText'), image, data: { from: 'rank' } }) : false;
  if (!sent) toasts.show(TIPS.shareFailed);
  return sent;
}

/** More games: the host's list on a mini-game platform; elsewhere the same words as sharing. */
export function moreGames(runtime: Runtime): void {
  runtime.toasts.show(runtime.platform.name === 'minigame' ? TIPS.comingSoon : TIPS.miniGameOnly);
}
