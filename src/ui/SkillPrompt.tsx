// The banner shown while the break skill waits for the player to pick a board; taps go through it to the canvas.
import { useT } from '../i18n';
import { Button } from './Button';
import { SKILL_PROMPT_STYLE } from './controlStyles';
import { CloseIcon, HammerIcon } from './icons';
import './styles.css';

/** The spec's prompt after the board-removal skill starts (error catalogue, variant A); en_US 'toast.selectBoard'. */
export const SKILL_PROMPT_TEXT = 'Please select the dish you want to break';

/** Props of {@link SkillPrompt}. */
export interface SkillPromptProps {
  /** Leave the board-picking mode without breaking anything; no cancel button without it. */
  onCancel?: () => void;
}

/**
 * A banner over the box row (design y ~170-280, below the HUD and above the tray), so the boards stay in
 * view. It is not a modal: everything but its cancel button lets pointer events through to the canvas.
 */
export function SkillPrompt({ onCancel }: SkillPromptProps) {
  const t = useT();
  return (
    <div className="layer skill-prompt" data-testid="skill-prompt" style={SKILL_PROMPT_STYLE}>
      <div className={`skill-prompt__banner${onCancel ? ' skill-prompt__banner--cancel' : ''}`} role="status">
        <HammerIcon size={64} className="skill-prompt__icon" />
        <span className="skill-prompt__text">{t('toast.selectBoard')}</span>
        {onCancel && (
          <Button
            testId="skill-prompt-cancel"
            tone="red"
            size="icon-sm"
            label={t('common.cancel')}
            className="skill-prompt__cancel"
            icon={<CloseIcon size={40} />}
            onTap={onCancel}
          />
        )}
      </div>
    </div>
  );
}
