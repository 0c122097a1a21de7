// The Pixi objects the canvas layers' elements make: `<pixiContainer>`, `<pixiSprite>` and `<pixiText>` (and
// `<pixiGraphics>`, batchedGraphics.ts), registered with @pixi/react in canvasUi.tsx.
//
// When an element tree leaves, @pixi/react destroys only its top object: the objects below are detached from it
// but not destroyed, so each Text stays subscribed to its text style. Pixi's text measurement cache keeps the last
// 1,000 styles it measured, and through a style's listener a left layer lived on: its texts, their containers and
// every drawing in them. The soak saw variant A's heap on the menu grow from 45 to 102 MB over 80 levels
// (docs/testing.md). A layer container, when destroyed, destroys first the layer objects below it (each destroys
// what it owns: a text its subscription, a drawing its own geometry; shared textures and drawings stay); an
// object something else put there is only detached, as Pixi does. The scene's root hangs in a holder of its own
// (`<pixiSceneHolder>`, scene/GameStage.tsx), which is not a layer container.
import { Container, Sprite, Text, type DestroyOptions } from 'pixi.js';
import { BatchedGraphics } from './batchedGraphics';

/** A `<pixiSprite>`: a Sprite a canvas layer made. */
export class LayerSprite extends Sprite {}

/** A `<pixiText>`: a Text a canvas layer made. */
export class LayerText extends Text {}

/** A `<pixiContainer>`: destroyed, it destroys the layer objects below it first. */
export class LayerContainer extends Container {
  override destroy(options?: DestroyOptions): void {
    if (this.destroyed) return;
    for (const child of [...this.children]) if (isLayerNode(child)) child.destroy();
    super.destroy(options);
  }
}

/** True for the objects a canvas layer's elements make (not for those the scene or Pixi made). */
export function isLayerNode(node: Container): boolean {
  return (
    node instanceof LayerContainer ||
    node instanceof LayerSprite ||
    node instanceof LayerText ||
    node instanceof BatchedGraphics
  );
}
