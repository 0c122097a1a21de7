// The web app's update bar: a small strip at the bottom, over the game but taking no taps beyond its own two
// buttons, that says a new version is ready: Reload (the new version takes over and the page reloads) or put away.
import { useT } from '../i18n';
import { Button } from './Button';
import { CloseIcon, RestartIcon } from './icons';
import { useSkin, withSkinClass } from './skin';
import './styles.css';
import './updateBar.css';

/** Props of {@link UpdateBar}. */
export interface UpdateBarProps {
  /** Reload was tapped and the new version is taking over: the button waits. */
  reloading: boolean;
  onReload: () => void;
  onDismiss: () => void;
}

/** 'A new version is ready.' with Reload and a close button, in the variant's look. */
export function UpdateBar({ reloading, onReload, onDismiss }: UpdateBarProps) {
  const t = useT();
  const skin = useSkin();
  return (
    <div className={withSkinClass('layer update-bar-layer', skin)} data-testid="update-bar-layer">
      <div className="update-bar" role="status" aria-live="polite" data-testid="update-bar">
        <span className="update-bar__text">{t('update.ready')}</span>
        <Button
          testId="update-reload"
          tone="green"
          size="md"
          className="update-bar__reload"
          busy={reloading}
          icon={<RestartIcon size={34} />}
          onTap={onReload}
        >
          {t('update.reload')}
        </Button>
        <Button
          testId="update-dismiss"
          tone="red"
          size="icon-sm"
          className="update-bar__dismiss"
          label={t('update.dismiss')}
          icon={<CloseIcon size={36} />}
          onTap={onDismiss}
        />
      </div>
    </div>
  );
}
