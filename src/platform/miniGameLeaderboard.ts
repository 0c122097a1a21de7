// The mini-game adapter's leaderboard (WeChat `wx`, Douyin `tt`): the player's best ladder score and their friend
// challenges' scores written to the host's cloud storage (rank record under `wxgame` / `ttgame`, Douyin's game rank
// too; the challenge records of miniGameChallengeRecord.ts), and the rankings the open-data context draws on the
// shared canvas, which the game shows as its rank board. The main context can read none of the hosted data back.
import {
  callMiniGame,
  miniGameErrMsg,
  MINI_GAME_MAX_SCORE,
  MINI_GAME_SCORE_KEY,
  miniGameRankValue,
  type MiniGameApi,
  type MiniGameKind,
} from './miniGameApi';
import {
  challengeRecordsValue,
  MINI_GAME_CHALLENGE_KEY,
  readChallengeRecords,
  withChallengeScore,
} from './miniGameChallengeRecord';
import type { LeaderboardApi, PlatformLog, RankWords } from './platform';

/**
 * The storage key of the player's challenge records as last written to the host's cloud storage, which the game's
 * own context cannot read back (getUserCloudStorage is the open-data context's): each write adds to it.
 */
export const MINI_GAME_CHALLENGES_KEY = 'screw-puzzle.challenges';

/** Douyin's rank zone for tt.setImRankData ('default' is the live one). */
export const MINI_GAME_RANK_ZONE = 'default';

/** What the leaderboard needs of the adapter. */
export interface MiniGameLeaderboardDeps {
  api: MiniGameApi;
  kind: MiniGameKind;
  log: PlatformLog;
  /** Seconds since the epoch (a record's update_time). */
  nowSeconds: () => number;
  /** The device's storage (failures logged by the adapter). */
  storage: { get(key: string): string | null; set(key: string, value: string): void };
  /** The share ticket of the group card the game was opened from (WeChat), or null. */
  shareTicket: () => string | null;
}

/** The leaderboard over the host's cloud storage and open-data context. */
export function createMiniGameLeaderboard(deps: MiniGameLeaderboardDeps): LeaderboardApi {
  const { api, kind, log, nowSeconds, storage, shareTicket } = deps;
  const openDataContext = () => {
    try {
      return api.getOpenDataContext?.() ?? null;
    } catch (error) {
      log('Mini-game: the open-data context could not be had.', error);
      return null;
    }
  };
  const openData = (message: Record<string, unknown>) => {
    try {
      openDataContext()?.postMessage(message);
    } catch (error) {
      log('Mini-game: posting to the open-data context failed.', error);
    }
  };
  /**
   * Sizes the shared canvas for the ranking the game shows. Only a changed size is written: setting a canvas's
   * size clears it, so an unchanged board keeps what the open-data context drew.
   */
  const sizeBoard = (size: { width: number; height: number }) => {
    const canvas = openDataContext()?.canvas;
    if (!canvas) return;
    const width = Math.max(1, Math.round(size.width));
    const height = Math.max(1, Math.round(size.height));
    try {
      if (canvas.width !== width) canvas.width = width;
      if (canvas.height !== height) canvas.height = height;
    } catch (error) {
      log('Mini-game: sizing the shared canvas failed.', error);
    }
  };

  // The open-data context draws the friends' ranking, or the group's when the game was opened from a group's card.
  const askRank = (words: RankWords | undefined, challenge: { seed: string; score: number } | null) =>
    openData({
      type: 'getRank',
      scope: shareTicket() ? 'group' : 'friends',
      shareTicket: shareTicket(),
      ...(words ? { labels: { ...words } } : {}),
      challenge,
    });

  /** A score as the hosts keep it (Int32; Douyin's game rank takes whole numbers from 0), or null when not a number. */
  const scoreOf = (raw: number, what: string): number | null => {
    if (Number.isFinite(raw)) return Math.min(MINI_GAME_MAX_SCORE - 1, Math.max(0, Math.round(raw)));
    log(`Mini-game: the ${what} ${raw} is not a number; not posted.`);
    return null;
  };

  let bestPosted: number | null = null;
  return {
    async postScore(raw) {
      const score = scoreOf(raw, 'score');
      if (score === null) return;
      const value = miniGameRankValue(kind, score, nowSeconds());
      try {
        await callMiniGame((cb) =>
          api.setUserCloudStorage({ KVDataList: [{ key: MINI_GAME_SCORE_KEY, value }], ...cb }),
        );
      } catch (error) {
        log(`Mini-game: saving the score to cloud storage failed (${miniGameErrMsg(error)}).`, error);
      }
      const setImRankData = api.setImRankData?.bind(api);
      if (kind === 'tt' && setImRankData) {
        try {
          await callMiniGame((cb) =>
            setImRankData({ dataType: 0, value: String(score), priority: 0, zoneId: MINI_GAME_RANK_ZONE, ...cb }),
          );
        } catch (error) {
          log(`Mini-game: writing the game rank failed (${miniGameErrMsg(error)}).`, error);
        }
      }
      bestPosted = Math.max(bestPosted ?? 0, score);
      openData({ type: 'setRank', score });
    },
    // The open-data context draws the friends' (or the group's) ranking on the shared canvas, in the game's
    // words; the main context cannot read ranks or the hosted data (getUserCloudStorage is an open-data-only
    // call), so it answers the best score it posted in this session.
    async getRank(words, board) {
      if (board) sizeBoard(board);
      askRank(words, null);
      return { rank: null, score: bestPosted };
    },
    // Friends and groups rank a challenge by its `challenge` records (miniGameChallengeRecord.ts).
    async postChallengeScore(seed, raw) {
      const score = scoreOf(raw, 'challenge score');
      if (score === null) return;
      const records = withChallengeScore(
        readChallengeRecords(storage.get(MINI_GAME_CHALLENGES_KEY)),
        seed,
        score,
        nowSeconds(),
      );
      const value = challengeRecordsValue(records);
      storage.set(MINI_GAME_CHALLENGES_KEY, value);
      try {
        await callMiniGame((cb) =>
          api.setUserCloudStorage({ KVDataList: [{ key: MINI_GAME_CHALLENGE_KEY, value }], ...cb }),
        );
      } catch (error) {
        log(`Mini-game: saving the challenge score to cloud storage failed (${miniGameErrMsg(error)}).`, error);
      }
    },
    getChallengeRank(challenge, words, board) {
      sizeBoard(board);
      askRank(words, { seed: challenge.seed, score: Math.max(0, Math.round(challenge.score)) });
    },
    closeRank() {
      openData({ type: 'hide' });
    },
    // The open-data context draws on the shared canvas; the main context shows it (the default offscreenCanvas
    // mode: "sharedCanvas 绘制完后需要渲染到主屏", wx.getOpenDataContext) and turns its pages by message.
    rankBoard() {
      const canvas = openDataContext()?.canvas;
      if (!canvas) return null;
      return { canvas, page: (delta: number) => openData({ type: 'page', delta }) };
    },
  };
}
