// The rank panel the canvas draws, read without a canvas: what the medal says (the rank, '—', or loading), the
// note for a player with no rank, the best score, Share and Invite, and the watch-an-ad offer's two lines.
import { describe, expect, it } from 'vitest';
import { estimateTextEm, LANGUAGES, loadLanguage, translatorFor } from '../../../../src/i18n';
import { BODY_WIDTH } from '../../../../src/ui/canvas/panelLook';
import { RANK_BOARD, rankBoardPixels } from '../../../../src/ui/canvas/rankBoardLook';
import { fitSize, RANK, rankLabel, rankValueSize, rankWords } from '../../../../src/ui/canvas/rankLook';
import { rankLabel as barrelRankLabel } from '../../../../src/ui';

const t = translatorFor('en_US');
const base = { rank: 27, best: 260, loading: false, invite: false, adCoins: null } as const;

describe('rank panel words', () => {
  it('"Your rank #N" on the medal, the best score, Share; no invite and no ad offer unless given', () => {
    const w = rankWords(t, base);
    expect(w.title).toBe('Rank');
    expect(w.medalLabel).toBe('Your rank');
    expect(w.medalName).toBe('Your rank #27');
    expect(w.value).toBe('#27');
    expect(w.note).toBeNull();
    expect(w.best).toEqual({ label: 'Best', value: '260', text: 'Best 260' });
    expect(w.share).toBe('Share');
    expect(w.invite).toBeNull();
    expect(w.ad).toBeNull();
  });

  it('no rank: "—" and the note; loading: no number (the spinner), and the medal says it is loading', () => {
    const none = rankWords(t, { ...base, rank: null });
    expect(none.value).toBe('—');
    expect(none.note).toBe('Not ranked yet: win a level to join.');
    const loading = rankWords(t, { ...base, rank: null, loading: true });
    expect(loading.value).toBeNull();
    expect(loading.medalName).toBe('Your rank: loading');
    // While the platform answers, nobody is told they are not ranked.
    expect(loading.note).toBeNull();
  });

  it("'#N' for a place, '—' for none or a broken one; the barrel still offers rankLabel", () => {
    expect(rankLabel(1)).toBe('#1');
    expect(rankLabel(3.7)).toBe('#3');
    expect(rankLabel(0)).toBe('—');
    expect(rankLabel(Number.NaN)).toBe('—');
    expect(rankLabel(null)).toBe('—');
    expect(barrelRankLabel).toBe(rankLabel);
  });

  it('where the host invites: an Invite friends button beside Share', () => {
    expect(rankWords(t, { ...base, invite: true }).invite).toBe('Invite friends');
  });

  it('with the ad reward: "Watch an ad for" over "+200 coins", read as one', () => {
    expect(rankWords(t, { ...base, adCoins: 200 }).ad).toEqual({
      line: 'Watch an ad for',
      amount: '+200 coins',
      text: 'Watch an ad for +200 coins',
    });
  });

  it("with the host's ranking board: its name and its arrows' names, and no 'not ranked' note", () => {
    expect(rankWords(t, base).board).toBeNull();
    const board = rankWords(t, { ...base, rank: null, board: true });
    expect(board.board).toEqual({ name: 'Ranking', prev: 'Previous page', next: 'Next page' });
    // The board shows the player's place among friends: the medal's note would say the opposite.
    expect(board.note).toBeNull();
  });

  it('a broken best reads 0', () => {
    expect(rankWords(t, { ...base, best: Number.NaN }).best.value).toBe('0');
    expect(rankWords(t, { ...base, best: -5 }).best.value).toBe('0');
  });
});

describe('rank panel sizes', () => {
  it("the host's canvas is sized to the board's picture at 2 pixels a design unit", () => {
    const { pad, height, resolution } = RANK_BOARD;
    expect(rankBoardPixels()).toEqual({ width: (BODY_WIDTH - 2 * pad) * resolution, height: height * resolution });
    expect(rankBoardPixels()).toEqual({ width: 984, height: 1080 });
  });

  it('the number shrinks so that a long rank still fits across the medal', () => {
    expect(rankValueSize('#27')).toBe(96);
    expect(rankValueSize('#1234567')).toBe(37);
    const inner = RANK.medal.size - 2 * RANK.medal.border;
    for (const label of ['#1', '#999', '#1234567', '#123456789']) {
      expect(estimateTextEm(label) * rankValueSize(label)).toBeLessThan(inner);
    }
  });

  it('words fit their room at their size, else smaller down to their least', () => {
    expect(fitSize(3, 200, 30, 20)).toBe(30);
    expect(fitSize(8, 200, 30, 20)).toBe(25);
    expect(fitSize(20, 200, 30, 20)).toBe(20);
    expect(fitSize(0, 200, 30, 20)).toBe(30);
  });

  it("'Your rank' fits the medal in every shipped language at 20 px or more", async () => {
    for (const { code } of LANGUAGES) {
      await loadLanguage(code);
      const words = rankWords(translatorFor(code), base);
      const { room, fontSize, minFontSize } = RANK.medal.label;
      const size = fitSize(estimateTextEm(words.medalLabel), room, fontSize, minFontSize);
      expect(estimateTextEm(words.medalLabel) * size, `${code}: ${words.medalLabel}`).toBeLessThanOrEqual(room);
    }
    await loadLanguage('en_US');
  });
});
