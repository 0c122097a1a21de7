// An on/off switch with the same tap gate as Button.
import type { ReactNode } from 'react';
import { fitFontSize, useT } from '../i18n';
import { useGatedTap, usePressed, type GatedTapOptions } from './Button';
import './styles.css';

// The label's room in a settings row (styles.css): the 508 px panel body minus the row's padding (50), the
// icon (56), two gaps (44) and the switch (170); its type is 48 px, smaller for a longer word ('Vibration').
const LABEL_ROOM = 188;
const LABEL_PX = 48;
const LABEL_MIN_PX = 30;

/** Props of {@link Toggle}. */
export interface ToggleProps extends GatedTapOptions {
  on: boolean;
  onToggle: () => void;
  /** The data-testid of the switch. */
  testId: string;
  /** Text and icon before the switch. */
  label: string;
  icon?: ReactNode;
}

/** A labelled row with a chunky on/off switch. */
export function Toggle({ on, onToggle, testId, label, icon, cooldownMs, busy, gate }: ToggleProps) {
  const t = useT();
  const tap = useGatedTap(onToggle, { cooldownMs, busy, gate });
  const { pressed, handlers } = usePressed();
  const size = fitFontSize(label, LABEL_ROOM, LABEL_PX, LABEL_MIN_PX);
  return (
    <div className="toggle-row">
      {icon && <span className="toggle-row__icon">{icon}</span>}
      <span className="toggle-row__label" style={size < LABEL_PX ? { fontSize: size } : undefined}>
        {label}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={label}
        className={`switch${on ? ' is-on' : ''}`}
        data-testid={testId}
        data-pressed={pressed ? 'true' : undefined}
        onClick={tap}
        {...handlers}
      >
        <span className="switch__text">{t(on ? 'settings.on' : 'settings.off')}</span>
        <span className="switch__knob" />
      </button>
    </div>
  );
}
