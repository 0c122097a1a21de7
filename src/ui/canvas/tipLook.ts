// What the tip (prop) panel offers, in words: the skill's title and description (the variant's own unless
// given), the count held, and its buttons: Use with a prop held; else Watch ad (switched off, yet still
// taking taps, when no ad is loaded) and the coin price, with the balance under it (red when short).
// Pure: the canvas layer draws it, the tests pin it.
import { translateText, type Translate } from '../../i18n';
import type { Skin } from '../skin';
import { skillText, type SkillIndex } from '../skillLooks';

/** What the tip is opened with. */
export interface TipContentInput {
  skill: SkillIndex;
  /** The ribbon title; default the skill's title ('Add a slot'). An English text of the game is translated. */
  title?: string;
  /** One or two sentences on what the skill does; default the skill's own. An English text is translated. */
  description?: string;
  /** Props of this skill held: above 0 the main button uses one. */
  props: number;
  /** The skill's coin price, on the coin button. */
  price: number;
  /** The player's balance, shown under the coin button. */
  coins: number;
  /** A rewarded video is loaded. Without one the ad button looks switched off but still reports taps. */
  adAvailable: boolean;
}

/** One of the tip's buttons. */
export interface TipButton {
  id: 'tip-submit' | 'tip-coins';
  kind: 'use' | 'watch' | 'coins';
  text: string;
  /** What it is announced as. */
  label: string;
  /** Drawn switched off (no ad loaded); taps still reach the layer, which says why. */
  unavailable: boolean;
  /** The price is more than the player has. */
  short: boolean;
}

/** The tip's words and buttons. */
export interface TipContent {
  heading: string;
  description: string;
  /** 'x 3' on the medal with props held, else null. */
  count: string | null;
  buttons: TipButton[];
  /** 'You have' and the balance under the coin button (none with a prop held). */
  balance: { before: string; after: string; short: boolean } | null;
}

/** The tip's content for `input`, in the player's language and the variant's words. */
export function tipContent(t: Translate, skillWords: Skin['skillWords'], input: TipContentInput): TipContent {
  const own = skillText(t, input.skill, skillWords);
  const heading = input.title === undefined ? own.title : translateText(input.title, t);
  const description = input.description === undefined ? own.description : translateText(input.description, t);
  const held = Math.max(0, Math.floor(input.props));
  if (held > 0) {
    return {
      heading,
      description,
      count: `x ${held}`,
      buttons: [
        {
          id: 'tip-submit',
          kind: 'use',
          text: t('tip.use'),
          label: t('tip.useLabel', { count: held }),
          unavailable: false,
          short: false,
        },
      ],
      balance: null,
    };
  }
  const short = input.coins < input.price;
  return {
    heading,
    description,
    count: null,
    buttons: [
      {
        id: 'tip-submit',
        kind: 'watch',
        text: t('tip.watchAd'),
        label: t(input.adAvailable ? 'tip.watchAd' : 'tip.watchAdNone'),
        unavailable: !input.adAvailable,
        short: false,
      },
      {
        id: 'tip-coins',
        kind: 'coins',
        text: String(input.price),
        label: t('tip.pay', { price: input.price }),
        unavailable: false,
        short,
      },
    ],
    balance: { before: t('tip.youHave'), after: String(Math.max(0, Math.floor(input.coins))), short },
  };
}
