// A failure the player can step back from (a broken level file, say): what happened, and the way back.
import { Button } from './Button';
import { HomeIcon, WarningIcon } from './icons';
import { Panel } from './Panel';
import './styles.css';

/** Props of {@link ErrorLayer}. */
export interface ErrorLayerProps {
  title: string;
  message: string;
  /** Back to the menu. */
  onBack: () => void;
}

/** The error panel: a clear message, reassurance that progress is kept, and a way back to the menu. */
export function ErrorLayer({ title, message, onBack }: ErrorLayerProps) {
  return (
    <Panel testId="error" title={title} tone="red" className="error">
      <div className="error__icon" aria-hidden="true">
        <WarningIcon size={120} />
      </div>
      <p className="panel__text error__message" data-testid="error-message" role="alert">
        {message}
      </p>
      <p className="panel__note">Your progress is safe.</p>
      <div className="panel__actions">
        <Button testId="error-back" tone="blue" size="md" icon={<HomeIcon size={50} />} onTap={onBack}>
          Back to menu
        </Button>
      </div>
    </Panel>
  );
}
