// The open-data context's program: it takes the game's messages (openDataProtocol.ts), asks the host for the
// friends' or the group's hosted data (their ladder records, or their records of one friend challenge), and
// paints the ranking on the shared canvas (rankPainter.ts). A refused or failing call paints the failure message
// (the game's panel stays usable); a malformed message is dropped with a reason in the log; an answer that comes
// after the ranking was hidden or asked again is ignored.
import { callMiniGame, miniGameErrMsg, type MiniGameKind } from '../miniGameApi';
import type { OpenDataApi, OpenDataImage, UserGameData } from './openDataApi';
import { DEFAULT_RANK_LABELS, parseOpenDataMessage, type RankChallenge, type RankLabels } from './openDataProtocol';
import { pageCount, paintRanks, rankLayout, type RankView } from './rankPainter';
import { rankKey, rankRows, type RankSelf } from './rankRows';

/** What a test (or the harness) may read of a running context. */
export interface OpenDataController {
  /** Takes one posted message (what `onMessage` calls). */
  receive(raw: unknown): void;
  /** What the shared canvas shows now, or null when the ranking is hidden. */
  view(): RankView | null;
}

type Log = (message: string, detail?: unknown) => void;

interface Avatar {
  image: OpenDataImage;
  loaded: boolean;
}

/** Starts the context over the host's global (`wx` or `tt`): listens to the game's messages. */
export function startOpenDataContext(
  api: OpenDataApi,
  kind: MiniGameKind,
  log: Log = console.warn,
): OpenDataController {
  const canvas = api.getSharedCanvas();
  const ctx = canvas.getContext('2d');
  const self: RankSelf = { openid: null, nickname: null, avatarUrl: null, score: null };
  const avatars = new Map<string, Avatar>();
  let labels: RankLabels = DEFAULT_RANK_LABELS;
  let users: UserGameData[] = [];
  let view: RankView | null = null;
  // The challenge the ranking shown is of (null: the ladder's).
  let challenge: RankChallenge | null = null;
  // Bumped by every getRank and hide: an answer for an older request is not drawn.
  let request = 0;
  let selfAsked = false;

  const imageOf = (url: string): unknown => {
    if (!/^https?:\/\//.test(url) || !api.createImage) return null;
    const known = avatars.get(url);
    if (known) return known.loaded ? known.image : null;
    try {
      const image = api.createImage();
      const avatar: Avatar = { image, loaded: false };
      avatars.set(url, avatar);
      image.onload = () => {
        avatar.loaded = true;
        paint();
      };
      image.onerror = (error) => log(`Open data: the avatar ${url} did not load.`, error);
      image.src = url;
    } catch (error) {
      log('Open data: createImage failed.', error);
    }
    return null;
  };

  function paint(): void {
    if (!ctx) return;
    if (view === null) {
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      return;
    }
    paintRanks(ctx, canvas.width, canvas.height, view, imageOf);
  }

  const show = (state: RankView['state'], rows = view?.rows ?? []) => {
    if (view === null) return;
    const message =
      state === 'loading' ? labels.loading : state === 'failed' ? labels.failed : state === 'empty' ? labels.empty : '';
    view = { ...view, state, message, rows };
    paint();
  };

  // The rows of what is shown: the player's fresh score is the challenge's on a challenge's ranking.
  const rowsNow = () =>
    challenge === null
      ? rankRows(users, kind, self)
      : rankRows(users, kind, { ...self, score: challenge.score }, challenge.seed);

  const rerank = () => {
    if (view === null || view.state === 'loading' || view.state === 'failed') return;
    const rows = rowsNow();
    show(rows.length > 0 ? 'ready' : 'empty', rows);
  };

  const askSelf = async () => {
    if (selfAsked || !api.getUserInfo) return;
    selfAsked = true;
    const getUserInfo = api.getUserInfo.bind(api);
    try {
      const { data } = await callMiniGame<{ data: { openId?: string; nickName?: string; avatarUrl?: string }[] }>(
        (cb) => getUserInfo({ openIdList: ['selfOpenId'], ...cb }),
      );
      const me = Array.isArray(data) ? data[0] : undefined;
      self.openid = typeof me?.openId === 'string' && me.openId !== '' ? me.openId : null;
      self.nickname = typeof me?.nickName === 'string' ? me.nickName : null;
      self.avatarUrl = typeof me?.avatarUrl === 'string' && me.avatarUrl !== '' ? me.avatarUrl : null;
    } catch (error) {
      // The ranking still shows; the player's row is not marked.
      selfAsked = false;
      log(`Open data: reading the player (getUserInfo) failed (${miniGameErrMsg(error)}).`, error);
    }
  };

  const fetchUsers = (
    scope: 'friends' | 'group',
    shareTicket: string | null,
    seed: string | null,
  ): Promise<{ data: UserGameData[] }> => {
    const keyList = [rankKey(seed)];
    if (scope === 'group') {
      const getGroup = api.getGroupCloudStorage?.bind(api);
      if (!getGroup || shareTicket === null) return Promise.reject(new Error('group rankings are not offered here'));
      return callMiniGame((cb) => getGroup({ shareTicket, keyList, ...cb }));
    }
    const getFriends = api.getFriendCloudStorage?.bind(api);
    if (getFriends) return callMiniGame((cb) => getFriends({ keyList, ...cb }));
    const byRelation = api.getCloudStorageByRelation?.bind(api);
    if (byRelation) return callMiniGame((cb) => byRelation({ type: 'friend', keyList, ...cb }));
    return Promise.reject(new Error('no friend ranking call on this host'));
  };

  const getRank = async (scope: 'friends' | 'group', shareTicket: string | null, asked: RankChallenge | null) => {
    const mine = ++request;
    challenge = asked;
    view = {
      title: scope === 'group' ? labels.group : labels.friends,
      state: 'loading',
      message: '',
      rows: [],
      page: 0,
      you: labels.you,
    };
    show('loading');
    try {
      const [answer] = await Promise.all([fetchUsers(scope, shareTicket, asked?.seed ?? null), askSelf()]);
      if (mine !== request) return;
      users = Array.isArray(answer?.data) ? answer.data : [];
      const rows = rowsNow();
      show(rows.length > 0 ? 'ready' : 'empty', rows);
    } catch (error) {
      if (mine !== request) return;
      log(
        `Open data: the ${scope === 'group' ? 'group' : 'friends'} ranking could not be read (${miniGameErrMsg(error)}).`,
        error,
      );
      show('failed', []);
    }
  };

  const receive = (raw: unknown) => {
    const parsed = parseOpenDataMessage(raw);
    if (!parsed.ok) {
      log(`Open data: a message was dropped (${parsed.reason}).`);
      return;
    }
    const message = parsed.message;
    switch (message.type) {
      case 'setRank':
        self.score = Math.max(self.score ?? 0, message.score);
        rerank();
        break;
      case 'getRank':
        labels = message.labels;
        void getRank(message.scope, message.shareTicket, message.challenge);
        break;
      case 'page':
        if (view && view.state === 'ready') {
          const pages = pageCount(view.rows.length, rankLayout(canvas.width, canvas.height));
          const page = Math.min(pages - 1, Math.max(0, view.page + message.delta));
          if (page !== view.page) {
            view = { ...view, page };
            paint();
          }
        }
        break;
      case 'hide':
        request += 1;
        view = null;
        paint();
        break;
    }
  };

  if (!ctx) log('Open data: the shared canvas has no 2D context; nothing will be drawn.');
  api.onMessage(receive);
  return { receive, view: () => view };
}
