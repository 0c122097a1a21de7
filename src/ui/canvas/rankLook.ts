// The leaderboard (rank) panel as the canvas draws it: a gold podium over the ribbon, a gold medal with 'Your rank' and
// '#N' (a spinner while the platform answers), a note when the player has no rank yet, the best score, Share (with
// Invite beside it where the host invites) and the watch-an-ad offer. Pure: words, sizes and what is shown;
// RankLayer.tsx draws it.
import type { Translate } from '../../i18n';
import type { RankBoardView } from './rankBoardLook';

/** The leaderboard's rewarded-ad offer. */
export interface RankAdReward {
  /** Coins the ad gives (the spec's +200). */
  coins: number;
  onWatch: () => void;
}

/** Props of the rank layer. */
export interface RankLayerProps {
  /** The player's place, 1 for the top; null when the platform has none. */
  rank: number | null;
  best: number;
  /** The platform has not answered yet: the medal shows a spinner. */
  loading: boolean;
  onShare: () => void;
  /** Invites friends through the host (a button beside Share) where the host invites. */
  onInvite?: () => void;
  onClose: () => void;
  /** Shows the ad-reward panel when given. */
  adReward?: RankAdReward;
  /**
   * A ranking the host draws on a canvas of its own (mini-games' friends or group ranking on the shared canvas):
   * shown in the medal's place, with arrows that turn its pages.
   */
  board?: RankBoardView;
}

/** The rank layer's controls' group (its mirror). */
export const RANK_GROUP = 'rank';

/** The rank as the medal shows it: '#N', or '—' when there is none. */
export function rankLabel(rank: number | null): string {
  return rank !== null && Number.isFinite(rank) && rank >= 1 ? `#${Math.floor(rank)}` : '—';
}

/** The rank's type on the medal: 96 px, smaller for long numbers so that '#1234567' still fits across it. */
export function rankValueSize(label: string): number {
  return Math.min(96, Math.floor(300 / Math.max(1, label.length)));
}

/** The rank panel's measures in design px. */
export const RANK = {
  /** The body starts 116 px under the panel's top (the ribbon and the podium above it). */
  padTop: 116,
  /** The podium: 150 px, its top 210 px above the panel's padding box; it pops in after 200 ms. */
  crown: { size: 150, top: -210, delayMs: 200, ms: 420, ledge: 8 },
  medal: {
    size: 260,
    border: 10,
    /** The white inner ring inside the border. */
    ring: 6,
    ledge: 12,
    /** 'Your rank': 30 px, smaller for a long translation (20 at least), in the room across the medal. */
    label: { fontSize: 30, minFontSize: 20, room: 200 },
    labelGap: 2,
    /** The spinner: 76 px, a 10 px ring, once round in 800 ms (2 s under reduced motion). */
    spinner: { size: 76, width: 10, ms: 800, stillMs: 2000, margin: 8 },
  },
  /** The best score: a gold trophy, 'Best' and the score on a soft sunken pill. */
  best: { icon: 52, gap: 12, padLeft: 18, padRight: 30, padY: 8, label: 30, value: 40, radius: 34 },
  /** Share and Invite side by side, 36 px apart; Invite is a round 116 px button. */
  rowGap: 36,
  invite: { size: 116, icon: 58 },
  /** The ad offer: a sunken card the body's width, holding one wide green button of two set lines. */
  ad: {
    padTop: 22,
    padSide: 18,
    padBottom: 30,
    radius: 34,
    button: { minHeight: 116, padY: 12, padX: 26, gap: 14, icon: 60, radius: 34 },
    /** 'Watch an ad for' (30 px, 20 at least) over the amount with a coin (42 px, 28 at least). */
    line: { fontSize: 30, minFontSize: 20, lineHeight: 1.1 },
    amount: { fontSize: 42, minFontSize: 28, coin: 44, gap: 8, lineHeight: 1.1 },
  },
  /** The medal's gold, its rim, its shadow and the words on it. */
  colours: {
    rim: 0xfff3c4,
    light: 0xfff1a8,
    gold: 0xffc21a,
    deep: 0xe49a00,
    ledge: 0xb86f00,
    label: 0x8a4a00,
    podium: 0xffc21a,
    podiumCut: 0xd98a00,
    amount: 0xfff7b0,
  },
} as const;

/** A type size that fits `em` (a text's width at 1 px) into `room`: `max`, or smaller down to `min`. */
export function fitSize(em: number, room: number, max: number, min: number): number {
  if (em <= 0 || em * max <= room) return max;
  return Math.max(min, Math.floor(room / em));
}

/** What the rank panel says. */
export interface RankWords {
  title: string;
  /** 'Your rank' on the medal. */
  medalLabel: string;
  /** The medal's name: 'Your rank #27', or 'Your rank: loading'. */
  medalName: string;
  /** '#27' or '—'; null while loading (the spinner shows). */
  value: string | null;
  valueSize: number;
  /** 'Not ranked yet…' when the platform answered with no rank. */
  note: string | null;
  best: { label: string; value: string; text: string };
  share: string;
  /** The invite button's name where the host invites. */
  invite: string | null;
  /** The ad offer's two lines and what its button reads ('Watch an ad for +200 coins'). */
  ad: { line: string; amount: string; text: string } | null;
  /** The host's ranking board's name and its arrows' (when the host draws one). */
  board: { name: string; prev: string; next: string } | null;
}

/** The rank panel's words for its props, in the language of `t`. */
export function rankWords(
  t: Translate,
  props: Pick<RankLayerProps, 'rank' | 'best' | 'loading'> & {
    invite: boolean;
    adCoins: number | null;
    board?: boolean;
  },
): RankWords {
  const label = rankLabel(props.rank);
  const bestLabel = t('common.best');
  const best = String(Math.max(0, Math.floor(Number.isFinite(props.best) ? props.best : 0)));
  const ad =
    props.adCoins === null
      ? null
      : (() => {
          const line = t('rank.watchAdFor');
          const amount = t('rank.adCoins', { coins: Math.max(0, Math.floor(props.adCoins)) });
          return { line, amount, text: `${line} ${amount}` };
        })();
  return {
    title: t('rank.title'),
    medalLabel: t('rank.yourRank'),
    medalName: props.loading ? t('rank.loading') : t('rank.yourRankIs', { rank: label }),
    value: props.loading ? null : label,
    valueSize: rankValueSize(label),
    // With the host's board there is no medal: the board shows the player's place among friends.
    note: !props.board && !props.loading && props.rank === null ? t('rank.notRanked') : null,
    best: { label: bestLabel, value: best, text: `${bestLabel} ${best}` },
    share: t('common.share'),
    invite: props.invite ? t('rank.invite') : null,
    ad,
    board: props.board ? rankBoardWords(t) : null,
  };
}

/** The host's ranking board's name and its arrows' labels (the rank layer's and the challenge result's). */
export function rankBoardWords(t: Translate): { name: string; prev: string; next: string } {
  return { name: t('rank.board'), prev: t('rank.prevPage'), next: t('rank.nextPage') };
}
