// The buttons of both lose layers: revive through a rewarded ad, restart the level, or go home to the menu.
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { Button } from './Button';
import { HomeIcon, RestartIcon, VideoIcon } from './icons';

/** Props of {@link ReviveActions}. */
export interface ReviveActionsProps {
  /** Test ids become `${testId}-revive`, `${testId}-restart` and `${testId}-home`. */
  testId: string;
  /** What the revive button says. */
  revive: ReactNode;
  /** Spoken label of the revive button, when its text alone is not enough. */
  reviveLabel?: string;
  /** The line under the revive button. */
  hint: string;
  onRevive: () => void;
  onRestart: () => void;
  /** Leave the lost level for the menu (the way out without a revive or a heart). */
  onHome: () => void;
  /** True while the revive ad is loading or playing: every button ignores taps. */
  busy: boolean;
}

/** Revive (video icon, spinner while the ad runs) above a smaller restart with a round Home button beside it. */
export function ReviveActions({
  testId,
  revive,
  reviveLabel,
  hint,
  onRevive,
  onRestart,
  onHome,
  busy,
}: ReviveActionsProps) {
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
      <div className="panel__row">
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
        <Button
          testId={`${testId}-home`}
          tone="blue"
          size="icon"
          busy={busy}
          spinner={false}
          label={t('exit.menu')}
          icon={<HomeIcon size={58} />}
          onTap={onHome}
        />
      </div>
    </div>
  );
}
