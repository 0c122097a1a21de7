// The host's ranking board in the rank layer (mini-games): the open-data context draws the friends' or the group's
// ranking on the shared canvas, which only the host may read; the game shows that canvas as a picture in a sunken
// frame, takes the picture again while it shows (the host draws when its answers and avatars arrive, and tells
// nobody), and turns its pages with two arrows under it.
import { useTick } from '@pixi/react';
import { CanvasSource, Texture, type Graphics, type Sprite, type Ticker } from 'pixi.js';
import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import { BackArrowIcon, NextArrowIcon } from '../panelIcons';
import { useSkin } from '../skin';
import { useCanvasUi } from './canvasUi';
import { CanvasButton } from './CanvasButton';
import { drawSunken, SUNKEN } from './paint';
import { BODY_WIDTH } from './panelLook';
import { RANK_BOARD, type RankBoardView } from './rankBoardLook';
import { useControl } from './useControl';

const B = RANK_BOARD;

/**
 * The board's picture of the host's canvas, kept to its size. The host draws when its answers and avatars arrive
 * and tells nobody, so the picture is taken again every {@link RANK_BOARD}.refreshMs for `busyMs` after the board
 * opens or turns a page (`asked` restarts that), then every `restMs`: a ranking at rest costs one upload a second.
 */
function useBoardTexture(
  canvas: RankBoardView['canvas'],
  sprite: RefObject<Sprite | null>,
  height: number,
): { texture: Texture; asked: () => void } {
  const { invalidate } = useCanvasUi();
  const texture = useMemo(
    () => new Texture({ source: new CanvasSource({ resource: canvas, resolution: 1, autoDensity: false }) }),
    [canvas],
  );
  useEffect(() => () => texture.destroy(true), [texture]);
  const since = useRef(0);
  const sinceAsked = useRef(0);
  const refresh = useCallback(
    (ticker: Ticker) => {
      since.current += ticker.elapsedMS;
      sinceAsked.current += ticker.elapsedMS;
      if (since.current < (sinceAsked.current < B.busyMs ? B.refreshMs : B.restMs)) return;
      since.current = 0;
      const source = texture.source;
      // The host's adapter sizes the canvas when the ranking is asked for, which may be after this picture began.
      if (canvas.width !== source.pixelWidth || canvas.height !== source.pixelHeight) {
        source.resize(canvas.width, canvas.height, 1);
        // The picture keeps its place and size on the board whatever the canvas's pixels.
        sprite.current?.setSize(BODY_WIDTH - 2 * B.pad, height);
      }
      source.update();
      invalidate();
    },
    [texture, canvas, invalidate, sprite, height],
  );
  useTick(refresh);
  const asked = useCallback(() => {
    sinceAsked.current = 0;
  }, []);
  return { texture, asked };
}

/**
 * The board's top-left at (−width/2, 0): the frame, the host's picture `height` high (the rank layer's by default;
 * rankBoardRowHeight gives the whole board's) and the arrows.
 */
export function RankBoard({
  board,
  name,
  prev,
  next,
  group,
  height = B.height,
}: {
  board: RankBoardView;
  name: string;
  prev: string;
  next: string;
  group: string;
  height?: number;
}) {
  const skin = useSkin();
  const candy = skin.id === 'candy';
  const sprite = useRef<Sprite>(null);
  const { texture, asked } = useBoardTexture(board.canvas, sprite, height);
  const frameHeight = height + 2 * B.pad;
  const innerWidth = BODY_WIDTH - 2 * B.pad;
  useControl({
    id: 'rank-board',
    role: 'img',
    name,
    group,
    box: { x: -BODY_WIDTH / 2, y: 0, width: BODY_WIDTH, height: frameHeight },
  });
  const frame = useCallback(
    (g: Graphics) => {
      g.clear();
      drawSunken(
        g,
        { x: -BODY_WIDTH / 2, y: 0, width: BODY_WIDTH, height: frameHeight },
        B.radius,
        candy ? SUNKEN.candy : SUNKEN.wood,
      );
    },
    [candy, frameHeight],
  );
  const navY = frameHeight + B.nav.gap + B.nav.height / 2;
  const { onPage } = board;
  const turn = useCallback(
    (delta: -1 | 1) => {
      asked();
      onPage(delta);
    },
    [onPage, asked],
  );
  return (
    <>
      <pixiGraphics draw={frame} />
      <pixiSprite ref={sprite} texture={texture} x={-innerWidth / 2} y={B.pad} width={innerWidth} height={height} />
      {([-1, 1] as const).map((delta) => (
        <CanvasButton
          key={delta}
          testId={delta < 0 ? 'rank-board-prev' : 'rank-board-next'}
          label={delta < 0 ? prev : next}
          group={group}
          x={(delta * B.nav.apart) / 2}
          y={navY}
          tone="purple"
          kind="icon-sm"
          size={B.nav.height}
          icon={delta < 0 ? BackArrowIcon : NextArrowIcon}
          iconSize={B.nav.icon}
          onTap={() => turn(delta)}
        />
      ))}
    </>
  );
}
