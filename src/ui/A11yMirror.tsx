// The canvas layers as the page's accessibility tree sees them: for every button, text and picture a canvas
// layer draws (src/ui/canvas/controls.ts), an invisible DOM element with the same name over the same box.
// Keyboards reach the buttons (Tab, Enter, Space press them under their own tap rules), screen readers read
// names, timers and dialogs, and touch exploration finds each where it is drawn. The elements let every
// pointer through to the canvas, so a tap is still the canvas's.
import { useSyncExternalStore } from 'react';
import type { CanvasControl, ControlRegistry } from './canvas/controls';
import './styles.css';

/** The place of a box in the design box, in design px (the mirror sits in the stage's scaled design box). */
function placeOf(control: CanvasControl) {
  const { x, y, width, height } = control.box;
  return { left: x, top: y, width, height };
}

function MirrorNode({ control, controls }: { control: CanvasControl; controls: ControlRegistry }) {
  const common = {
    'data-testid': control.id,
    'data-canvas-control': 'true',
    style: placeOf(control),
    ...(control.lang !== undefined ? { lang: control.lang } : {}),
    // A row of a scrolling canvas list scrolls into view when its button takes the keyboard's focus.
    onFocus: () => controls.get(control.id)?.focus?.(),
  };
  switch (control.role) {
    case 'button':
      return (
        <button
          type="button"
          className="a11y-mirror__node a11y-mirror__button"
          aria-label={control.name}
          aria-disabled={control.disabled || undefined}
          aria-pressed={control.checked}
          onClick={() => controls.press(control.id)}
          {...common}
        >
          {control.text}
        </button>
      );
    case 'switch':
      return (
        <button
          type="button"
          role="switch"
          className="a11y-mirror__node a11y-mirror__button"
          aria-label={control.name}
          aria-checked={control.checked ?? false}
          aria-disabled={control.disabled || undefined}
          onClick={() => controls.press(control.id)}
          {...common}
        >
          {control.text}
        </button>
      );
    case 'img':
      return <div className="a11y-mirror__node" role="img" aria-label={control.name} {...common} />;
    case 'timer':
      return (
        <div className="a11y-mirror__node" role="timer" aria-label={control.name} {...common}>
          {control.text}
        </div>
      );
    case 'status':
      return (
        <div className="a11y-mirror__node" role="status" aria-live="polite" {...common}>
          {control.text ?? control.name}
        </div>
      );
    case 'alert':
      return (
        <div className="a11y-mirror__node" role="alert" {...common}>
          {control.text ?? control.name}
        </div>
      );
    case 'text':
      return (
        <div
          className="a11y-mirror__node"
          aria-label={control.text !== undefined && control.text !== control.name ? control.name : undefined}
          {...common}
        >
          {control.text ?? control.name}
        </div>
      );
  }
}

/** Props of {@link A11yMirror}. */
export interface A11yMirrorProps {
  /** The canvas's list of controls (the runtime's). */
  controls: ControlRegistry;
}

/** The mirror of the canvas layers; put it in the stage's design box, under the DOM layers. */
export function A11yMirror({ controls }: A11yMirrorProps) {
  const groups = useSyncExternalStore(controls.subscribe, controls.groups);
  // A dialog is modal: what lies under the topmost one is out of reach of keyboards and screen readers.
  const topDialog = groups.findLastIndex(({ group }) => group.dialog);
  return (
    <div className="layer a11y-mirror" data-testid="a11y-mirror">
      {groups.map(({ group, controls: list }, i) => (
        <div
          key={group.id}
          className={`a11y-mirror__group${group.dialog ? ' a11y-mirror__group--dialog' : ''}`}
          data-testid={group.id}
          role={group.dialog ? 'dialog' : undefined}
          aria-modal={group.dialog || undefined}
          aria-label={group.name}
          inert={i < topDialog || group.inert || undefined}
          aria-hidden={group.inert || undefined}
        >
          {list.map((control) => (
            <MirrorNode key={control.id} control={control} controls={controls} />
          ))}
        </div>
      ))}
    </div>
  );
}
