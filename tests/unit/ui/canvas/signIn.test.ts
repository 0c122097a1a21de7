// The candy game's sign-in popup the canvas draws, read without a canvas: each day's state (claimed, today,
// to come), the grid of four columns with day 7 over two, what each card says and is announced as, the
// buttons switched off once claimed or without a video, and the wait for the next claim.
import { describe, expect, it } from 'vitest';
import { DAY_MS, NO_SIGN_IN, SIGN_IN_DAYS, signInStatus, type SignInState } from '../../../../src/core/signIn';
import { estimateTextEm, translatorFor } from '../../../../src/i18n';
import { CLOSE_AT, closeButtonX, PANEL, panelBox } from '../../../../src/ui/canvas/panelLook';
import { rewardLayout } from '../../../../src/ui/canvas/rewardLook';
import {
  dayLabelSize,
  LABEL_HEIGHT,
  SIGN_IN,
  SIGN_IN_BODY,
  SIGN_IN_COLUMN,
  signInCards,
  signInDayState,
  signInWords,
} from '../../../../src/ui/canvas/signInLook';

const t = translatorFor('en_US');
const now = 100 * DAY_MS + 12 * 3_600_000;
const status = (state: Partial<SignInState>) => signInStatus({ ...NO_SIGN_IN, ...state }, now);
/** Two days claimed, the last a day ago: day 3 is today's. */
const open = status({ signIn: 2, isSigIn: true, lastSignInTime: now - DAY_MS });
const measure = (text: string, fontSize: number) => estimateTextEm(text) * fontSize;
const cardsOf = (s = open) =>
  signInCards(t, s, SIGN_IN_DAYS, (entries, look, width) => rewardLayout(entries, look, width, measure).height);

describe('sign-in cards', () => {
  it('seven cards: the days claimed, today lit, the rest to come; day 7 wide', () => {
    const { cards } = cardsOf();
    expect(cards.map((c) => c.state)).toEqual([
      'claimed',
      'claimed',
      'today',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(cards.map((c) => c.wide)).toEqual([false, false, false, false, false, false, true]);
    expect(cards[2]!.label).toBe('Today');
    expect(cards[3]!.label).toBe('Day 4');
  });

  it('four columns across the 638 px body, 14 px apart; day 7 spans the last two', () => {
    const { cards, height } = cardsOf();
    expect(SIGN_IN_BODY).toBe(638);
    expect(SIGN_IN_COLUMN).toBe(149);
    const left = -SIGN_IN_BODY / 2;
    expect(cards.slice(0, 4).map((c) => c.x)).toEqual([0, 1, 2, 3].map((i) => left + i * 163 + 149 / 2));
    expect(cards.slice(0, 4).every((c) => c.y === 0)).toBe(true);
    expect(cards.slice(4).every((c) => c.y === 200 + 14)).toBe(true);
    expect(cards[6]).toMatchObject({ width: 2 * 149 + 14, x: left + 2 * 163 + (2 * 149 + 14) / 2 });
    // Every card is at least 200 px tall.
    expect(height).toBe(2 * 200 + 14);
    for (const card of cards) {
      expect(card.x - card.width / 2).toBeGreaterThanOrEqual(left);
      expect(card.x + card.width / 2).toBeLessThanOrEqual(-left + 0.001);
    }
  });

  it('each card reads its reward: coins as a number, props as xN, named by what they are', () => {
    const { cards } = cardsOf();
    expect(cards[0]!.text).toBe('Day 1 200');
    expect(cards[0]!.name).toBe('Day 1: Coins 200, Claimed');
    expect(cards[4]!.text).toBe('Day 5 x2');
    expect(cards[4]!.name).toBe('Day 5: Clear plate x2');
    expect(cards[6]!.entries.map((e) => e.item)).toEqual(['coin1', 'prop0', 'prop2']);
    expect(cards[6]!.text).toBe('Day 7 500 x1 x1');
    expect(cards[2]!.name).toBe('Today: Break x1');
  });

  it('a card grows when its reward needs more room than the 200 px', () => {
    const tall = signInCards(t, open, SIGN_IN_DAYS, () => 300);
    expect(tall.cards[0]!.height).toBe(
      SIGN_IN.card.padTop + LABEL_HEIGHT + SIGN_IN.card.gap + 300 + SIGN_IN.card.padBottom,
    );
  });

  it('claimed today: no card is lit and that day is ticked', () => {
    const done = status({ signIn: 3, isSigIn: true, lastSignInTime: now - 3_600_000 });
    expect(
      cardsOf(done)
        .cards.map((c) => c.state)
        .slice(0, 4),
    ).toEqual(['claimed', 'claimed', 'claimed', 'upcoming']);
  });

  it('the 7th claim of the cycle shows all seven ticked that day', () => {
    const s = status({ signIn: 0, isSigIn: true, lastSignInTime: now - 60_000 });
    expect(s.claimedSlots).toBe(7);
    expect([1, 7].map((day) => signInDayState(s, day))).toEqual(['claimed', 'claimed']);
    expect(signInDayState(status({}), 1)).toBe('today');
  });

  it("a long word in a card's chip gets smaller type (26 px down to 18)", () => {
    expect(dayLabelSize(estimateTextEm('Day 4'))).toBe(26);
    const long = estimateTextEm('Aujourd’hui');
    expect(dayLabelSize(long)).toBeLessThanOrEqual(26);
    expect(dayLabelSize(long) * long).toBeLessThanOrEqual(SIGN_IN.card.label.room);
    expect(dayLabelSize(40)).toBe(18);
  });
});

describe('the wide sign-in panel', () => {
  it('sits centred, 702 px wide, and its close button hangs out less so it stays 18 px inside the screen', () => {
    expect(panelBox(600, 0, 1484, SIGN_IN.width)).toMatchObject({ x: 24, width: 702 });
    expect(closeButtonX(SIGN_IN.width)).toBe(314);
    expect(375 + closeButtonX(SIGN_IN.width) + 43).toBe(750 - 18);
    // The usual panel's button is where it always was.
    expect(closeButtonX()).toBe(PANEL.width / 2 + CLOSE_AT.dx);
  });
});

describe('sign-in buttons and wait', () => {
  it('Sign in and Claim x2, both on while a claim is open and a video is loaded', () => {
    const w = signInWords(t, open, true);
    expect(w.title).toBe('Daily rewards');
    expect(w.tip).toBe('Sign in every day for bigger rewards!');
    expect(w.claim).toEqual({ text: 'Sign in', unavailable: false });
    expect(w.double).toEqual({ text: 'Claim x2', label: 'Claim x2', unavailable: false });
    expect(w.next).toBeNull();
  });

  it('no video loaded: Claim x2 is switched off and says so (its taps still reach the app)', () => {
    expect(signInWords(t, open, false).double).toEqual({
      text: 'Claim x2',
      label: 'Claim x2, No ads available',
      unavailable: true,
    });
  });

  it('claimed today: both switched off, and the wait until the next claim (h:mm:ss)', () => {
    const done = status({ signIn: 3, isSigIn: true, lastSignInTime: now - 3_600_000 - 30_000 });
    const w = signInWords(t, done, true);
    expect(w.claim.unavailable).toBe(true);
    expect(w.double.unavailable).toBe(true);
    expect(w.next).toBe('Next reward in 22:59:30');
  });
});
