// What the canvas layers show that a player can press or read, as a list: each button, text and timer with
// its name and its box in design units. Pixi draws them; this list is what the rest of the page knows of
// them: the accessibility mirror (src/platform/webMirror.ts) puts a DOM element with the same name over each box
// so keyboards and screen readers reach them, and the test hook lists the buttons a tap would reach.
// Pure: the canvas layers fill it (useControl), readers subscribe.

/** What a control is to a screen reader ('switch': an on/off button whose state is `checked`). */
export type ControlRole = 'button' | 'switch' | 'text' | 'timer' | 'status' | 'alert' | 'img';

/** A box in design units of the 750x1334 stage (the layout's notch shift included). */
export interface DesignBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One thing a canvas layer shows. */
export interface CanvasControl {
  /** Unique on screen: the test id the DOM layers used (`hud-exit`). */
  id: string;
  role: ControlRole;
  /** What it is announced as (a button's label, a timer's purpose). */
  name: string;
  /** What it shows in words, when that is not its name (a timer's '0:42', a level's 'Level 3'). */
  text?: string;
  box: DesignBox;
  /** The group (a layer, or a popup announced as a dialog) it belongs to. */
  group: string;
  /** A button's press, gated by the button's own tap rules (cooldown, busy). */
  press?: () => void;
  /** Shown but not taking presses (busy with an ad or an animation). */
  disabled?: boolean;
  /** A switch's on/off; on a button, whether it is the chosen one of its kind (a picker's current language). */
  checked?: boolean;
  /** The language its words are in, when not the page's (a language's own name): a BCP 47 tag. */
  lang?: string;
  /** Whether a tap at the box's centre reaches this control on the canvas (nothing of the canvas above it). */
  onTop?: () => boolean;
  /** Its mirror took the keyboard's focus (a row of a scrolling list scrolls into view). */
  focus?: () => void;
}

/** A layer's group of controls: a plain region, or a popup announced as a dialog with its title. */
export interface ControlGroup {
  id: string;
  /** Its name (a dialog's title); a region without one is not announced. */
  name?: string;
  dialog?: boolean;
  /** Drawn but out of reach (a screen under a DOM panel): keyboards and screen readers skip it. */
  inert?: boolean;
}

/** The controls on the canvas now, grouped by layer in the order they came. */
export interface ControlRegistry {
  /** Adds or updates a control (a change of its press or onTop alone tells nobody). */
  set(control: CanvasControl): void;
  remove(id: string): void;
  setGroup(group: ControlGroup): void;
  removeGroup(id: string): void;
  /** The groups, each with its controls, in the order they were first set. */
  groups(): readonly { group: ControlGroup; controls: readonly CanvasControl[] }[];
  /** Every control, group by group. */
  list(): readonly CanvasControl[];
  /**
   * Presses a button as a tap would (its own tap rules apply); false if there is no such button, or it is disabled
   * or in an inert group.
   */
  press(id: string): boolean;
  /** The control as last set (with its current press and onTop), or undefined. */
  get(id: string): CanvasControl | undefined;
  /** Calls `listener` after what a reader sees changed; the result stops it. */
  subscribe(listener: () => void): () => void;
}

const sameBox = (a: DesignBox, b: DesignBox) =>
  a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

/** True when a reader would see no difference between the two (functions aside). */
function sameControl(a: CanvasControl, b: CanvasControl): boolean {
  return (
    a.role === b.role &&
    a.name === b.name &&
    a.text === b.text &&
    a.group === b.group &&
    (a.disabled ?? false) === (b.disabled ?? false) &&
    a.checked === b.checked &&
    a.lang === b.lang &&
    (a.press === undefined) === (b.press === undefined) &&
    sameBox(a.box, b.box)
  );
}

/** A new, empty registry. */
export function createControlRegistry(): ControlRegistry {
  const controls = new Map<string, CanvasControl>();
  const groups = new Map<string, ControlGroup>();
  const listeners = new Set<() => void>();
  let snapshot: ReturnType<ControlRegistry['groups']> | null = null;
  const changed = () => {
    snapshot = null;
    for (const listener of [...listeners]) listener();
  };
  const registry: ControlRegistry = {
    set(control) {
      const before = controls.get(control.id);
      controls.set(control.id, control);
      // A change of its press or onTop alone: readers keep their list, press() and onTop() find the new ones.
      if (!before || !sameControl(before, control)) changed();
    },
    remove(id) {
      if (controls.delete(id)) changed();
    },
    setGroup(group) {
      const before = groups.get(group.id);
      groups.set(group.id, group);
      const same =
        before &&
        before.name === group.name &&
        (before.dialog ?? false) === (group.dialog ?? false) &&
        (before.inert ?? false) === (group.inert ?? false);
      if (!same) changed();
    },
    removeGroup(id) {
      if (groups.delete(id)) changed();
    },
    groups() {
      if (snapshot) return snapshot;
      const order = [...groups.values()];
      // A control whose group was never set still shows, in a plain group of its own name.
      for (const control of controls.values()) {
        if (!order.some((g) => g.id === control.group)) order.push({ id: control.group });
      }
      snapshot = order.map((group) => ({
        group,
        controls: [...controls.values()].filter((c) => c.group === group.id),
      }));
      return snapshot;
    },
    list() {
      return registry.groups().flatMap((g) => g.controls.map((c) => controls.get(c.id) ?? c));
    },
    press(id) {
      const control = controls.get(id);
      if (!control?.press || control.disabled || groups.get(control.group)?.inert) return false;
      control.press();
      return true;
    },
    get: (id) => controls.get(id),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return registry;
}
