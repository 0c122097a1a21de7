// A failure the player can step back from (a broken level file, say): what happened, and the way back.
import { translateText, useT } from '../i18n';
import { Button } from './Button';
import { HomeIcon, WarningIcon } from './icons';
import { Panel } from './Panel';
import './styles.css';

/** Props of {@link ErrorLayer}. */
export interface ErrorLayerProps {
  /** The ribbon title; default 'This level could not be opened'. English texts of the game are translated. */
  title?: string;
  /** What went wrong; default 'Unknown error'. English texts of the game are translated, others shown as given. */
  message?: string;
  /** Back to the menu. */
  onBack: () => void;
}

/** The error panel: a clear message, reassurance that progress is kept, and a way back to the menu. */
export function ErrorLayer({ title, message, onBack }: ErrorLayerProps) {
  const t = useT();
  return (
    <Panel
      testId="error"
      title={title === undefined ? t('error.title') : translateText(title, t)}
      tone="red"
      className="error"
    >
      <div className="error__icon" aria-hidden="true">
        <WarningIcon size={120} />
      </div>
      <p className="panel__text error__message" data-testid="error-message" role="alert">
        {message === undefined ? t('error.unknown') : translateText(message, t)}
      </p>
      <p className="panel__note">{t('error.safe')}</p>
      <div className="panel__actions">
        <Button testId="error-back" tone="blue" size="md" icon={<HomeIcon size={50} />} onTap={onBack}>
          {t('error.back')}
        </Button>
      </div>
    </Panel>
  );
}
