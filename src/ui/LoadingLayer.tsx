// The loading screen: the title sign and a fill bar that follows load progress.
import { ScreenDecor } from './ScreenDecor';
import { TitleSign } from './TitleSign';
import './styles.css';

/** Props of {@link LoadingLayer}. */
export interface LoadingLayerProps {
  /** Load progress, 0..1 (values outside are clamped). */
  progress: number;
}

/** Load progress as a whole percentage, 0..100; only a finished load shows 100. */
export function progressPercent(progress: number): number {
  if (!Number.isFinite(progress) || progress <= 0) return 0;
  if (progress >= 1) return 100;
  return Math.min(99, Math.floor(progress * 100));
}

/** The loading screen, with the title and a fill bar with its percentage. */
export function LoadingLayer({ progress }: LoadingLayerProps) {
  const percent = progressPercent(progress);
  return (
    <div className="layer layer--screen loading" data-testid="loading">
      <ScreenDecor />
      <TitleSign className="loading__title" />
      <div className="loading__box">
        <div
          className="loading__track"
          role="progressbar"
          aria-label="Loading"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          data-testid="loading-bar"
        >
          <div className="loading__fill" style={{ width: `${percent}%` }} />
          <span className="loading__percent" data-testid="loading-percent">
            {percent}%
          </span>
        </div>
        <p className="loading__caption">Loading…</p>
      </div>
    </div>
  );
}
