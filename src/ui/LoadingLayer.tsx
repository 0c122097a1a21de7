// The loading screen: the title sign, a fill bar that follows load progress, and (in the candy game) a tip
// that changes every few seconds.
import { useEffect, useState } from 'react';
import { isMessageKey, useT } from '../i18n';
import type { LayerTimers } from './layerTimers';
import { ScreenDecor } from './ScreenDecor';
import { useSkin, withSkinClass } from './skin';
import { TitleSign } from './TitleSign';
import './styles.css';
import './candy.css';

/** The rotating tips: how many there are (loading.tip0 onwards) and how long each shows. */
export interface LoadingTips {
  count: number;
  everyMs: number;
}

/** Props of {@link LoadingLayer}. */
export interface LoadingLayerProps {
  /** Load progress, 0..1 (values outside are clamped). */
  progress: number;
  /** Shows a tip line that steps through t('loading.tip0'..) every `everyMs`; no tip line without it. */
  tips?: LoadingTips;
  /** The timers the tip moves on by (the app gives the device's); without them the first tip stays. */
  timers?: LayerTimers | null;
}

/** Load progress as a whole percentage, 0..100; only a finished load shows 100. */
export function progressPercent(progress: number): number {
  if (!Number.isFinite(progress) || progress <= 0) return 0;
  if (progress >= 1) return 100;
  return Math.min(99, Math.floor(progress * 100));
}

/** The key of the tip shown after `step` changes, going round `count` tips ('loading.tip0' for step 0). */
export function loadingTipKey(step: number, count: number): string {
  const n = Number.isFinite(count) ? Math.max(1, Math.floor(count)) : 1;
  const s = Number.isFinite(step) ? Math.floor(step) : 0;
  return `loading.tip${((s % n) + n) % n}`;
}

/** The loading screen, with the title, a fill bar with its percentage and the optional rotating tip. */
export function LoadingLayer({ progress, tips, timers }: LoadingLayerProps) {
  const t = useT();
  const skin = useSkin();
  const percent = progressPercent(progress);
  const tipKey = useRotatingTip(tips, timers ?? null);
  return (
    <div className={withSkinClass('layer layer--screen loading', skin)} data-testid="loading">
      <ScreenDecor />
      <TitleSign className="loading__title" />
      <div className="loading__box">
        <div
          className="loading__track"
          role="progressbar"
          aria-label={t('loading.label')}
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
        <p className="loading__caption">{t('loading.caption')}</p>
        {tipKey !== null && (
          <p className="loading__tip" data-testid="loading-tip" data-tip={tipKey} aria-live="polite">
            {/* A new key per tip replays its fade-in. */}
            <span key={tipKey} className="loading__tip-text">
              {isMessageKey(tipKey) ? t(tipKey) : ''}
            </span>
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * The key of the tip to show now, moving on every `everyMs` on `timers` (the timer is cleared on unmount);
 * null without tips.
 */
function useRotatingTip(tips: LoadingTips | undefined, timers: LayerTimers | null): string | null {
  const count = tips ? Math.max(1, Math.floor(tips.count) || 1) : 0;
  const everyMs = tips?.everyMs ?? 0;
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (!timers || count <= 1 || !(everyMs > 0)) return undefined;
    const id = timers.setInterval(() => setStep((s) => (s + 1) % count), everyMs);
    return () => timers.clearInterval(id);
  }, [timers, count, everyMs]);
  return tips ? loadingTipKey(step, count) : null;
}
