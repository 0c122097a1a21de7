// The designers' debug panel (`?debug`): live sliders for physics and game timing, a level picker, the
// physics overlay switch and "Copy JSON" for the variant config. Loaded lazily; its CSS ships with it.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { device } from '../platform/currentDevice';
import type { VariantConfig } from '../variants/types';
import {
  clampField,
  DEBUG_FIELDS,
  DEBUG_RANGES,
  tuningFromVariant,
  tuningToVariantJson,
  type DebugField,
  type DebugTuning,
} from './debugTuning';
import './debugPanel.css';

/** How long "Copied" shows after a copy, ms. */
export const COPIED_MS = 1500;

/** Props of {@link DebugPanel}. */
export interface DebugPanelProps {
  tuning: DebugTuning;
  /** A field changed (always within its range); apply it to the running level at once. */
  onChange(patch: Partial<DebugTuning>): void;
  levelCount: number;
  /** The level playing now, 1-based. */
  currentLevel: number;
  /** Load level n (1-based). */
  onPickLevel(n: number): void;
  /** Big levels outside the ladder (99 to 201 screws; none in variant B). */
  bigLevelCount?: number;
  /** Load big level n (1-based). */
  onPickBigLevel?(n: number): void;
  overlay: boolean;
  onOverlay(on: boolean): void;
  /** Put this text on the clipboard; a rejection shows "Copy failed". */
  onCopy(json: string): void | Promise<void>;
  variant: VariantConfig;
  /** What "Reset" goes back to; the variant's values (and the default tray size) when absent. */
  defaults?: DebugTuning;
  /** Start folded to its title bar. */
  initiallyCollapsed?: boolean;
  /** Render in place instead of into document.body (tests, or a host that positions it itself). */
  inline?: boolean;
}

/** How many decimals a field's step shows. */
function decimals(step: number): number {
  const s = String(step);
  const dot = s.indexOf('.');
  return dot < 0 ? 0 : s.length - dot - 1;
}

/** A value as the number box shows it: to the step's precision, without trailing zeros. */
export function formatValue(field: DebugField, value: number): string {
  return String(Number(value.toFixed(Math.max(decimals(DEBUG_RANGES[field].step), 0) + 1)));
}

interface FieldRowProps {
  field: DebugField;
  value: number;
  onChange(patch: Partial<DebugTuning>): void;
}

/** One field: a label with its unit, a slider and a number box. */
function FieldRow({ field, value, onChange }: FieldRowProps) {
  const r = DEBUG_RANGES[field];
  const id = useId();
  // What the number box shows while it is being typed in, and the value it was typed against: applied at
  // once when it parses within the range, clamped on Enter or leaving the box (so that typing "120" never
  // applies a clamped "1" on the way). A value changed from elsewhere (Reset) replaces the draft.
  const [draft, setDraft] = useState<{ text: string; value: number } | null>(null);
  const shown = draft !== null && draft.value === value ? draft.text : formatValue(field, value);
  const commit = () => {
    if (draft === null) return;
    const n = Number(draft.text);
    if (draft.value === value && draft.text.trim() !== '' && Number.isFinite(n)) {
      const v = clampField(field, n);
      if (v !== value) onChange({ [field]: v });
    }
    setDraft(null);
  };
  const type = (text: string) => {
    const n = Number(text);
    // Live while the typed value is a valid one; anything else waits for Enter or blur.
    if (text.trim() !== '' && Number.isFinite(n) && n >= r.min && n <= r.max) {
      const v = clampField(field, n);
      if (v !== value) onChange({ [field]: v });
      setDraft({ text, value: v });
    } else setDraft({ text, value });
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') commit();
    else if (e.key === 'Escape') setDraft(null);
  };
  return (
    <div className="debug-panel__field">
      <label className="debug-panel__label" htmlFor={id}>
        {r.label}
        {r.unit && <span className="debug-panel__unit"> ({r.unit})</span>}
      </label>
      <input
        className="debug-panel__range"
        type="range"
        min={r.min}
        max={r.max}
        step={r.step}
        value={value}
        aria-label={`${r.label} slider`}
        data-testid={`debug-${field}-range`}
        onChange={(e) => onChange({ [field]: clampField(field, Number(e.currentTarget.value)) })}
      />
      <input
        id={id}
        className="debug-panel__number"
        type="number"
        inputMode="decimal"
        min={r.min}
        max={r.max}
        step={r.step}
        value={shown}
        data-testid={`debug-${field}`}
        onChange={(e) => type(e.currentTarget.value)}
        onKeyDown={onKey}
        onBlur={commit}
      />
    </div>
  );
}

/** A row that picks a level number with a select and loads it with Go. */
function LevelPickerRow({
  id,
  label,
  testId,
  numbers,
  picked,
  onPicked,
  onGo,
}: {
  id: string;
  label: string;
  testId: string;
  numbers: readonly number[];
  picked: number;
  onPicked(n: number): void;
  onGo(n: number): void;
}) {
  return (
    <div className="debug-panel__row">
      <label className="debug-panel__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="debug-panel__select"
        data-testid={testId}
        value={picked}
        onChange={(e) => onPicked(Number(e.currentTarget.value))}
      >
        {!numbers.includes(picked) && <option value={picked}>{picked}</option>}
        {numbers.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <button type="button" className="debug-panel__btn" data-testid={`${testId}-go`} onClick={() => onGo(picked)}>
        Go
      </button>
    </div>
  );
}

/** The debug panel: fixed top-right, collapsible, taking taps only over itself. */
export function DebugPanel({
  tuning,
  onChange,
  levelCount,
  currentLevel,
  onPickLevel,
  bigLevelCount = 0,
  onPickBigLevel,
  overlay,
  onOverlay,
  onCopy,
  variant,
  defaults,
  initiallyCollapsed = false,
  inline = false,
}: DebugPanelProps) {
  const [collapsed, setCollapsed] = useState(initiallyCollapsed);
  const [picked, setPicked] = useState(currentLevel);
  const [pickedBig, setPickedBig] = useState(1);
  // Follow the game when it moves to another level (a win, or a pick here).
  const [shownLevel, setShownLevel] = useState(currentLevel);
  if (shownLevel !== currentLevel) {
    setShownLevel(currentLevel);
    setPicked(currentLevel);
  }
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  /** The pending "back to Copy JSON" timer (a device timer's handle). */
  const timer = useRef<unknown>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      if (timer.current !== null) device().timers.clearTimeout(timer.current);
    };
  }, []);
  const bodyId = useId();

  const flash = (state: 'copied' | 'failed') => {
    if (!alive.current) return;
    setCopyState(state);
    const { timers } = device();
    if (timer.current !== null) timers.clearTimeout(timer.current);
    timer.current = timers.setTimeout(() => {
      if (alive.current) setCopyState('idle');
    }, COPIED_MS);
  };
  const copy = () => {
    let result: void | Promise<void>;
    try {
      result = onCopy(tuningToVariantJson(tuning, variant));
    } catch {
      flash('failed');
      return;
    }
    Promise.resolve(result).then(
      () => flash('copied'),
      () => flash('failed'),
    );
  };
  const reset = () => onChange(defaults ?? tuningFromVariant(variant));
  const levels = Array.from({ length: Math.max(0, levelCount) }, (_, i) => i + 1);

  const panel = (
    <aside
      className={`debug-panel${collapsed ? ' is-collapsed' : ''}`}
      data-testid="debug-panel"
      aria-label="Debug panel"
    >
      <div className="debug-panel__bar">
        <span className="debug-panel__title">debug</span>
        <button
          type="button"
          className="debug-panel__btn debug-panel__toggle"
          data-testid="debug-toggle"
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          onClick={() => setCollapsed((c) => !c)}
        >
          {collapsed ? '▸ open' : '▾ hide'}
        </button>
      </div>
      {!collapsed && (
        <div className="debug-panel__body" id={bodyId}>
          {DEBUG_FIELDS.map((field) => (
            <FieldRow key={field} field={field} value={tuning[field]} onChange={onChange} />
          ))}
          <LevelPickerRow
            id={`${bodyId}-level`}
            label="Level"
            testId="debug-level"
            numbers={levels}
            picked={picked}
            onPicked={setPicked}
            onGo={onPickLevel}
          />
          {bigLevelCount > 0 && onPickBigLevel && (
            <LevelPickerRow
              id={`${bodyId}-big`}
              label="Big"
              testId="debug-big-level"
              numbers={Array.from({ length: bigLevelCount }, (_, i) => i + 1)}
              picked={pickedBig}
              onPicked={setPickedBig}
              onGo={onPickBigLevel}
            />
          )}
          <div className="debug-panel__row">
            <label className="debug-panel__check">
              <input
                type="checkbox"
                data-testid="debug-overlay"
                checked={overlay}
                onChange={(e) => onOverlay(e.currentTarget.checked)}
              />
              Overlay
            </label>
          </div>
          <div className="debug-panel__row debug-panel__actions">
            <button
              type="button"
              className="debug-panel__btn debug-panel__btn--primary"
              data-testid="debug-copy"
              onClick={copy}
              aria-live="polite"
            >
              {copyState === 'copied' ? 'Copied' : copyState === 'failed' ? 'Copy failed' : 'Copy JSON'}
            </button>
            <button type="button" className="debug-panel__btn" data-testid="debug-reset" onClick={reset}>
              Reset
            </button>
          </div>
        </div>
      )}
    </aside>
  );
  // Out of the scaled design box (its transform would make `position: fixed` relative to it, and its
  // pointer-events: none would swallow taps), unless the host asks for it in place.
  if (inline || typeof document === 'undefined') return panel;
  return createPortal(panel, document.body);
}
