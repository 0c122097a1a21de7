// The question before the in-game video (variant A), drawn on the canvas: what the ad gives ('+200' with a
// coin), 'Watch a video to get 200 coins?', Watch and Cancel.
import { CanvasTextMetrics, type Graphics, type TextStyle } from 'pixi.js';
import { memo, useCallback, useMemo } from 'react';
import { useT } from '../../i18n';
import { stageStyle } from './heavyText';
import { CoinIcon, VideoIcon } from '../icons';
import { useSkin } from '../skin';
import { CanvasPanel, PANEL_BUTTON_WIDTH, type PanelRow } from './CanvasPanel';
import { textButtonRow } from './CanvasTextButton';
import { drawIcon } from './iconGraphics';
import { drawSunken, SUNKEN } from './paint';
import { type PanelPaint } from './panelLook';
import { textRow } from './panelText';

/** Props of {@link LookAdLayer}. */
export interface LookAdLayerProps {
  /** Coins the watched video gives (spec 9: 'Coin add 200'). */
  coins: number;
  /** Play the video. */
  onWatch: () => void;
  /** Back to the level, nothing spent. */
  onCancel: () => void;
}

/** The gain pill: a coin and the amount in big type, in a soft sunken pill. */
const GAIN = { coin: 84, gap: 14, padLeft: 18, padRight: 34, padY: 10, fontSize: 64 } as const;
function amountStyle(ink: number): TextStyle {
  return stageStyle({ fontWeight: '900', fontSize: GAIN.fontSize, fill: ink });
}

const Gain = memo(function Gain({ text, paint, width }: { text: string; paint: PanelPaint; width: number }) {
  const height = GAIN.coin + 2 * GAIN.padY;
  const drawn = useCallback(
    (g: Graphics) => {
      g.clear();
      drawSunken(g, { x: -width / 2, y: 0, width, height }, height / 2, SUNKEN.wood);
      drawIcon(g, CoinIcon, GAIN.coin, { colour: 0xffffff }, { x: -width / 2 + GAIN.padLeft, y: GAIN.padY });
    },
    [width, height],
  );
  return (
    <>
      <pixiGraphics draw={drawn} />
      <pixiText
        text={text}
        style={amountStyle(paint.ink)}
        anchor={{ x: 0, y: 0.5 }}
        x={-width / 2 + GAIN.padLeft + GAIN.coin + GAIN.gap}
        y={height / 2}
      />
    </>
  );
});

/** The look-ad panel. */
export function LookAdLayer({ coins, onWatch, onCancel }: LookAdLayerProps) {
  const t = useT();
  const paint = useSkin().panel;
  const amount = Math.max(0, Math.floor(coins));
  const gain = `+${amount}`;
  const text = t('lookAd.text', { coins: amount });
  const watch = t('lookAd.watch');
  const cancel = t('common.cancel');
  const rows = useMemo<PanelRow[]>(() => {
    const words = CanvasTextMetrics.measureText(gain, amountStyle(paint.ink)).width;
    const width = Math.ceil(GAIN.padLeft + GAIN.coin + GAIN.gap + words + GAIN.padRight);
    return [
      { key: 'gain', height: GAIN.coin + 2 * GAIN.padY, node: <Gain text={gain} paint={paint} width={width} /> },
      textRow({ key: 'text', text, kind: 'text', paint, group: 'look-ad', testId: 'look-ad-text' }),
      textButtonRow(
        'watch',
        {
          testId: 'look-ad-watch',
          text: watch,
          group: 'look-ad',
          tone: 'green',
          size: 'lg',
          icon: VideoIcon,
          maxWidth: PANEL_BUTTON_WIDTH,
          onTap: onWatch,
        },
        { before: 8 },
      ),
      textButtonRow(
        'cancel',
        {
          testId: 'look-ad-cancel',
          text: cancel,
          group: 'look-ad',
          tone: 'orange',
          size: 'md',
          maxWidth: PANEL_BUTTON_WIDTH,
          onTap: onCancel,
        },
        { before: 2 },
      ),
    ];
  }, [gain, text, watch, cancel, paint, onWatch, onCancel]);
  return (
    <CanvasPanel
      testId="look-ad"
      title={t('lookAd.title')}
      tone="green"
      onClose={onCancel}
      closeTestId="look-ad-close"
      rows={rows}
    />
  );
}
