// One transient tip ("No ads available", "Coins shortage"...): it rises and fades over the variant's toast time.
import { translateText, useT } from '../i18n';
import { useSkin } from './skin';
import './styles.css';

/** Props of {@link Toast}. */
export interface ToastProps {
  /** The tip; an English text of the game ('Coins shortage') is shown in the current language. */
  text: string;
}

export { TOAST_MS } from './skin';

/**
 * A tip that rises and fades. Show one at a time; give it `key={text + id}` so that a repeated tip
 * replays its animation. It never takes taps.
 */
export function Toast({ text }: ToastProps) {
  const t = useT();
  const { toast } = useSkin();
  return (
    <div className="layer toast-layer" data-testid="toast-layer">
      <div
        className="toast"
        role="status"
        aria-live="polite"
        data-testid="toast"
        style={{ animationDuration: `${toast.ms}ms`, fontSize: toast.fontSize }}
      >
        {translateText(text, t)}
      </div>
    </div>
  );
}
