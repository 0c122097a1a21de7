// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buttonName, buttonsOnScreen, type ButtonPage } from '../../../src/platform/pageButtons';

/** jsdom lays nothing out: each element gets the box a test gives it, and the top element at a point is found from those boxes. */
function laidOut(html: string, boxes: Record<string, [number, number, number, number]>, onTop: string[] = []) {
  document.body.innerHTML = html;
  const byId = (id: string) => document.querySelector(`[data-testid="${id}"]`)!;
  for (const [id, [x, y, w, h]] of Object.entries(boxes)) {
    byId(id).getBoundingClientRect = () =>
      ({ x, y, width: w, height: h, top: y, left: x, right: x + w, bottom: y + h, toJSON: () => ({}) }) as DOMRect;
  }
  const page: ButtonPage = {
    querySelectorAll: (s) => document.querySelectorAll(s),
    elementFromPoint(px, py) {
      // The topmost box that holds the point: the `onTop` ids first (last listed on top), then the others.
      for (const id of [...[...onTop].reverse(), ...Object.keys(boxes).reverse()]) {
        const [x, y, w, h] = boxes[id] ?? [0, 0, 0, 0];
        if (px >= x && px <= x + w && py >= y && py <= y + h) return byId(id);
      }
      return null;
    },
  };
  return page;
}

describe('buttonsOnScreen', () => {
  it('lists laid-out buttons on top at their centre, with their names, boxes and state', () => {
    const page = laidOut(
      `<button data-testid="start">  Start
        game </button>
       <button data-testid="hint" aria-label="Hint 3"><svg></svg><span>3</span></button>
       <div role="button" data-testid="pill" aria-busy="true">Hearts</div>
       <button data-testid="gone">Gone</button>
       <button>No id</button>`,
      { start: [10, 20, 100, 40], hint: [200, 20, 50, 50], pill: [0, 100, 80, 30], gone: [0, 0, 0, 0] },
    );
    expect(buttonsOnScreen(page)).toEqual([
      { id: 'start', name: 'Start game', x: 10, y: 20, width: 100, height: 40, disabled: false },
      { id: 'hint', name: 'Hint 3', x: 200, y: 20, width: 50, height: 50, disabled: false },
      { id: 'pill', name: 'Hearts', x: 0, y: 100, width: 80, height: 30, disabled: true },
    ]);
  });

  it('leaves out a button covered at its centre by another layer', () => {
    const page = laidOut(
      `<button data-testid="under">Under</button><div data-testid="veil"><button data-testid="ok" disabled>OK</button></div>`,
      { under: [0, 0, 100, 100], veil: [0, 0, 400, 400], ok: [150, 150, 60, 30] },
      ['veil', 'ok'],
    );
    expect(buttonsOnScreen(page).map((b) => [b.id, b.disabled])).toEqual([['ok', true]]);
  });

  it("lists a canvas layer's button by its mirror when the canvas is on top there and hands the tap to it", () => {
    const page = laidOut(
      `<canvas data-testid="canvas"></canvas>
       <div><button data-testid="hud-exit" data-canvas-control="true" aria-label="Pause"></button>
       <button data-testid="hud-hint" data-canvas-control="true" aria-label="Hint 3"></button>
       <button data-testid="skill" data-canvas-control="true" aria-label="Add slot"></button></div>
       <div data-testid="veil"></div>`,
      {
        canvas: [0, 0, 400, 800],
        'hud-exit': [10, 10, 60, 60],
        'hud-hint': [80, 10, 60, 60],
        skill: [10, 700, 60, 60],
        veil: [0, 600, 400, 200],
      },
      // The mirror lets taps through: the page finds the canvas under the HUD's buttons, the veil over the skill.
      ['canvas', 'veil'],
    );
    const onTop = (id: string) => id !== 'hud-hint';
    expect(buttonsOnScreen(page, onTop).map((b) => [b.id, b.name])).toEqual([['hud-exit', 'Pause']]);
    // A DOM button over the canvas is not taken for a canvas control.
    const dom = laidOut(
      `<canvas data-testid="canvas"></canvas><button data-testid="menu-start">Start</button>`,
      {
        canvas: [0, 0, 400, 800],
        'menu-start': [10, 10, 60, 60],
      },
      ['canvas'],
    );
    expect(buttonsOnScreen(dom)).toEqual([]);
  });

  it('names a button by its label, else its text', () => {
    document.body.innerHTML = '<button aria-label=" ">Text  here</button><button aria-label="Label">Text</button>';
    const [a, b] = Array.from(document.querySelectorAll('button'));
    expect(buttonName(a!)).toBe('Text here');
    expect(buttonName(b!)).toBe('Label');
  });
});
