// The friend challenge link (docs/challenges.md): it carries the variant, the seed, the sender's score
// and name, signed so that an edited link is refused with a clear reason; a page without one reads
// as no challenge; no input makes the reader throw.
import { webcrypto } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseChallengeSeed } from '../../../src/core/challenge';
import {
  CHALLENGE_LINK_VERSION,
  CHALLENGE_NAME_MAX,
  challengeLinkSearch,
  readChallengeLink,
  sanitiseChallengeName,
  signChallenge,
  type ChallengeCrypto,
  type ChallengeLink,
} from '../../../src/core/challengeLink';

const subtle = webcrypto.subtle as unknown as ChallengeCrypto;
const opts = { subtle };
const sent: ChallengeLink = { variant: 'screw', seed: parseChallengeSeed('k3x9a0pq')!, score: 10_142, name: 'Ann' };

/** The link's query with one parameter set (or removed with null). */
function edited(search: string, name: string, value: string | null): string {
  const p = new URLSearchParams(search);
  if (value === null) p.delete(name);
  else p.set(name, value);
  return `?${p.toString()}`;
}

describe('a challenge link', () => {
  it('round-trips: the friend reads the variant, seed, score and name the sender sent', async () => {
    const search = await challengeLinkSearch(sent, opts);
    expect(search).toMatch(/^\?variant=screw&challenge=k3x9a0pq&score=10142&from=Ann&cv=3&sig=[A-Za-z0-9_-]{22}$/);
    expect(await readChallengeLink(search, opts)).toEqual({ kind: 'challenge', ...sent });
    // Without '?', as URLSearchParams, and with the page's other parameters around it.
    expect(await readChallengeLink(search.slice(1), opts)).toEqual({ kind: 'challenge', ...sent });
    expect(await readChallengeLink(new URLSearchParams(search), opts)).toEqual({ kind: 'challenge', ...sent });
    expect(await readChallengeLink(`?test&${search.slice(1)}&today=2026-11-20`, opts)).toEqual({
      kind: 'challenge',
      ...sent,
    });
  });

  it('is the link docs/challenges.md shows: the key and the signed text are pinned, so links of this version keep verifying', async () => {
    expect(await challengeLinkSearch(sent, opts)).toBe(
      '?variant=screw&challenge=k3x9a0pq&score=10142&from=Ann&cv=3&sig=OBl4BWsFh0zDh2EnKTis-Q',
    );
  });

  it('uses the platform Web Crypto by default (Node 20 has it, as browsers on https do)', async () => {
    const search = await challengeLinkSearch(sent);
    expect(await readChallengeLink(search)).toEqual({ kind: 'challenge', ...sent });
    expect(await challengeLinkSearch(sent)).toBe(await challengeLinkSearch(sent, opts));
  });

  it('round-trips any seed, possible score, variant and name', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[0-9a-z]{8}$/),
        fc.oneof(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 10_000, max: 13_600 })),
        fc.constantFrom('screw' as const, 'candy' as const),
        fc.option(fc.string({ unit: 'grapheme', maxLength: 30 })),
        async (seedText, score, variant, name) => {
          const link: ChallengeLink = { variant, seed: parseChallengeSeed(seedText)!, score, name };
          const read = await readChallengeLink(await challengeLinkSearch(link, opts), opts);
          const clean = name === null ? '' : sanitiseChallengeName(name);
          expect(read).toEqual({ kind: 'challenge', ...link, name: clean === '' ? null : clean });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('leaves out an empty name', async () => {
    const search = await challengeLinkSearch({ ...sent, name: ' \u0000 ' }, opts);
    expect(search).not.toContain('from=');
    expect(await readChallengeLink(search, opts)).toEqual({ kind: 'challenge', ...sent, name: null });
  });

  it('is not made for an impossible score or a bad seed', async () => {
    await expect(challengeLinkSearch({ ...sent, score: 5000 }, opts)).rejects.toThrow(/cannot score 5000/);
    await expect(challengeLinkSearch({ ...sent, seed: 'NOPE' as never }, opts)).rejects.toThrow(/not a challenge seed/);
  });
});

describe('no challenge', () => {
  it('a page without challenge parameters reads as none', async () => {
    for (const search of ['', '?', '?variant=candy', '?test&level=3&countdown=30', '?today=2026-11-20']) {
      expect(await readChallengeLink(search, opts)).toEqual({ kind: 'none' });
    }
  });
});

describe('a tampered link is refused', () => {
  it('score, seed, name or variant changed, signature removed or altered: tampered', async () => {
    const search = await challengeLinkSearch(sent, opts);
    const sig = new URLSearchParams(search).get('sig')!;
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    const tampered = [
      edited(search, 'score', '10143'),
      edited(search, 'score', '999'),
      edited(search, 'challenge', 'k3x9a0pr'),
      edited(search, 'from', 'Bob'),
      edited(search, 'from', null),
      edited(search, 'variant', 'candy'),
      edited(search, 'sig', null),
      edited(search, 'sig', flipped),
      edited(search, 'sig', sig.slice(0, 21)),
      edited(search, 'sig', ''),
    ];
    for (const t of tampered)
      expect(await readChallengeLink(t, opts), t).toEqual({ kind: 'refused', reason: 'tampered' });
  });

  it('a link signed with another key is tampered', async () => {
    const search = await challengeLinkSearch(sent, { subtle, key: 'a forger who guessed wrong' });
    expect(await readChallengeLink(search, opts)).toEqual({ kind: 'refused', reason: 'tampered' });
  });

  it('a score no play can make: impossible score', async () => {
    const search = await challengeLinkSearch(sent, opts);
    for (const score of ['5000', '13601', '99999']) {
      expect(await readChallengeLink(edited(search, 'score', score), opts)).toEqual({
        kind: 'refused',
        reason: 'impossibleScore',
      });
    }
  });

  it('another version of the link: unknown version', async () => {
    const search = await challengeLinkSearch(sent, opts);
    // 2: the generator steers by the felt difficulty, so a seed makes another level than under version 1.
    // 3: the felt difficulty reads every player's loss per screw (docs/levels.md), so a seed makes another level.
    expect(CHALLENGE_LINK_VERSION).toBe(3);
    for (const v of ['1', '2', '4', '0', 'x', '03']) {
      expect(await readChallengeLink(edited(search, 'cv', v), opts)).toEqual({
        kind: 'refused',
        reason: 'unknownVersion',
      });
    }
  });

  it('a missing, repeated or ill-formed value: malformed', async () => {
    const search = await challengeLinkSearch(sent, opts);
    const malformed = [
      edited(search, 'cv', null),
      edited(search, 'variant', null),
      edited(search, 'variant', 'chess'),
      edited(search, 'challenge', null),
      edited(search, 'challenge', 'K3X9A0PQ'),
      edited(search, 'challenge', 'k3x9'),
      edited(search, 'score', null),
      edited(search, 'score', '-1'),
      edited(search, 'score', '1e4'),
      edited(search, 'score', '010142'),
      edited(search, 'score', '10142.0'),
      edited(search, 'score', ' 10142'),
      edited(search, 'from', 'Ann\u202e'),
      edited(search, 'from', '  Ann'),
      edited(search, 'from', 'x'.repeat(CHALLENGE_NAME_MAX + 1)),
      `${search}&score=10142`,
      `${search}&sig=AAAAAAAAAAAAAAAAAAAAAA`,
      `${search}&cv=3`,
      '?challenge=k3x9a0pq',
      '?sig=abc',
      '?from=Ann',
    ];
    for (const m of malformed)
      expect(await readChallengeLink(m, opts), m).toEqual({ kind: 'refused', reason: 'malformed' });
  });

  it('without Web Crypto (a page not on https) the link cannot be checked: unverifiable', async () => {
    const search = await challengeLinkSearch(sent, opts);
    expect(await readChallengeLink(search, { subtle: undefined })).toEqual({ kind: 'refused', reason: 'unverifiable' });
    const broken: ChallengeCrypto = {
      importKey: () => Promise.reject(new Error('no')),
      sign: () => Promise.reject(new Error('no')),
    };
    expect(await readChallengeLink(search, { subtle: broken })).toEqual({ kind: 'refused', reason: 'unverifiable' });
    await expect(challengeLinkSearch(sent, { subtle: undefined })).rejects.toThrow(/https/);
  });

  it('any query at all is read without throwing, and only a signed one is accepted', async () => {
    const valid = await challengeLinkSearch(sent, opts);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          fc
            .array(fc.tuple(fc.constantFrom('variant', 'challenge', 'score', 'from', 'cv', 'sig', 'x'), fc.string()))
            .map((pairs) => `?${new URLSearchParams(pairs).toString()}`),
          fc.string().map((junk) => valid + junk),
        ),
        async (search) => {
          const read = await readChallengeLink(search, opts);
          expect(['none', 'challenge', 'refused']).toContain(read.kind);
          if (read.kind === 'challenge') {
            expect(new URLSearchParams(search).get('sig')).toBe(await signChallenge(read, opts));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the sender name', () => {
  it('is trimmed, single-spaced, stripped of control and bidi characters and at most 20 characters', () => {
    expect(sanitiseChallengeName('  Ann   Lee \n')).toBe('Ann Lee');
    expect(sanitiseChallengeName('Ann\u202eeviL\u0007')).toBe('AnneviL');
    expect(sanitiseChallengeName('\u200b\u0000')).toBe('');
    expect(sanitiseChallengeName('Zoë 🐱 李')).toBe('Zoë 🐱 李');
    expect(Array.from(sanitiseChallengeName('🐱'.repeat(30)))).toHaveLength(CHALLENGE_NAME_MAX);
    expect(sanitiseChallengeName('x'.repeat(100))).toHaveLength(CHALLENGE_NAME_MAX);
  });

  it('is idempotent, so a sanitised name reads back unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (raw) => {
        const once = sanitiseChallengeName(raw);
        expect(sanitiseChallengeName(once)).toBe(once);
        expect(Array.from(once).length).toBeLessThanOrEqual(CHALLENGE_NAME_MAX);
        expect(once).not.toMatch(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/u);
      }),
    );
  });
});
