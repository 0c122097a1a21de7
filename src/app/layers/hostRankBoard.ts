// The host's own ranking board (mini-games: the open-data context draws on the shared canvas) as the layers show it:
// the words it is drawn in, and the canvas as a picture's source. Used by the rank layer (the ladder's ranking) and
// the friend challenge's result (the ranking on that challenge).
import type { ICanvas } from 'pixi.js';
import { useMemo } from 'react';
import type { Translate } from '../../i18n';
import type { RankWords } from '../../platform/platform';
import type { RankBoardView } from '../../ui/canvas/rankBoardLook';
import type { Runtime } from '../runtime';

/** The words of a ranking the host draws, in the player's language (the host's context has none of its own). */
export function rankWordsOf(t: Translate): RankWords {
  return {
    friends: t('rank.friends'),
    group: t('rank.group'),
    loading: t('rank.boardLoading'),
    empty: t('rank.empty'),
    failed: t('rank.failed'),
    you: t('rank.you'),
  };
}

/** The host's ranking canvas as a layer shows it; undefined where the host draws no ranking. */
export function useRankBoard(runtime: Pick<Runtime, 'rankBoard'>): RankBoardView | undefined {
  return useMemo(() => {
    const board = runtime.rankBoard();
    if (!board) return undefined;
    // The host's canvas is a canvas of the runtime's kind, which Pixi takes as a picture's source.
    return { canvas: board.canvas as unknown as ICanvas, onPage: (delta: -1 | 1) => board.page(delta) };
  }, [runtime]);
}
