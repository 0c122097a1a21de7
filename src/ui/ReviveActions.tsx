// The buttons of both lose layers: revive through a rewarded ad, or restart the level.
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { Button } from './Button';
import { RestartIcon, VideoIcon } from './icons';

/** Props of {@link ReviveActions}. */
export interface ReviveActionsProps {
  /** Test ids become `${testId}-revive` and `${testId}-restart`. */
  testId: string;
  /** What the revive button says. */
  revive: ReactNode;
  /** Spoken label of the revive button, when its text alone is not enough. */
  reviveLabel?: string;
  /** The line under the revive button. */
  hint: string;
  onRevive: () => void;
  onRestart: () => void;
  /** True while the revive ad is loading or playing: both buttons ignore taps. */
  busy: boolean;
}

/** Revive (video icon, spinner while the ad runs) above a smaller restart. */
export function ReviveActions({ testId, revive, reviveLabel, hint, onRevive, onRestart, busy }: ReviveActionsProps) {
  const t = useT();
  return (
    <div className="panel__actions">
      <Button
        testId={`${testId}-revive`}
        tone="green"
        size="lg"
        busy={busy}
        icon={<VideoIcon size={64} />}
        onTap={onRevive}
        label={reviveLabel}
      >
        {revive}
      </Button>
      <p className="panel__hint">{hint}</p>
      <Button
        testId={`${testId}-restart`}
        tone="orange"
        size="md"
        busy={busy}
        spinner={false}
        icon={<RestartIcon size={50} />}
        onTap={onRestart}
      >
        {t('lose.restart')}
      </Button>
    </div>
  );
}
