import { describe, expect, it } from 'vitest';
import {
  fitText,
  pageCount,
  paintRanks,
  rankLayout,
  wrapText,
  type RankView,
} from '../../../../src/platform/openData/rankPainter';
import type { RankRow } from '../../../../src/platform/openData/rankRows';
import { RecordingContext } from '../fakes/fakeOpenData';

const row = (i: number, self = false): RankRow => ({
  rank: i + 1,
  openid: `p${i}`,
  nickname: `Player ${i}`,
  avatarUrl: `https://a.test/${i}.png`,
  score: 1000 - i * 10,
  updateTime: 1,
  self,
});

const view = (rows: RankRow[], extra: Partial<RankView> = {}): RankView => ({
  title: 'Friends',
  state: 'ready',
  message: '',
  rows,
  page: 0,
  you: 'You',
  ...extra,
});

describe('text fitting', () => {
  const ctx = new RecordingContext();
  ctx.font = '20px sans-serif'; // 11 px a character
  it('cuts with an ellipsis to the width', () => {
    expect(fitText(ctx, 'short', 100)).toBe('short');
    const cut = fitText(ctx, 'a rather long nickname', 100);
    expect(cut.endsWith('…')).toBe(true);
    expect(ctx.measureText(cut).width).toBeLessThanOrEqual(100);
    expect(fitText(ctx, 'abc', 5)).toBe('…');
  });
  it('wraps at spaces, and between characters where there are none', () => {
    const lines = wrapText(ctx, 'No friend has a score yet. Share the game!', 120);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(ctx.measureText(line).width).toBeLessThanOrEqual(120);
    expect(lines.join(' ')).toBe('No friend has a score yet. Share the game!');
    const chinese = wrapText(ctx, '还没有好友的成绩，分享游戏吧！', 60);
    expect(chinese.join('')).toBe('还没有好友的成绩，分享游戏吧！');
    for (const line of chinese) expect(ctx.measureText(line).width).toBeLessThanOrEqual(60);
  });
});

describe('paintRanks', () => {
  it('lays out at least one row a page, more on a taller canvas', () => {
    expect(rankLayout(600, 100).perPage).toBe(1);
    const tall = rankLayout(600, 1200);
    expect(tall.perPage).toBe(Math.floor((1200 - tall.titleHeight - tall.footerHeight) / tall.rowHeight));
    expect(pageCount(0, tall)).toBe(1);
    expect(pageCount(tall.perPage + 1, tall)).toBe(2);
  });

  it('draws the title, each row of the page with its rank, name and score', () => {
    const ctx = new RecordingContext();
    paintRanks(ctx, 600, 900, view([row(0), row(1), row(2), row(3)]));
    const texts = ctx.texts();
    expect(texts[0]).toBe('Friends');
    for (const i of [0, 1, 2, 3]) {
      expect(texts).toContain(`Player ${i}`);
      expect(texts).toContain(String(1000 - i * 10));
      expect(texts).toContain(String(i + 1));
    }
    // No picture yet: each avatar is a disc with the name's initial.
    expect(texts.filter((t) => t === 'P')).toHaveLength(4);
    expect(ctx.calls[0]?.op).toBe('clearRect');
  });

  it('draws loaded avatars', () => {
    const ctx = new RecordingContext();
    const picture = { loaded: true };
    paintRanks(ctx, 600, 900, view([row(0), row(1)]), (url) => (url.endsWith('/1.png') ? picture : null));
    expect(ctx.images()).toEqual([picture]);
  });

  it("shows a later page, with the player's row pinned under it", () => {
    const rows = Array.from({ length: 20 }, (_, i) => row(i, i === 2));
    const ctx = new RecordingContext();
    const layout = rankLayout(600, 900);
    paintRanks(ctx, 600, 900, view(rows, { page: 1 }));
    const texts = ctx.texts();
    expect(texts).toContain(`Player ${layout.perPage}`);
    expect(texts).not.toContain('Player 0');
    expect(texts).toContain('Player 2'); // pinned
    expect(texts).toContain(`‹  2 / ${pageCount(20, layout)}  ›`);
    // A page past the end shows the last one.
    const last = new RecordingContext();
    paintRanks(last, 600, 900, view(rows, { page: 99 }));
    expect(last.texts()).toContain('Player 19');
  });

  it('names the player by the game’s word when the host gave no name', () => {
    const ctx = new RecordingContext();
    paintRanks(ctx, 600, 900, view([{ ...row(0, true), nickname: '' }], { you: 'Du' }));
    expect(ctx.texts()).toContain('Du');
  });

  it('draws one message while loading, when empty or failed, wrapped to the canvas', () => {
    for (const state of ['loading', 'empty', 'failed'] as const) {
      const ctx = new RecordingContext();
      paintRanks(ctx, 300, 600, view([], { state, message: 'Could not load the ranking because the host said no.' }));
      const texts = ctx.texts();
      expect(texts[0]).toBe('Friends');
      expect(texts.slice(1).join(' ')).toBe('Could not load the ranking because the host said no.');
    }
  });

  it('keeps a long name inside its row', () => {
    const ctx = new RecordingContext();
    paintRanks(ctx, 600, 900, view([{ ...row(0), nickname: 'An extraordinarily long nickname that never ends' }]));
    const name = ctx.calls.find((c) => c.op === 'fillText' && String(c.args[0]).startsWith('An '));
    expect(String(name?.args[0]).endsWith('…')).toBe(true);
  });
});
