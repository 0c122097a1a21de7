// The picture a mini-game share carries: WeChat and Douyin take a path, not a data URL, so the game's card is
// written to a file of the user's folder first.
import { miniGameErrMsg, type MiniGameApi, type MiniGameKind } from './miniGameApi';
import type { PlatformLog } from './platform';

/** The share card's file in the user's folder: one name, written over at each share, so the folder never fills. */
export const MINI_GAME_SHARE_CARD = 'share-card';

/**
 * The picture a share may carry on `kind`: WeChat takes a network or local path, Douyin a local (ttfile://) or
 * package path only; neither takes a data URL, so the game's card (a data URL) is written to a file in the user's
 * folder first (FileSystemManager.writeFileSync, base64) and its path shared. A card that cannot be written is
 * left out (the host's configured picture is used).
 */
export function shareImage(
  api: MiniGameApi,
  kind: MiniGameKind,
  image: string | undefined,
  log: PlatformLog,
): string | undefined {
  if (!image) return undefined;
  if (image.startsWith('data:')) {
    const card = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=]+)$/.exec(image);
    const folder = api.env?.USER_DATA_PATH;
    const files = api.getFileSystemManager?.();
    if (!card || !folder || !files?.writeFileSync) return undefined;
    const path = `${folder.replace(/\/+$/, '')}/${MINI_GAME_SHARE_CARD}.${card[1] === 'png' ? 'png' : 'jpg'}`;
    try {
      files.writeFileSync(path, card[2]!, 'base64');
      return path;
    } catch (error) {
      log(`Mini-game: the share card could not be written (${miniGameErrMsg(error)}); shared without it.`, error);
      return undefined;
    }
  }
  if (kind === 'tt' && /^https?:/i.test(image)) return undefined;
  return image;
}
