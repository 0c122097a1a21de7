// A fake of the FBInstant 7.1 SDK, written from its reference: ad instances load once and show once, a show
// before a load rejects ADS_NOT_LOADED, calls reject with an APIError `{ code, message }`, player data is a
// key-value object, onPause keeps one callback, and the Graph API answers per path. shareAsync, inviteAsync and
// updateAsync require `image`, a base64 data URL, and `text` (INVALID_PARAM otherwise); a custom update also
// needs action 'CUSTOM', a template and a 7.x strategy ('IMMEDIATE' or 'LAST'); shareAsync resolves when its
// dialog closes, whether or not the player shared. No imports from vitest or src (types only).
import type {
  FBInstantApi,
  InstantAdInstance,
  InstantErrorCode,
  InstantTournament,
  InstantTournamentConfig,
} from '../../../../src/platform/instantGamesApi';

/** An APIError as the SDK rejects with. */
export function apiError(code: InstantErrorCode, message = code.toLowerCase()) {
  return { code, message };
}

type AdKind = 'rewarded' | 'interstitial';

/** One ad instance the fake handed out. */
export interface FakeAdInstance extends InstantAdInstance {
  kind: AdKind;
  loaded: boolean;
  shown: boolean;
  loadCalls: number;
}

/** A tournament the fake made or knows. */
export interface FakeTournament {
  id: string;
  contextId: string;
  endTime: number;
  title?: string;
}

function tournamentOf(t: FakeTournament): InstantTournament {
  return {
    getID: () => t.id,
    getContextID: () => t.contextId,
    getEndTime: () => t.endTime,
    getTitle: () => t.title ?? null,
  };
}

/** The fake and the knobs a test turns. */
/** Options of the fake: the player's name and photo, and how long an ad plays once shown (ms, default 0). */
export interface FakeFBInstantOptions {
  withNameAndPhoto?: boolean;
  adMs?: number;
  /** State to start from (the page's end-to-end tests set the player, context, entry data, boards, tournaments). */
  state?: Record<string, unknown>;
}

export function createFakeFBInstant(options: FakeFBInstantOptions = {}) {
  const calls: string[] = [];
  /** Codes the next loadAsync / showAsync of each kind reject with (shifted per call); empty means success. */
  const loadErrors: Record<AdKind, InstantErrorCode[]> = { rewarded: [], interstitial: [] };
  const showErrors: Record<AdKind, InstantErrorCode[]> = { rewarded: [], interstitial: [] };
  const instances: FakeAdInstance[] = [];
  let initialized = false;
  let pauseCallback: (() => void) | null = null;

  const state = {
    playerId: 'fb-player-1' as string | null,
    data: {} as Record<string, unknown>,
    setDataCalls: [] as Record<string, unknown>[],
    getDataError: null as InstantErrorCode | null,
    setDataError: null as InstantErrorCode | null,
    progress: [] as number[],
    contextId: 'ctx-0' as string | null,
    /** The code the next context call rejects with. */
    contextError: null as InstantErrorCode | null,
    players: [{ id: 'p2' }, { id: 'p3' }],
    /** The context chooseAsync moves the game into (the friend the player picked); null: the picker was closed. */
    chooseTo: 'ctx-friend' as string | null,
    /** The data of the update or share the game was opened from. */
    entryPointData: null as Record<string, unknown> | null,
    /** Contextual leaderboards (`name.contextId`): each player's best score, higher is better. */
    boards: {} as Record<string, { playerId: string; name: string | null; score: number }[]>,
    /** The code every contextual leaderboard call rejects with (NETWORK_FAILURE, RATE_LIMITED...); null: none. */
    boardError: null as InstantErrorCode | null,
    /** postSessionScoreAsync rejects with this code (the reference names RATE_LIMITED among its errors). */
    sessionScoreError: null as InstantErrorCode | null,
    bannerError: null as InstantErrorCode | null,
    bannerLoads: [] as string[],
    bannerHidden: 0,
    shares: [] as unknown[],
    invites: [] as unknown[],
    updates: [] as unknown[],
    /** The code the next share, invite or update rejects with (after its payload passed the checks). */
    socialError: null as InstantErrorCode | null,
    scores: [] as number[],
    sessionScores: [] as number[],
    entry: { rank: 4, score: 120 } as { rank: number; score: number } | null,
    currentTournament: null as FakeTournament | null,
    /** Tournaments the host knows (made here or given by a test), with the data they were made with. */
    knownTournaments: [] as (FakeTournament & { data?: Record<string, unknown> | null })[],
    /** postScoreAsync outside a tournament context rejects (INVALID_OPERATION). */
    strictTournaments: false,
    createdTournaments: [] as { initialScore: number; config: InstantTournamentConfig }[],
    joined: [] as string[],
    tournamentScores: [] as number[],
    tournamentShares: [] as unknown[],
    graphCalls: [] as { path: string; method?: string; params?: Record<string, unknown> }[],
    /** Indexes (in call order) of Graph API calls that reject. */
    graphFailures: new Set<number>(),
    haptics: 0,
  };

  Object.assign(state, options.state);

  const instanceFor = (kind: AdKind, placementID: string): FakeAdInstance => {
    const instance: FakeAdInstance = {
      kind,
      loaded: false,
      shown: false,
      loadCalls: 0,
      getPlacementID: () => placementID,
      async loadAsync() {
        instance.loadCalls++;
        calls.push(`${kind}.loadAsync`);
        const code = loadErrors[kind].shift();
        if (code) throw apiError(code);
        instance.loaded = true;
      },
      async showAsync() {
        calls.push(`${kind}.showAsync`);
        if (!instance.loaded || instance.shown) throw apiError('ADS_NOT_LOADED');
        const code = showErrors[kind].shift();
        if (code === 'ADS_NOT_LOADED') instance.loaded = false;
        else instance.shown = true;
        if (code) throw apiError(code);
        // The ad covers the game until the player is done with it.
        if (options.adMs) await new Promise((resolve) => setTimeout(resolve, options.adMs));
      },
    };
    instances.push(instance);
    return instance;
  };

  const guard = (what: string) => {
    calls.push(what);
    if (!initialized) throw apiError('INVALID_OPERATION', `${what} before initializeAsync`);
  };

  const contextCall = async (what: string) => {
    guard(what);
    const code = state.contextError;
    state.contextError = null;
    if (code) throw apiError(code);
  };

  /** The checks every social payload meets: a base64 data URL picture and a text. */
  const socialCall = async (what: string, payload: { image?: unknown; text?: unknown }) => {
    guard(what);
    if (typeof payload.image !== 'string' || !/^data:image\/[a-z0-9.+-]+;base64,[a-z0-9+/]+=*$/i.test(payload.image))
      throw apiError('INVALID_PARAM', `${what}: image must be a base64 data URL`);
    if (!payload.text) throw apiError('INVALID_PARAM', `${what}: text is required`);
    const code = state.socialError;
    state.socialError = null;
    if (code) throw apiError(code);
  };

  const fb: FBInstantApi = {
    async initializeAsync() {
      calls.push('initializeAsync');
      initialized = true;
    },
    setLoadingProgress(percentage) {
      guard('setLoadingProgress');
      state.progress.push(percentage);
    },
    async startGameAsync() {
      guard('startGameAsync');
    },
    onPause(callback) {
      pauseCallback = callback;
    },
    player: {
      getID: () => state.playerId,
      ...(options.withNameAndPhoto ? { getName: () => 'Ada', getPhoto: () => 'https://photo/ada.png' } : {}),
      async getDataAsync(keys) {
        guard('getDataAsync');
        if (state.getDataError) throw apiError(state.getDataError);
        return Object.fromEntries(keys.filter((k) => k in state.data).map((k) => [k, state.data[k]]));
      },
      async setDataAsync(data) {
        guard('setDataAsync');
        state.setDataCalls.push(data);
        if (state.setDataError) throw apiError(state.setDataError);
        Object.assign(state.data, data);
      },
      async flushDataAsync() {
        calls.push('flushDataAsync');
      },
    },
    context: {
      getID: () => state.contextId,
      async chooseAsync() {
        await contextCall('context.chooseAsync');
        if (state.chooseTo === null) throw apiError('USER_INPUT', 'the player closed the picker');
        if (state.chooseTo === state.contextId) throw apiError('SAME_CONTEXT');
        state.contextId = state.chooseTo;
      },
      createAsync: () => contextCall('context.createAsync'),
      async switchAsync(contextID) {
        await contextCall('context.switchAsync');
        state.contextId = contextID;
      },
      async getPlayersAsync() {
        await contextCall('context.getPlayersAsync');
        return state.players.map((p) => ({ getID: () => p.id, getName: () => null, getPhoto: () => null }));
      },
    },
    async getRewardedVideoAsync(placementID) {
      guard('getRewardedVideoAsync');
      return instanceFor('rewarded', placementID);
    },
    async getInterstitialAdAsync(placementID) {
      guard('getInterstitialAdAsync');
      return instanceFor('interstitial', placementID);
    },
    async loadBannerAdAsync(placementID) {
      guard('loadBannerAdAsync');
      state.bannerLoads.push(placementID);
      if (state.bannerError) throw apiError(state.bannerError);
    },
    async hideBannerAdAsync() {
      state.bannerHidden++;
    },
    async shareAsync(payload) {
      await socialCall('shareAsync', payload);
      state.shares.push(payload);
    },
    async inviteAsync(payload) {
      await socialCall('inviteAsync', payload);
      state.invites.push(payload);
    },
    async updateAsync(payload) {
      await socialCall('updateAsync', payload);
      if (payload.action !== 'CUSTOM' || !payload.template)
        throw apiError('INVALID_PARAM', 'a custom update needs action CUSTOM and a template');
      if (payload.strategy !== undefined && payload.strategy !== 'IMMEDIATE' && payload.strategy !== 'LAST')
        throw apiError('INVALID_PARAM', `unknown strategy ${String(payload.strategy)}`);
      state.updates.push(payload);
    },
    getEntryPointData: () => state.entryPointData,
    async getLeaderboardAsync(name) {
      guard(`getLeaderboardAsync(${name})`);
      const dot = name.indexOf('.');
      if (dot > 0) {
        // A contextual leaderboard: scores only from its own context; entries best first.
        const contextId = name.slice(dot + 1);
        const rows = (state.boards[name] ??= []);
        const ranked = () => [...rows].sort((a, b) => b.score - a.score);
        const entryOf = (row: (typeof rows)[number]) => ({
          getRank: () => ranked().indexOf(row) + 1,
          getScore: () => row.score,
          getPlayer: () => ({ getID: () => row.playerId, getName: () => row.name }),
        });
        return {
          async setScoreAsync(score) {
            if (state.boardError) throw apiError(state.boardError);
            if (contextId !== state.contextId) throw apiError('INVALID_OPERATION', 'not this context');
            const id = state.playerId ?? '';
            let row = rows.find((r) => r.playerId === id);
            if (!row) rows.push((row = { playerId: id, name: null, score }));
            row.score = Math.max(row.score, score);
            return entryOf(row);
          },
          async getPlayerEntryAsync() {
            const row = rows.find((r) => r.playerId === state.playerId);
            return row ? entryOf(row) : null;
          },
          async getEntriesAsync(count, offset) {
            if (state.boardError) throw apiError(state.boardError);
            return ranked()
              .slice(offset, offset + count)
              .map(entryOf);
          },
        };
      }
      return {
        async setScoreAsync(score) {
          state.scores.push(score);
          return { getRank: () => 1, getScore: () => score };
        },
        async getPlayerEntryAsync() {
          const entry = state.entry;
          return entry ? { getRank: () => entry.rank, getScore: () => entry.score } : null;
        },
      };
    },
    async postSessionScoreAsync(score) {
      if (state.sessionScoreError) throw apiError(state.sessionScoreError);
      state.sessionScores.push(score);
    },
    async getTournamentAsync() {
      guard('getTournamentAsync');
      if (!state.currentTournament) throw apiError('TOURNAMENT_NOT_FOUND');
      return tournamentOf(state.currentTournament);
    },
    tournament: {
      // 8.0 reference: createAsync opens the creation dialog unless the player is in a tournament session
      // already, and the game continues in the new tournament's context; joinAsync moves it into that
      // tournament's context; postScoreAsync belongs inside a tournament context.
      async createAsync(payload) {
        guard('tournament.createAsync');
        if (state.currentTournament && state.contextId === state.currentTournament.contextId)
          throw apiError('INVALID_OPERATION', 'already in a tournament session');
        state.createdTournaments.push({ initialScore: payload.initialScore, config: payload.config });
        const made = { id: 't-new', contextId: 'ctx-new', endTime: payload.config.endTime ?? 0 };
        state.knownTournaments.push({ ...made, data: payload.data ?? null });
        state.currentTournament = made;
        state.contextId = made.contextId;
        return tournamentOf(made);
      },
      async joinAsync(id) {
        guard('tournament.joinAsync');
        const known = state.knownTournaments.find((t) => t.id === id);
        if (id === 'missing' || (state.knownTournaments.length > 0 && !known)) throw apiError('TOURNAMENT_NOT_FOUND');
        state.joined.push(id);
        if (known) {
          state.currentTournament = known;
          state.contextId = known.contextId;
        }
      },
      async postScoreAsync(score) {
        guard('tournament.postScoreAsync');
        if (state.strictTournaments && !state.currentTournament)
          throw apiError('INVALID_OPERATION', 'not in a tournament context');
        state.tournamentScores.push(score);
      },
      async shareAsync(payload) {
        guard('tournament.shareAsync');
        state.tournamentShares.push(payload);
      },
    },
    graphApi: {
      async requestAsync(path, method, params) {
        const index = state.graphCalls.length;
        state.graphCalls.push({ path, method, params });
        if (state.graphFailures.has(index)) throw apiError('NETWORK_FAILURE');
        return { success: true };
      },
    },
    async performHapticFeedbackAsync() {
      state.haptics++;
    },
  };

  return {
    fb,
    sdk: fb,
    state,
    calls,
    instances,
    loadErrors,
    showErrors,
    /** The host pauses the game (app backgrounded). */
    firePause: () => pauseCallback?.(),
  };
}

/** The type of {@link createFakeFBInstant}'s result. */
export type FakeFBInstant = ReturnType<typeof createFakeFBInstant>;

/** Puts the FBInstant global on `win` as the SDK script does, and returns the fake's handle. */
export function installFakeFBInstant(win: Record<string, unknown>, options: FakeFBInstantOptions = {}): FakeFBInstant {
  const fake = createFakeFBInstant(options);
  win.FBInstant = fake.fb;
  return fake;
}
