// The friend challenge by link on the plain web (docs/challenges.md): the URL carries the variant,
// the seed, the sender's score and name, a version and a signature, so the friend plays the same
// level and sees who did better, with no server.
//
// The signature is HMAC-SHA256 (truncated to 128 bits) keyed by a constant that ships in the game.
// Anyone who reads the game's code can sign any score: the signature only catches casual edits of
// the link (a score bumped by hand, a swapped seed or name), not a determined forger.
//
// Web Crypto (`crypto.subtle`) is a platform global, passed in with a default so tests can give
// Node's; it exists only in secure contexts (https, localhost). Nothing here throws on bad input.
import { parseChallengeSeed, type ChallengeSeed } from './challenge';
import { isPossibleScore } from './challengeScore';

/** The link format and level-making version; a link of another version is refused, not misread. */
export const CHALLENGE_LINK_VERSION = 3;

/** The variants a challenge link can name (src/variants' ids; core does not import the variants). */
export const CHALLENGE_VARIANTS = ['screw', 'candy'] as const;
/** A variant a challenge link can name. */
export type ChallengeVariant = (typeof CHALLENGE_VARIANTS)[number];

/** Characters of a sender's display name, after sanitising. */
export const CHALLENGE_NAME_MAX = 20;

/**
 * The signing key. It ships in the game, so it is no secret: it only makes an edited link fail to
 * verify. Changing it refuses every link sent before.
 */
export const CHALLENGE_LINK_KEY = 'screw-puzzle/challenge-link/v1: catches casual edits only, not a forger';

/** The URL query parameters of a challenge link. `variant` is the game's own variant parameter. */
export const CHALLENGE_PARAMS = {
  variant: 'variant',
  seed: 'challenge',
  score: 'score',
  name: 'from',
  version: 'cv',
  signature: 'sig',
} as const;

/** A challenge as a link carries it. */
export interface ChallengeLink {
  variant: ChallengeVariant;
  seed: ChallengeSeed;
  /** The sender's score (challengeScore.ts). */
  score: number;
  /** The sender's display name, sanitised; null when none was given. */
  name: string | null;
}

/**
 * Why a link is refused; each is one player-facing message:
 * - tampered: the signature is missing or does not match (the score, seed, name or variant was changed);
 * - malformed: a value is missing, repeated or not of its form;
 * - unknownVersion: the link comes from another version of the game;
 * - impossibleScore: no play can score the number the link carries;
 * - unverifiable: this browser has no Web Crypto here (not https), so the link cannot be checked.
 */
export type ChallengeRefusal = 'tampered' | 'malformed' | 'unknownVersion' | 'impossibleScore' | 'unverifiable';

/** What a page's query says about a challenge. */
export type ChallengeLinkRead =
  { kind: 'none' } | ({ kind: 'challenge' } & ChallengeLink) | { kind: 'refused'; reason: ChallengeRefusal };

/** The part of Web Crypto the signature needs. */
export type ChallengeCrypto = Pick<SubtleCrypto, 'importKey' | 'sign'>;

/** Options of the link functions: the Web Crypto to use (default `globalThis.crypto.subtle`) and the key. */
export interface ChallengeLinkOptions {
  subtle?: ChallengeCrypto | undefined;
  key?: string;
}

/** Characters a raw `from` value may have before sanitising (a longer one is refused unread). */
const RAW_NAME_MAX = 200;
/** Bytes of the HMAC kept: 16 bytes, 22 base64url characters. */
const SIGNATURE_BYTES = 16;
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const SCORE_PATTERN = /^(0|[1-9][0-9]{0,8})$/;

/**
 * A display name fit to show and sign: NFC, only letters, marks, numbers, punctuation, symbols, spaces
 * and the emoji joiner (no control, bidi-override or invisible format characters), runs of spaces as
 * one, trimmed, at most CHALLENGE_NAME_MAX characters (code points, never half a surrogate pair).
 */
export function sanitiseChallengeName(raw: string): string {
  // Normalised after the removal, so characters that met across a removed one compose as well.
  const kept = raw
    .replace(/[^\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}\u200d]/gu, '')
    .replace(/\p{Zs}+/gu, ' ')
    .normalize('NFC')
    .trim();
  return Array.from(kept).slice(0, CHALLENGE_NAME_MAX).join('').trim();
}

function isVariant(text: string | null): text is ChallengeVariant {
  return (CHALLENGE_VARIANTS as readonly string[]).includes(text ?? '');
}

/** The exact text signed: every field, in a fixed order, JSON-quoted so no field can bleed into another. */
function signedText(link: ChallengeLink): string {
  return JSON.stringify(['challenge', CHALLENGE_LINK_VERSION, link.variant, link.seed, link.score, link.name ?? '']);
}

function base64Url(bytes: Uint8Array): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += alphabet[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

function subtleOf(opts: ChallengeLinkOptions): ChallengeCrypto | undefined {
  return 'subtle' in opts ? opts.subtle : globalThis.crypto?.subtle;
}

/** The link's signature (22 base64url characters). Rejects when Web Crypto is missing. */
export async function signChallenge(link: ChallengeLink, opts: ChallengeLinkOptions = {}): Promise<string> {
  const subtle = subtleOf(opts);
  if (!subtle) throw new Error('Web Crypto is not available here (a challenge link needs https)');
  const encoder = new TextEncoder();
  const key = await subtle.importKey(
    'raw',
    encoder.encode(opts.key ?? CHALLENGE_LINK_KEY),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await subtle.sign('HMAC', key, encoder.encode(signedText(link))));
  return base64Url(mac.subarray(0, SIGNATURE_BYTES));
}

/**
 * The query string of a challenge link, '?variant=…&challenge=…&score=…[&from=…]&cv=3&sig=…', for
 * the app to append to the game's address. The name is sanitised (and left out when nothing is
 * left). Rejects when Web Crypto is missing or the score is impossible under the rule.
 */
export async function challengeLinkSearch(link: ChallengeLink, opts: ChallengeLinkOptions = {}): Promise<string> {
  if (!isPossibleScore(link.score)) throw new Error(`a challenge cannot score ${link.score}`);
  if (parseChallengeSeed(link.seed) === null) throw new Error(`'${link.seed}' is not a challenge seed`);
  const name = link.name === null ? '' : sanitiseChallengeName(link.name);
  const clean: ChallengeLink = { ...link, name: name === '' ? null : name };
  const p = new URLSearchParams();
  p.set(CHALLENGE_PARAMS.variant, clean.variant);
  p.set(CHALLENGE_PARAMS.seed, clean.seed);
  p.set(CHALLENGE_PARAMS.score, String(clean.score));
  if (clean.name !== null) p.set(CHALLENGE_PARAMS.name, clean.name);
  p.set(CHALLENGE_PARAMS.version, String(CHALLENGE_LINK_VERSION));
  p.set(CHALLENGE_PARAMS.signature, await signChallenge(clean, opts));
  return `?${p.toString()}`;
}

/** The one value of a parameter: undefined when absent, null when repeated (refused as malformed). */
function single(p: URLSearchParams, name: string): string | null | undefined {
  const all = p.getAll(name);
  return all.length === 0 ? undefined : all.length === 1 ? all[0]! : null;
}

/**
 * Reads a challenge from a page's query (`location.search`, with or without '?', or its params).
 * No challenge parameter at all: none. Otherwise the challenge, or a refusal with its reason,
 * checked in this order: version, the form of every value, a possible score, the signature.
 * Never throws.
 */
export async function readChallengeLink(
  search: string | URLSearchParams,
  opts: ChallengeLinkOptions = {},
): Promise<ChallengeLinkRead> {
  let p: URLSearchParams;
  try {
    p = typeof search === 'string' ? new URLSearchParams(search) : search;
  } catch {
    return { kind: 'refused', reason: 'malformed' };
  }
  const own = [
    CHALLENGE_PARAMS.seed,
    CHALLENGE_PARAMS.score,
    CHALLENGE_PARAMS.name,
    CHALLENGE_PARAMS.version,
    CHALLENGE_PARAMS.signature,
  ];
  if (own.every((name) => !p.has(name))) return { kind: 'none' };

  const version = single(p, CHALLENGE_PARAMS.version);
  if (version === undefined || version === null) return { kind: 'refused', reason: 'malformed' };
  if (version !== String(CHALLENGE_LINK_VERSION)) return { kind: 'refused', reason: 'unknownVersion' };

  const variant = single(p, CHALLENGE_PARAMS.variant) ?? null;
  const seed = parseChallengeSeed(single(p, CHALLENGE_PARAMS.seed));
  const scoreText = single(p, CHALLENGE_PARAMS.score);
  const rawName = single(p, CHALLENGE_PARAMS.name);
  const signature = single(p, CHALLENGE_PARAMS.signature);
  if (!isVariant(variant) || seed === null || typeof scoreText !== 'string' || !SCORE_PATTERN.test(scoreText)) {
    return { kind: 'refused', reason: 'malformed' };
  }
  if (rawName === null || signature === null) return { kind: 'refused', reason: 'malformed' };
  // A name must arrive as the sender's game wrote it: sanitised already (an empty one is no name).
  const name = rawName === undefined || rawName === '' ? null : rawName;
  if (name !== null && (name.length > RAW_NAME_MAX || sanitiseChallengeName(name) !== name)) {
    return { kind: 'refused', reason: 'malformed' };
  }
  const score = Number(scoreText);
  if (!isPossibleScore(score)) return { kind: 'refused', reason: 'impossibleScore' };

  const link: ChallengeLink = { variant, seed, score, name };
  if (signature === undefined || !SIGNATURE_PATTERN.test(signature)) return { kind: 'refused', reason: 'tampered' };
  if (!subtleOf(opts)) return { kind: 'refused', reason: 'unverifiable' };
  let expected: string;
  try {
    expected = await signChallenge(link, opts);
  } catch {
    return { kind: 'refused', reason: 'unverifiable' };
  }
  return expected === signature ? { kind: 'challenge', ...link } : { kind: 'refused', reason: 'tampered' };
}
