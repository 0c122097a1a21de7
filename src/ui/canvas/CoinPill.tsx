// The coin balance on the canvas: a chocolate (or wood) pill with a gold coin and the balance, and the small green
// video button over its right end (watch an ad for coins). The HUD and the menu draw it at their own sizes.
import type { Graphics } from 'pixi.js';
import { useCallback } from 'react';
import { CoinIcon, VideoIcon } from '../icons';
import { CanvasButton } from './CanvasButton';
import type { DesignBox } from './controls';
import { heavy } from './heavyText';
import { chocolate, type CoinPillMeasures, type HudColours } from './coinPillLook';
import { drawIcon } from './iconGraphics';
import { drawPill } from './paint';
import { useControl, useControlGroup } from './useControl';

/** Props of {@link CoinPill}. */
export interface CoinPillProps {
  /** The balance as shown, the pill's spoken name and the video button's. */
  words: { text: string; name: string; lookAd: string };
  /** The video button's press; no button without it. */
  onLookAd: (() => void) | undefined;
  /** The pill, from coinPillBoxes. */
  box: DesignBox;
  /** The video button's centre and tap area, from coinPillBoxes. */
  ad: { x: number; y: number; tap: DesignBox } | null;
  measures: CoinPillMeasures;
  colours: HudColours;
  /** Drawn but out of reach (the menu under one of its panels). */
  inert?: boolean;
}

/** The coin pill with its video button. */
export function CoinPill({ words, onLookAd, box, ad, measures: c, colours, inert = false }: CoinPillProps) {
  const shown = words.text;
  useControlGroup({ id: 'coins', name: words.name, ...(inert ? { inert } : {}) });
  useControl({ id: 'coins-value', role: 'text', name: shown, group: 'coins', box });
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      drawPill(g, box, chocolate(colours, c.rim));
      const at = { x: box.x + c.rim + c.padLeft, y: box.y + (box.height - c.coin) / 2 };
      drawIcon(g, CoinIcon, c.coin, { colour: 0x000000 }, at);
    },
    [box, colours, c],
  );
  const textX = box.x + c.rim + c.padLeft + c.coin + c.gap;
  return (
    <>
      <pixiContainer eventMode="none">
        <pixiGraphics draw={draw} />
        <pixiText
          text={shown}
          style={heavy(c.fontSize, 0xffffff)}
          anchor={{ x: 0, y: 0.5 }}
          x={textX}
          y={box.y + box.height / 2}
        />
      </pixiContainer>
      {ad && onLookAd && (
        <CanvasButton
          testId="coins-look-ad"
          label={words.lookAd}
          group="coins"
          x={ad.x}
          y={ad.y}
          tone="green"
          kind="icon-sm"
          size={c.ad}
          icon={VideoIcon}
          iconSize={Math.round(c.ad * 0.55)}
          tapBox={ad.tap}
          onTap={onLookAd}
        />
      )}
    </>
  );
}
