import { describe, expect, it, vi } from 'vitest';

// Pixi reads navigator when it loads; Node 20 has none. The builders under test need no renderer.
vi.hoisted(() => {
  if (!('navigator' in globalThis))
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
});

import type { Container } from 'pixi.js';
import { Graphics } from 'pixi.js';
import { candyTheme } from '../../../src/scene/draw/candyTheme';
import { drawThemeOf, registerDrawTheme } from '../../../src/scene/draw/drawTheme';
import { BatchedGraphics } from '../../../src/ui/canvas/batchedGraphics';
import { candyVariant } from '../../../src/variants/candy';
import { screwVariant } from '../../../src/variants/screw';

/** Every Graphics in a tree, the root included. */
function drawings(root: Container): Graphics[] {
  const out: Graphics[] = root instanceof Graphics ? [root] : [];
  for (const child of root.children) out.push(...drawings(child));
  return out;
}

// Pixi draws a Graphics of 200 vertices or more with a draw call of its own unless its context says 'batch':
// the box row's drawings and the canvas UI's must join their layer's batch (docs/performance.md, draw calls).
describe('drawings drawn in their layer batch', () => {
  registerDrawTheme(candyTheme);
  for (const variant of [screwVariant, candyVariant]) {
    it(`${variant.id}: every drawing of a box, a locked box and an empty place joins the batch`, () => {
      const theme = drawThemeOf(variant);
      expect(theme.id).toBe(variant.id);
      const row = variant.layout.boxRow;
      const boxes = [
        theme.createBoxGraphic(2, variant.palette, row, variant.boxCapacity),
        theme.createLockedBoxGraphic(row),
        theme.createEmptyBoxGraphic(row),
      ];
      for (const box of boxes) {
        const all = drawings(box);
        expect(all.length).toBeGreaterThan(0);
        for (const g of all) expect(g.context.batchMode, `${box.label} > ${g.label}`).toBe('batch');
      }
      // A later box of the colour shares the first one's drawing, and with it the batching.
      const first = boxes[0]!.getChildByLabel('crate') as Graphics;
      const later = theme.createBoxGraphic(2, variant.palette, row, variant.boxCapacity, first.context);
      expect((later.getChildByLabel('crate') as Graphics).context.batchMode).toBe('batch');
    });
  }

  it("the canvas UI's Graphics joins the batch, with a drawing of its own or a shared one", () => {
    expect(new BatchedGraphics().context.batchMode).toBe('batch');
    const shared = new Graphics().context;
    expect(new BatchedGraphics(shared).context.batchMode).toBe('batch');
    // Pixi's own default, which the UI would get without it: big drawings on their own.
    expect(new Graphics().context.batchMode).toBe('auto');
  });
});
