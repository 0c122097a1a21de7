// The words on a locked box or plate ("tap to unlock", already translated): white heavy type edged in a shade of
// the lock's grey, centred, narrowed to fit its room.
import { Text, TextStyle } from 'pixi.js';
import { shade } from './palette';

/**
 * One style per grey and size, shared by every locked place ever drawn: a style made per place was kept alive by
 * Pixi's text machinery after the place was destroyed, one per level start.
 */
const styles = new Map<string, TextStyle>();

function lockedLabelStyle(grey: number, fontSize: number): TextStyle {
  const key = `${grey}/${fontSize}`;
  let style = styles.get(key);
  if (!style) {
    style = new TextStyle({
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      fontSize,
      fontWeight: '800',
      fill: 0xffffff,
      stroke: { color: shade(grey, 0.4), width: 4 },
      align: 'center',
    });
    styles.set(key, style);
  }
  return style;
}

/** The label at (x, y) by its centre, `fontSize` high, scaled down when wider than `maxWidth`. */
export function createLockedLabel(
  label: string,
  grey: number,
  fontSize: number,
  at: { x: number; y: number; maxWidth: number },
): Text {
  const text = new Text({ text: label, style: lockedLabelStyle(grey, Math.round(fontSize)) });
  text.anchor.set(0.5);
  text.position.set(at.x, at.y);
  if (text.width > at.maxWidth) text.scale.set(at.maxWidth / text.width);
  return text;
}
