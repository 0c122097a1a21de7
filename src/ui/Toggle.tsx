// An on/off switch with the same tap gate as Button.
import type { ReactNode } from 'react';
import { useGatedTap, usePressed, type GatedTapOptions } from './Button';
import './styles.css';

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
  const tap = useGatedTap(onToggle, { cooldownMs, busy, gate });
  const { pressed, handlers } = usePressed();
  return (
    <div className="toggle-row">
      {icon && <span className="toggle-row__icon">{icon}</span>}
      <span className="toggle-row__label">{label}</span>
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
        <span className="switch__text">{on ? 'ON' : 'OFF'}</span>
        <span className="switch__knob" />
      </button>
    </div>
  );
}
