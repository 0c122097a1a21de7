// A reward of variant B's meta (a sign-in day, a chest) as the canvas draws it: each item a coin or the prop's skill
// picture on its colour, with its amount under it, the items in a row that wraps. Pure: what each item says and is
// called, and where it sits; RewardItems.tsx draws it.
import { REWARD_ITEMS, type Reward, type RewardItem } from '../../core/signIn';
import type { MessageKey, Translate } from '../../i18n';
import { skillLook, type SkillIndex, type SkillTone } from '../skillLooks';

/** The skill each prop of a reward is. */
export const PROP_INDEX: Readonly<Record<Exclude<RewardItem, 'coin1'>, SkillIndex>> = { prop0: 0, prop1: 1, prop2: 2 };

/** A reward's amount as its card shows it: coins as a number, props as 'xN'. */
export function rewardAmountLabel(item: RewardItem, amount: number): string {
  const n = Math.max(0, Math.floor(Number.isFinite(amount) ? amount : 0));
  return item === 'coin1' ? String(n) : `x${n}`;
}

/** One item of a reward as it is shown. */
export interface RewardEntry {
  item: RewardItem;
  /** What is written under its picture ('200', 'x2'). */
  amount: string;
  /** What it is announced as ('Coins 200', 'Clear plate x2'). */
  label: string;
  /** The prop's skill (its picture and colour), or null for coins. */
  prop: { skill: SkillIndex; tone: SkillTone } | null;
}

/** The items a reward holds (those above 0), in display order, in the language of `t`. */
export function rewardEntries(t: Translate, reward: Reward): RewardEntry[] {
  return REWARD_ITEMS.filter((item) => (reward[item] ?? 0) > 0).map((item) => {
    const n = reward[item] ?? 0;
    const amount = rewardAmountLabel(item, n);
    if (item === 'coin1') {
      return { item, amount, label: t('common.coinsLabel', { coins: Math.floor(n) }), prop: null };
    }
    const skill = PROP_INDEX[item];
    return {
      item,
      amount,
      label: `${t(`skill.b.name${skill}` as MessageKey)} ${amount}`,
      prop: { skill, tone: skillLook(skill).tone },
    };
  });
}

/** How a row of items is set: the picture's size, the amount's type, and the gaps. */
export interface RewardRowLook {
  /** The coin's or the prop disc's diameter. */
  size: number;
  /** The amount's type size (line height 1). */
  fontSize: number;
  /** Between items in a row, and between rows. */
  gapX: number;
  gapY: number;
}

/** The sign-in card's items (66 px; 60 on the wide card) and the award's (92 px, amounts of 44 px). */
export const REWARD_LOOKS = {
  card: { size: 66, fontSize: 30, gapX: 14, gapY: 6 },
  wideCard: { size: 60, fontSize: 30, gapX: 14, gapY: 6 },
  award: { size: 92, fontSize: 44, gapX: 26, gapY: 22 },
} as const satisfies Record<string, RewardRowLook>;

/** Between an item's picture and its amount. */
export const AMOUNT_GAP = 4;
/** The prop disc's white rim, its ledge, and its picture against its size. */
export const PROP_DISC = { rim: 4, ledge: 4, icon: 0.72 } as const;

/** Where a reward's items sit: each item's centre x and top y, and the block's size; centred on x = 0. */
export interface RewardLayout {
  items: { x: number; y: number; width: number }[];
  width: number;
  height: number;
}

/**
 * Lays out `entries` in rows no wider than `maxWidth` (a row takes what fits, at least one item), each row
 * centred; `measure(text, fontSize)` gives an amount's width in px.
 */
export function rewardLayout(
  entries: readonly RewardEntry[],
  look: RewardRowLook,
  maxWidth: number,
  measure: (text: string, fontSize: number) => number,
): RewardLayout {
  const itemHeight = look.size + AMOUNT_GAP + look.fontSize;
  const widths = entries.map((e) => Math.max(look.size, Math.ceil(measure(e.amount, look.fontSize))));
  const rows: number[][] = [];
  let row: number[] = [];
  let rowWidth = 0;
  widths.forEach((w, i) => {
    const next = row.length === 0 ? w : rowWidth + look.gapX + w;
    if (row.length > 0 && next > maxWidth) {
      rows.push(row);
      row = [i];
      rowWidth = w;
    } else {
      row.push(i);
      rowWidth = next;
    }
  });
  if (row.length > 0) rows.push(row);
  const items: RewardLayout['items'] = [];
  let widest = 0;
  rows.forEach((indices, r) => {
    const total = indices.reduce((sum, i) => sum + widths[i]!, 0) + look.gapX * (indices.length - 1);
    widest = Math.max(widest, total);
    let x = -total / 2;
    for (const i of indices) {
      items[i] = { x: x + widths[i]! / 2, y: r * (itemHeight + look.gapY), width: widths[i]! };
      x += widths[i]! + look.gapX;
    }
  });
  const height = rows.length === 0 ? 0 : rows.length * itemHeight + (rows.length - 1) * look.gapY;
  return { items, width: widest, height };
}

/** The award popup's measures: a 600 px panel, the open chest 230 px over its top. */
export const AWARD = {
  width: 600,
  /** The body's width: 600 less the border and the usual side padding. */
  bodyWidth: 600 - 2 * 8 - 2 * 48,
  padTop: 120,
  /** The chest: 230 px, its top 250 px above the panel's padding box, its drop 12 px down. */
  chest: { size: 230, top: -250, drop: 12 },
  /** Room above and below the items (their CSS margins, less nothing: the body's gap stays). */
  itemsBefore: 10,
  itemsAfter: 6,
} as const;

/** The test id of an item of the award ('award-item-coin1'): it reads its amount, named by what it is. */
export function awardItemId(entry: Pick<RewardEntry, 'item'>): string {
  return `award-item-${entry.item}`;
}
