// The pointing hand of the first level: a pulsing ring on a screw and a finger that taps it.
import { translateText, useT } from '../i18n';
import { useSkin } from './skin';
import './styles.css';

/** Props of {@link TapHint}: the screw's centre in design px (inside the design box). */
export interface TapHintProps {
  x: number;
  y: number;
  /** The words under the hand; default 'Tap the screw!' (variant B 'Tap the candy!'), in the current language. */
  text?: string;
}

/** Shows where to tap; it never takes taps itself. */
export function TapHint({ x, y, text }: TapHintProps) {
  const t = useT();
  const skin = useSkin();
  const words = text === undefined ? t(skin.tapHintKey) : translateText(text, t);
  return (
    <div className="tap-hint" data-testid="tap-hint" style={{ left: x, top: y }} aria-hidden="true">
      <div className="tap-hint__ring" />
      <svg className="tap-hint__hand" viewBox="0 0 64 64" width="84" height="84">
        <path
          d="M24 30V10a5 5 0 0 1 10 0v16l3-1a5 5 0 0 1 6 3l1 1 3-1a5 5 0 0 1 6 4v12c0 9-6 16-15 16h-4c-6 0-10-3-13-8l-8-13a5 5 0 0 1 8-6z"
          fill="#fff"
          stroke="#3a2a1a"
          strokeWidth="3"
          strokeLinejoin="round"
        />
      </svg>
      <div className="tap-hint__text">{words}</div>
    </div>
  );
}
