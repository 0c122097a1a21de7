// The skills and coins of variant A (spec sections 4, 5 and 9) as one table, with the pure rules of paying:
// a prop when one is held, else coins when there are enough, else a rewarded ad; a skill that cannot apply
// says why and costs nothing.
import {
  SCREW_SKILLS,
  type SkillBlock,
  type SkillIndex,
  type SkillProp,
  type SkillSpec,
  type SkillTable,
} from './skills';
import type { GameState } from './types';

export { SCREW_SKILLS, type SkillBlock, type SkillIndex, type SkillProp, type SkillSpec, type SkillTable };

/** Variant A's skill indexes, in button order. */
export const SKILL_INDEXES: readonly SkillIndex[] = SCREW_SKILLS.map((_, index) => index);

/** Coins a watched look-ad gives (spec 9: 'Coin add 200'; the rank layer's ad-reward panel too). */
export const LOOK_AD_COINS = 200;

/** The texts of the skill tips, prompts and transient tips (spec sections 2, 5 and 8), in one place. */
export const TIPS = {
  coinsShortage: 'Coins shortage',
  selectBoard: 'Please select the dish you want to break',
  noAds: 'No ads available',
  interrupted: 'Video playback interrupted',
  rewarded: 'Reward has been issued',
  comingSoon: 'Coming soon',
  /** A locked level number tapped on the menu (variant B, spec 5). */
  levelLocked: 'This level has not been unlocked',
  /** Share or more games off a mini-game platform (variant B, spec 5). */
  miniGameOnly: 'Only supported on mini-game platform',
  noProp: 'No prop left',
  notPlaying: 'The level is not being played',
  trayAllOpen: 'All tray slots are already open',
  trayEmpty: 'The tray is empty',
  noBoard: 'No board left to break',
  /** Sharing on the plain web (src/app/share.ts): the link went to the clipboard, or why nothing was shared. */
  linkCopied: 'Link copied',
  shareCancelled: 'Share cancelled',
  shareFailed: 'Could not share',
  copyFailed: 'Could not copy the link',
} as const;

/** The parts of gameData a skill reads and spends: coins and every prop. */
export type SkillWallet = { coin1: number } & Record<SkillProp, number>;

/** How a skill is paid for. */
export type SkillPayment = 'prop' | 'coins' | 'ad';

/** What the tip layer shows for a skill: 'x N' when props > 0, else the coin price and an ad option. */
export interface SkillOffer {
  skill: SkillIndex;
  /** Props of this skill held (the tip shows 'x N' when above 0). */
  props: number;
  /** The coin price. */
  price: number;
  /** True when the balance covers the price. */
  canPayCoins: boolean;
}

/** The tip layer's content for `skill` with this wallet (an index the table lacks offers nothing). */
export function skillOffer(wallet: SkillWallet, skill: SkillIndex, table: SkillTable = SCREW_SKILLS): SkillOffer {
  const spec: SkillSpec | undefined = table[skill];
  if (!spec) return { skill, props: 0, price: 0, canPayCoins: false };
  const props = Math.max(0, wallet[spec.prop]);
  return { skill, props, price: spec.coins, canPayCoins: wallet.coin1 >= spec.coins };
}

/** A payment's answer: the wallet after it, or the tip that says why it cannot be made. */
export type PayResult<W> = { ok: true; wallet: W } | { ok: false; error: string };

/**
 * The wallet after paying for `skill`: a prop (needs one above 0), coins (needs the price, else
 * 'Coins shortage'), or an ad (nothing taken). Never negative; the input is not changed.
 */
export function payWith<W extends SkillWallet>(
  wallet: W,
  skill: SkillIndex,
  payment: SkillPayment,
  table: SkillTable = SCREW_SKILLS,
): PayResult<W> {
  const spec: SkillSpec | undefined = table[skill];
  if (!spec) return { ok: false, error: TIPS.notPlaying };
  switch (payment) {
    case 'prop':
      if (wallet[spec.prop] <= 0) return { ok: false, error: TIPS.noProp };
      return { ok: true, wallet: { ...wallet, [spec.prop]: wallet[spec.prop] - 1 } };
    case 'coins':
      if (wallet.coin1 < spec.coins) return { ok: false, error: TIPS.coinsShortage };
      return { ok: true, wallet: { ...wallet, coin1: wallet.coin1 - spec.coins } };
    case 'ad':
      return { ok: true, wallet };
  }
}

/** Every item of variant A's wallet: coins, the three skills' props and the hint's prop3. */
export type WalletItem = 'coin1' | 'prop0' | 'prop1' | 'prop2' | 'prop3';

/** Every wallet item, in the order an award shows them. */
export const WALLET_ITEMS: readonly WalletItem[] = ['coin1', 'prop0', 'prop1', 'prop2', 'prop3'];

/** Coins and props given at once (a task chest); missing items give nothing. */
export type WalletReward = Partial<Record<WalletItem, number>>;

/** The wallet with the reward added; negative or broken amounts add nothing. The input is not changed. */
export function addWalletReward<W extends Record<WalletItem, number>>(wallet: W, reward: WalletReward): W {
  const next = { ...wallet };
  for (const item of WALLET_ITEMS) {
    const n = reward[item] ?? 0;
    if (Number.isSafeInteger(n) && n > 0) next[item] += n;
  }
  return next;
}

/** The wallet with `coins` more (a look-ad reward); the input is not changed. */
export function addCoins<W extends Pick<SkillWallet, 'coin1'>>(wallet: W, coins: number): W {
  return { ...wallet, coin1: wallet.coin1 + Math.max(0, coins) };
}

/**
 * Why `skill` cannot apply now, in the player's words, or null when it can: no level being played, or
 * the skill's own reason (skill 0 with no locked tray slot left, skill 1 with an empty tray, skill 2 with
 * no board left). A variant may give its own words (variant B: 'Expansion plate are all unlocked').
 */
export function skillBlocker(
  rules: GameState | null,
  skill: SkillIndex,
  words: Record<SkillBlock, string> = TIPS,
  table: SkillTable = SCREW_SKILLS,
): string | null {
  const spec: SkillSpec | undefined = table[skill];
  if (!rules || rules.outcome !== 'playing' || !spec) return words.notPlaying;
  const block = spec.blocker(rules);
  return block === null ? null : words[block];
}
