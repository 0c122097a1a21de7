// The canvas layers' Pixi objects: when @pixi/react destroys the top object of a leaving element tree (with no
// options, as its removeChild does), everything the layer made below it is destroyed too, so that nothing long-lived
// (a text style in Pixi's measurement cache) keeps the layer alive; what others put there is only detached, and
// shared textures and drawings stay usable.
import { describe, expect, it, vi } from 'vitest';

// Pixi reads navigator when it loads; Node 20 has none. Nothing is rendered.
vi.hoisted(() => {
  if (!('navigator' in globalThis))
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
});
const registered = vi.hoisted(() => ({}) as Record<string, unknown>);
vi.mock('@pixi/react', () => ({
  extend: (classes: Record<string, unknown>) => Object.assign(registered, classes),
  useApplication: () => ({}),
  useTick: () => {},
}));

import { Container, GraphicsContext, Texture, TextStyle } from 'pixi.js';
import { stubNodeCanvas } from './nodeCanvas';

stubNodeCanvas();
import { BatchedGraphics } from '../../../../src/ui/canvas/batchedGraphics';
import '../../../../src/ui/canvas/canvasUi';
import { isLayerNode, LayerContainer, LayerSprite, LayerText } from '../../../../src/ui/canvas/layerNodes';

/** A layer as @pixi/react builds it: a panel, a row in it, a label, a drawing, an icon, and a foreign child. */
function layer(style: TextStyle, shared: GraphicsContext) {
  const top = new LayerContainer();
  const row = new LayerContainer();
  const label = new LayerText({ text: 'Next', style });
  const drawing = new BatchedGraphics();
  drawing.roundRect(0, 0, 300, 90, 24).fill(0x4caf50);
  const stamp = new BatchedGraphics(shared);
  const icon = new LayerSprite(Texture.WHITE);
  const foreign = new Container();
  row.addChild(drawing, label, stamp, icon);
  top.addChild(row, foreign);
  return { top, row, label, drawing, stamp, icon, foreign };
}

describe('the canvas layers’ Pixi objects', () => {
  it('are what <pixiContainer>, <pixiGraphics>, <pixiSprite> and <pixiText> make', () => {
    expect(registered).toMatchObject({
      Container: LayerContainer,
      Graphics: BatchedGraphics,
      Sprite: LayerSprite,
      Text: LayerText,
    });
  });

  it('a destroyed layer container destroys the layer objects below it', () => {
    const style = new TextStyle({ fontSize: 40 });
    const shared = new GraphicsContext().circle(0, 0, 10).fill(0xffffff);
    const l = layer(style, shared);
    const ownContext = l.drawing.context;
    expect(style.listenerCount('update')).toBe(1);

    l.top.destroy(); // what @pixi/react's removeChild does

    for (const node of [l.top, l.row, l.label, l.drawing, l.stamp, l.icon]) expect(node.destroyed).toBe(true);
    // The style (kept by Pixi's measurement cache) no longer holds the text, nor through it the layer.
    expect(style.listenerCount('update')).toBe(0);
    // The drawing's own geometry went with it; a shared drawing and a shared texture stay usable.
    expect(ownContext.destroyed).toBe(true);
    expect(shared.destroyed).toBe(false);
    expect(Texture.WHITE.destroyed).toBe(false);
  });

  it('only detaches a child it did not make (the scene’s root in its holder)', () => {
    const l = layer(new TextStyle(), new GraphicsContext());
    l.top.destroy();
    expect(l.foreign.destroyed).toBe(false);
    expect(l.foreign.parent).toBeNull();
  });

  it('a plain Pixi container keeps the old behaviour: its children are detached, not destroyed', () => {
    const style = new TextStyle();
    const plain = new Container();
    const holder = new LayerContainer();
    const label = new LayerText({ text: 'x', style });
    holder.addChild(label);
    plain.addChild(holder);
    plain.destroy();
    expect(holder.destroyed).toBe(false);
    expect(isLayerNode(holder)).toBe(true);
    expect(isLayerNode(plain)).toBe(false);
  });

  it('a second destroy does nothing', () => {
    const l = layer(new TextStyle(), new GraphicsContext());
    l.top.destroy();
    expect(() => l.top.destroy()).not.toThrow();
  });
});
