// The canvas as the page's accessibility tree sees it, written with the DOM alone (no React DOM in the game):
// for every button, text and picture the canvas layers draw (src/ui/canvas/controls.ts), an invisible element
// with the same name over the same box, inside a box of the 750x1334 design scaled and placed as the canvas
// draws it. Keyboards reach the buttons (Tab, Enter and Space press them under their own tap rules), screen
// readers read names, switches, timers and dialogs, touch exploration finds each where it is drawn, and the
// test hook lists them (pageButtons.ts). The elements let every pointer through to the canvas. Elements are
// kept from one change to the next (a focused button stays focused while its layer updates).

/** What a control is to a screen reader (controls.ts's roles). */
export type MirrorRole = 'button' | 'switch' | 'text' | 'timer' | 'status' | 'alert' | 'img';

/** One thing the canvas shows, in design px (controls.ts's CanvasControl, as far as the mirror reads it). */
export interface MirrorControl {
  id: string;
  role: MirrorRole;
  name: string;
  text?: string;
  box: { x: number; y: number; width: number; height: number };
  disabled?: boolean;
  checked?: boolean;
  lang?: string;
}

/** A layer's group: a plain region, or a dialog named by its title; inert when out of reach. */
export interface MirrorGroup {
  id: string;
  name?: string;
  dialog?: boolean;
  inert?: boolean;
}

/** The canvas's controls (the runtime's registry has this shape). */
export interface MirrorSource {
  groups(): readonly { group: MirrorGroup; controls: readonly MirrorControl[] }[];
  press(id: string): boolean;
  /** The control as last set: its `focus` scrolls a list's row into view when its element takes focus. */
  get(id: string): { focus?: () => void } | undefined;
  subscribe(listener: () => void): () => void;
}

/** Where the design box is on the page: its scale and its top left corner, in CSS px. */
export interface MirrorPlacement {
  scale: number;
  offsetX: number;
  offsetY: number;
}

/** The mounted mirror. */
export interface MountedMirror {
  /** Moves and scales the design box (after a resize or a rotation). */
  place(placement: MirrorPlacement): void;
  /** Takes the mirror off the page and stops following the controls. */
  remove(): void;
}

const TAGS: Record<MirrorRole, 'button' | 'div'> = {
  button: 'button',
  switch: 'button',
  text: 'div',
  timer: 'div',
  status: 'div',
  alert: 'div',
  img: 'div',
};

/** Sets or removes an attribute (null or undefined removes it). */
function attr(element: Element, name: string, value: string | null | undefined): void {
  if (value === null || value === undefined) {
    if (element.hasAttribute(name)) element.removeAttribute(name);
  } else if (element.getAttribute(name) !== value) {
    element.setAttribute(name, value);
  }
}

function text(element: Element, value: string | undefined): void {
  const next = value ?? '';
  if (element.textContent !== next) element.textContent = next;
}

/** Brings one element up to date with its control. */
function update(element: HTMLElement, control: MirrorControl): void {
  // Through the CSSOM: the Content Security Policy allows no style attribute written as text.
  const { x, y, width, height } = control.box;
  element.style.left = `${x}px`;
  element.style.top = `${y}px`;
  element.style.width = `${width}px`;
  element.style.height = `${height}px`;
  attr(element, 'data-testid', control.id);
  attr(element, 'data-canvas-control', 'true');
  attr(element, 'lang', control.lang);
  const button = TAGS[control.role] === 'button';
  attr(element, 'class', `a11y-mirror__node${button ? ' a11y-mirror__button' : ''}`);
  attr(element, 'aria-disabled', button && control.disabled ? 'true' : null);
  switch (control.role) {
    case 'button':
      attr(element, 'role', null);
      attr(element, 'aria-label', control.name);
      attr(element, 'aria-pressed', control.checked === undefined ? null : String(control.checked));
      attr(element, 'aria-checked', null);
      text(element, control.text);
      return;
    case 'switch':
      attr(element, 'role', 'switch');
      attr(element, 'aria-label', control.name);
      attr(element, 'aria-checked', String(control.checked ?? false));
      attr(element, 'aria-pressed', null);
      text(element, control.text);
      return;
    case 'img':
      attr(element, 'role', 'img');
      attr(element, 'aria-label', control.name);
      text(element, undefined);
      return;
    case 'timer':
      attr(element, 'role', 'timer');
      attr(element, 'aria-label', control.name);
      text(element, control.text);
      return;
    case 'status':
      attr(element, 'role', 'status');
      attr(element, 'aria-live', 'polite');
      text(element, control.text ?? control.name);
      return;
    case 'alert':
      attr(element, 'role', 'alert');
      text(element, control.text ?? control.name);
      return;
    case 'text':
      attr(element, 'role', null);
      attr(element, 'aria-label', control.text !== undefined && control.text !== control.name ? control.name : null);
      text(element, control.text ?? control.name);
      return;
  }
}

/** Puts `children` in `parent` in this order, moving only what is out of place (a focused one keeps focus). */
function arrange(parent: Element, children: readonly Element[]): void {
  const wanted = new Set(children);
  for (const child of Array.from(parent.children)) if (!wanted.has(child)) child.remove();
  children.forEach((child, i) => {
    const at = parent.children[i];
    if (at !== child) parent.insertBefore(child, at ?? null);
  });
}

/**
 * Mounts the mirror of `source` in `host` (the page's game container): a box of the design's size (`design`,
 * in design px) placed at `placement`. Its look is the page's stylesheet's (`.a11y-mirror*` in
 * src/ui/styles.css: invisible, in the way of no pointer, a ring around a focused button).
 */
export function mountMirror(
  host: HTMLElement,
  source: MirrorSource,
  placement: MirrorPlacement,
  design: { width: number; height: number },
  doc: Document = host.ownerDocument,
): MountedMirror {
  const root = doc.createElement('div');
  root.className = 'a11y-mirror';
  root.setAttribute('data-testid', 'a11y-mirror');
  root.style.width = `${design.width}px`;
  root.style.height = `${design.height}px`;
  host.appendChild(root);
  const groups = new Map<string, HTMLElement>();
  const nodes = new Map<string, { element: HTMLElement; role: MirrorRole }>();

  const nodeOf = (control: MirrorControl): HTMLElement => {
    const known = nodes.get(control.id);
    if (known && TAGS[known.role] === TAGS[control.role]) {
      known.role = control.role;
      return known.element;
    }
    const element = doc.createElement(TAGS[control.role]);
    const idOf = () => element.getAttribute('data-testid') ?? '';
    // A row of a scrolling canvas list scrolls into view when its button takes the keyboard's focus.
    element.addEventListener('focus', () => source.get(idOf())?.focus?.());
    if (element instanceof HTMLButtonElement) {
      element.type = 'button';
      // The press goes through the canvas button, under its own tap rules.
      element.addEventListener('click', () => source.press(idOf()));
    }
    nodes.set(control.id, { element, role: control.role });
    return element;
  };

  const render = () => {
    const list = source.groups();
    // A dialog is modal: what lies under the topmost one is out of reach of keyboards and screen readers.
    const topDialog = list.findLastIndex(({ group }) => group.dialog);
    const seenGroups = new Set<string>();
    const seenNodes = new Set<string>();
    const groupElements = list.map(({ group, controls }, i) => {
      seenGroups.add(group.id);
      let element = groups.get(group.id);
      if (!element) {
        element = doc.createElement('div');
        groups.set(group.id, element);
      }
      attr(element, 'class', `a11y-mirror__group${group.dialog ? ' a11y-mirror__group--dialog' : ''}`);
      attr(element, 'data-testid', group.id);
      attr(element, 'role', group.dialog ? 'dialog' : null);
      attr(element, 'aria-modal', group.dialog ? 'true' : null);
      attr(element, 'aria-label', group.name);
      attr(element, 'inert', i < topDialog || group.inert === true ? '' : null);
      attr(element, 'aria-hidden', group.inert ? 'true' : null);
      arrange(
        element,
        controls.map((control) => {
          seenNodes.add(control.id);
          const node = nodeOf(control);
          update(node, control);
          return node;
        }),
      );
      return element;
    });
    arrange(root, groupElements);
    for (const id of [...groups.keys()]) if (!seenGroups.has(id)) groups.delete(id);
    for (const id of [...nodes.keys()]) if (!seenNodes.has(id)) nodes.delete(id);
  };

  const place = ({ scale, offsetX, offsetY }: MirrorPlacement) => {
    root.style.transform = `translate(${offsetX}px, ${offsetY}px) scale(${scale})`;
  };

  // A layer sets its controls one by one: the mirror follows once they are all set (a microtask later).
  let queued = false;
  let removed = false;
  const queue = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      if (!removed) render();
    });
  };

  place(placement);
  render();
  const stop = source.subscribe(queue);
  return {
    place,
    remove() {
      removed = true;
      stop();
      root.remove();
    },
  };
}
