// A failure the player can step back from (a broken level file, say), drawn on the canvas: a warning sign,
// what happened (said at once to a screen reader), that progress is kept, and the way back to the menu.
import type { Graphics } from 'pixi.js';
import { memo, useMemo } from 'react';
import { translateText, useT } from '../../i18n';
import { HomeIcon, WarningIcon } from '../icons';
import { useSkin } from '../skin';
import { CanvasPanel, PANEL_BUTTON_WIDTH, type PanelRow } from './CanvasPanel';
import { textButtonRow } from './CanvasTextButton';
import { drawIcon } from './iconGraphics';
import { textRow } from './panelText';

/** Props of {@link ErrorLayer}. */
export interface ErrorLayerProps {
  /** The ribbon title; default 'This level could not be opened'. English texts of the game are translated. */
  title?: string;
  /** What went wrong; default 'Unknown error'. English texts of the game are translated, others shown as given. */
  message?: string;
  /** Back to the menu. */
  onBack: () => void;
  /** The button's words; default 'Back to menu'. */
  backText?: string;
}

const SIGN = 120;

function drawSign(g: Graphics): void {
  g.clear();
  drawIcon(g, WarningIcon, SIGN, { colour: 0x783c00, cut: 0x783c00 }, { x: -SIGN / 2, y: 6 });
}

function drawSignFace(g: Graphics): void {
  g.clear();
  drawIcon(g, WarningIcon, SIGN, { colour: 0xf0a020, cut: 0x5b2d0c }, { x: -SIGN / 2, y: 0 });
}

/** The warning sign, its shadow 6 px down. */
const Sign = memo(function Sign() {
  return (
    <>
      <pixiGraphics draw={drawSign} alpha={0.35} />
      <pixiGraphics draw={drawSignFace} />
    </>
  );
});

/** The error panel. */
export function ErrorLayer({ title, message, onBack, backText }: ErrorLayerProps) {
  const t = useT();
  const paint = useSkin().panel;
  const heading = title === undefined ? t('error.title') : translateText(title, t);
  const said = message === undefined ? t('error.unknown') : translateText(message, t);
  const safe = t('error.safe');
  const back = backText ?? t('error.back');
  const rows = useMemo<PanelRow[]>(
    () => [
      { key: 'sign', height: SIGN, node: <Sign /> },
      textRow({
        key: 'message',
        text: said,
        kind: 'long',
        paint,
        group: 'error',
        testId: 'error-message',
        role: 'alert',
      }),
      textRow({ key: 'safe', text: safe, kind: 'note', paint, group: 'error' }),
      textButtonRow(
        'back',
        {
          testId: 'error-back',
          text: back,
          group: 'error',
          tone: 'blue',
          size: 'md',
          icon: HomeIcon,
          maxWidth: PANEL_BUTTON_WIDTH,
          onTap: onBack,
        },
        { before: 8 },
      ),
    ],
    [said, safe, back, paint, onBack],
  );
  return <CanvasPanel testId="error" title={heading} tone="red" rows={rows} />;
}
