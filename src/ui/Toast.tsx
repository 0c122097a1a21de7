// One transient tip ("No ads available", "Coins shortage"...): it rises and fades over 2 s.
import { translateText, useT } from '../i18n';
import './styles.css';

/** Props of {@link Toast}. */
export interface ToastProps {
  /** The tip; an English text of the game ('Coins shortage') is shown in the current language. */
  text: string;
}

/** How long a toast's rise-and-fade lasts; the owner removes it after this. */
export const TOAST_MS = 2000;

/**
 * A tip that rises and fades. Show one at a time; give it `key={text + id}` so that a repeated tip
 * replays its animation. It never takes taps.
 */
export function Toast({ text }: ToastProps) {
  const t = useT();
  return (
    <div className="layer toast-layer" data-testid="toast-layer">
      <div
        className="toast"
        role="status"
        aria-live="polite"
        data-testid="toast"
        style={{ animationDuration: `${TOAST_MS}ms` }}
      >
        {translateText(text, t)}
      </div>
    </div>
  );
}
