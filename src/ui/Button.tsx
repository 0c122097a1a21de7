// The shared chunky button: pressed look, and taps gated by the spec's 0.3 s cooldown and by `busy`.
import { useState, type ReactNode } from 'react';
import { estimateTextEm } from '../i18n';
import { useSkin } from './skin';
import { createTapGate, type TapGate } from './tapGate';
import './styles.css';

/** Colour of a button. */
export type ButtonTone = 'green' | 'orange' | 'blue' | 'red' | 'wood' | 'purple';

/** Shape of a button: a wide labelled one, or a round icon one. */
export type ButtonSize = 'lg' | 'md' | 'icon' | 'icon-sm';

/** What the gated-tap hook needs. */
export interface GatedTapOptions {
  /** Ignore taps for this long after an accepted tap (default: the variant's button cooldown, 300 ms). */
  cooldownMs?: number;
  /** Ignore taps while true (an animation or an ad is running). */
  busy?: boolean;
  /** Share one gate between buttons (e.g. the two buttons of a lose panel); default: a gate per button. */
  gate?: TapGate;
}

/** Wraps `onTap` so that taps the gate rejects never reach it. */
export function useGatedTap(onTap: () => void, { cooldownMs: ownCooldownMs, busy = false, gate }: GatedTapOptions) {
  const skin = useSkin();
  const cooldownMs = ownCooldownMs ?? skin.buttonCooldownMs;
  // Armed at mount: taps during the layer's entrance (shorter than one cooldown) are ignored.
  const [ownGate] = useState(() => createTapGate(cooldownMs, performance.now()));
  return () => {
    if ((gate ?? ownGate).tryTap(performance.now(), busy, cooldownMs)) onTap();
  };
}

/** Tracks whether a pointer is holding the element down, for the pressed look on every browser. */
export function usePressed() {
  const [pressed, setPressed] = useState(false);
  const release = () => setPressed(false);
  return {
    pressed,
    handlers: {
      onPointerDown: () => setPressed(true),
      onPointerUp: release,
      onPointerLeave: release,
      onPointerCancel: release,
    },
  };
}

/** Props of {@link Button}. */
export interface ButtonProps extends GatedTapOptions {
  /** Called for each accepted tap. */
  onTap: () => void;
  /** The data-testid of the button. */
  testId: string;
  tone?: ButtonTone;
  size?: ButtonSize;
  /** Icon drawn before the label (or alone, for icon buttons). */
  icon?: ReactNode;
  /** Label text; icon-only buttons need `label` for screen readers instead. */
  children?: ReactNode;
  /** Accessible name when the button shows only an icon. */
  label?: string;
  /** While `busy`, show a spinner in place of the icon (default true; false just dims the button). */
  spinner?: boolean;
  className?: string;
}

// A text label estimated wider than this many ems gets the smaller type (btn--long-label): about 10 letters on a
// large button, 13 on a medium one. Every English label stays below; German and Hindi ones may not.
const LONG_LABEL_EM: Partial<Record<ButtonSize, number>> = { lg: 6.5, md: 8 };

/** True when `children` is a text too long for its button's usual type. */
function isLongLabel(children: ReactNode, size: ButtonSize): boolean {
  const limit = LONG_LABEL_EM[size];
  return limit !== undefined && typeof children === 'string' && estimateTextEm(children) > limit;
}

/** A chunky rounded toy button that ignores taps during its cooldown and while `busy`. */
export function Button({
  onTap,
  testId,
  tone = 'green',
  size = 'lg',
  icon,
  children,
  label,
  spinner = true,
  className,
  cooldownMs,
  busy = false,
  gate,
}: ButtonProps) {
  const tap = useGatedTap(onTap, { cooldownMs, busy, gate });
  const { pressed, handlers } = usePressed();
  const classes = [
    'btn',
    `btn--${tone}`,
    `btn--${size}`,
    isLongLabel(children, size) ? 'btn--long-label' : '',
    busy ? 'is-busy' : '',
    className ?? '',
  ].filter(Boolean);
  return (
    <button
      type="button"
      className={classes.join(' ')}
      data-testid={testId}
      data-pressed={pressed && !busy ? 'true' : undefined}
      aria-label={label}
      aria-busy={busy || undefined}
      onClick={tap}
      {...handlers}
    >
      {busy && spinner ? (
        <span className="btn__spinner" aria-hidden="true" />
      ) : (
        icon && <span className="btn__icon">{icon}</span>
      )}
      {children !== undefined && <span className="btn__label">{children}</span>}
    </button>
  );
}
