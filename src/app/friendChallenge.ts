// Friend challenges on the plain web (docs/challenges.md): a challenge link opened at start plays its level
// against the sender's score (or says why it was refused); the result layer sends this play's score on as a
// new signed link. A chunk of its own: it brings the link's signature (Web Crypto) only when needed.
import { parseChallengeSeed } from '../core/challenge';
import {
  challengeLinkSearch,
  readChallengeLink,
  type ChallengeRefusal,
  type ChallengeVariant,
} from '../core/challengeLink';
import { TIPS } from '../core/economy';
import type { Translate } from '../i18n';
import { device } from '../platform/currentDevice';
import type { Runtime } from './runtime';
import { cleanShareUrl, SHARE_TOASTS, webShare } from './share';

/** What the player reads when a link is refused (English: the toast translates it). */
export const CHALLENGE_REFUSAL_TIPS: Readonly<Record<ChallengeRefusal, string>> = {
  tampered: 'This challenge link was changed after it was sent.',
  malformed: 'This challenge link is incomplete or broken.',
  unknownVersion: 'This challenge comes from another version of the game.',
  impossibleScore: "This challenge's score isn't possible, so the link was changed.",
  unverifiable: "This challenge can't be checked here. Open the link over https.",
};

/**
 * The page was opened from a challenge link: a good one plays its level against the sender's score; a
 * refused one says why and leaves the player on the menu with nothing lost. Call once the menu shows.
 */
export async function openChallengeLink(runtime: Pick<Runtime, 'actor' | 'toasts' | 'variant'>, search: string) {
  const read = await readChallengeLink(search);
  if (read.kind === 'none') return;
  if (read.kind === 'refused') return runtime.toasts.show(CHALLENGE_REFUSAL_TIPS[read.reason]);
  // The link's variant is the page's own `?variant=`; a page that shows another one cannot play it.
  if (read.variant !== runtime.variant.id) return runtime.toasts.show(CHALLENGE_REFUSAL_TIPS.malformed);
  runtime.actor.send({
    type: 'PLAY_CHALLENGE',
    seed: read.seed,
    theirs: { score: read.score, name: read.name },
  });
}

/** The signed link that sends this challenge on with `score`, from the page's clean address. */
export async function challengeUrl(href: string, variant: ChallengeVariant, seed: string, score: number) {
  const parsed = parseChallengeSeed(seed);
  if (!parsed) throw new Error(`not a challenge seed: ${seed}`);
  const base = new URL(cleanShareUrl(href, variant));
  const search = await challengeLinkSearch({ variant, seed: parsed, score, name: null });
  for (const [key, value] of new URLSearchParams(search)) base.searchParams.set(key, value);
  return base.toString();
}

/**
 * Sends the challenge just played on: the share sheet where there is one, else the clipboard (the same
 * tips as sharing the game). A link that cannot be signed here (no https) says so.
 */
export async function sendChallenge(
  runtime: Pick<Runtime, 'actor' | 'variant' | 'platform'> & { toasts: Pick<Runtime['toasts'], 'show'> },
  t: Translate,
  /** The game's share card (a data URL), for a host share that carries a picture (mini-games). */
  card?: () => Promise<string | null>,
) {
  const { challenge } = runtime.actor.getSnapshot().context;
  if (!challenge || challenge.score === null) return;
  if (runtime.platform.supports('shareData')) {
    // Mini-games: the host's share sheet (a chat or a group); the message carries the game's card, the seed and
    // the score, and a friend who opens it plays the same level against that score (its entry data). No link to
    // sign here.
    const image = card ? await card() : null;
    const shared = await runtime.platform.share({
      title: t(runtime.variant.titleKey),
      text: t('challenge.shareText', { score: challenge.score }),
      data: { challenge: challenge.seed, score: challenge.score },
      ...(image ? { image } : {}),
    });
    if (!shared) runtime.toasts.show(TIPS.shareFailed);
    return;
  }
  let url: string;
  try {
    url = await challengeUrl(
      device().address.href(),
      runtime.variant.id as ChallengeVariant,
      challenge.seed,
      challenge.score,
    );
  } catch (error) {
    console.warn('The challenge link could not be made.', error);
    return runtime.toasts.show(CHALLENGE_REFUSAL_TIPS.unverifiable);
  }
  const outcome = await webShare(
    { title: t(runtime.variant.titleKey), text: t('challenge.shareText', { score: challenge.score }), url },
    device().nav(),
  );
  const toast = SHARE_TOASTS[outcome];
  if (toast) runtime.toasts.show(toast);
}
