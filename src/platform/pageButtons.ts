// The buttons a player can press now, with their names and places on the page: what the test hook reports so
// that end-to-end tests find a button by its name and press its place, as a player does, whatever draws it.
// The DOM layers' buttons are read from the page; a canvas layer's buttons from their mirror in the page
// (src/platform/webMirror.ts, marked data-canvas-control), on top when the canvas is at their centre and the canvas
// itself would hand a tap there to them. The tests do not change when a layer moves to the canvas.

/** One button on screen. */
export interface ButtonOnScreen {
  /** Its test id (`data-testid`). */
  id: string;
  /** What it is announced as: its label, else its text. */
  name: string;
  /** Its box in CSS pixels of the page. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Shown but not taking presses (disabled, or busy with an ad or an animation). */
  disabled: boolean;
}

/** The parts of a document this reads (a real page, or a test's stand-in). */
export interface ButtonPage {
  querySelectorAll(selectors: string): ArrayLike<Element>;
  elementFromPoint(x: number, y: number): Element | null;
}

const BUTTONS = 'button[data-testid], [role="button"][data-testid], a[href][data-testid]';

/** The accessible name, as far as a button's own attributes and text give it. */
export function buttonName(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label && label.trim() !== '') return label.trim();
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Whether the canvas hands a tap at the centre of its control `id` to that control (nothing of the canvas above). */
export type CanvasOnTop = (id: string) => boolean;

/** A canvas control's mirror is on top when the page shows the canvas at its centre and the canvas says so. */
function mirrorOnTop(element: Element, top: Element, id: string, canvasOnTop: CanvasOnTop): boolean {
  return element.getAttribute('data-canvas-control') === 'true' && top.tagName === 'CANVAS' && canvasOnTop(id);
}

/**
 * The buttons a tap at their centre would reach: laid out (a box of some size), and on top at their centre
 * (not under a veil, a logo or another layer). In the page's order.
 */
export function buttonsOnScreen(page: ButtonPage = document, canvasOnTop: CanvasOnTop = () => true): ButtonOnScreen[] {
  const out: ButtonOnScreen[] = [];
  for (const element of Array.from(page.querySelectorAll(BUTTONS))) {
    const id = element.getAttribute('data-testid');
    if (!id) continue;
    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) continue;
    const top = page.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    if (!top || !(element.contains(top) || mirrorOnTop(element, top, id, canvasOnTop))) continue;
    out.push({
      id,
      name: buttonName(element),
      x: box.x,
      y: box.y,
      width: box.width,
      height: box.height,
      disabled:
        (element as HTMLButtonElement).disabled === true ||
        element.getAttribute('aria-disabled') === 'true' ||
        element.getAttribute('aria-busy') === 'true',
    });
  }
  return out;
}
