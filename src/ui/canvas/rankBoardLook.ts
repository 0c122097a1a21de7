// The host's ranking board in the rank layer (mini-games' shared canvas, RankBoard.tsx): its measures and the
// size in pixels the host's canvas is given. Small on purpose: the app sizes the host's canvas from it before
// the rank layer's own code has loaded.
import type { ICanvas } from 'pixi.js';
import { BODY_WIDTH } from './panelFrame';

/** The host's ranking canvas as the rank layer shows it. */
export interface RankBoardView {
  /** The canvas the host draws on (its size in pixels is {@link rankBoardPixels}, set by the host's adapter). */
  canvas: ICanvas;
  onPage: (delta: -1 | 1) => void;
}

/**
 * The board, in the medal's place: a sunken frame the body's width round the host's canvas (drawn at 2 canvas
 * pixels a design unit, 4 rows a page in the open-data painter's layout), the host's picture taken again 10 times
 * a second for 5 s after it opens or turns a page (the host draws when its answers come, and says nothing), then
 * once a second, and under it the paging arrows.
 */
export const RANK_BOARD = {
  height: 540,
  pad: 8,
  radius: 26,
  resolution: 2,
  refreshMs: 100,
  busyMs: 5000,
  restMs: 1000,
  nav: { height: 86, gap: 14, apart: 200, icon: 44 },
} as const;

/**
 * The board's picture height on a friend challenge's result, where it stands for the score lines: three rows a page
 * over the player's pinned row (the open-data painter fits whole rows to the canvas's height).
 */
export const CHALLENGE_BOARD_HEIGHT = 440;

/** The height the board takes with a picture `height` high: the frame, and the arrows under it. */
export function rankBoardRowHeight(height: number = RANK_BOARD.height): number {
  const b = RANK_BOARD;
  return height + 2 * b.pad + b.nav.gap + b.nav.height;
}

/** The size in pixels the host's ranking canvas is given for a picture `height` high (at the board's resolution). */
export function rankBoardPixels(height: number = RANK_BOARD.height): { width: number; height: number } {
  const b = RANK_BOARD;
  return { width: (BODY_WIDTH - 2 * b.pad) * b.resolution, height: height * b.resolution };
}
