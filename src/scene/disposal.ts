// How the scene frees what it drew.
import type { Container, DestroyOptions } from 'pixi.js';

/**
 * Destroy children and their Graphics contexts too: Pixi keeps a Graphics' own context (and the
 * renderer's data for it) alive when destroy() is given options without `context: true`.
 * Shared textures (gradients, text) are left to their owners.
 */
export const DISPOSE: DestroyOptions = { children: true, context: true };

/** Destroys a display object and everything it drew. */
export function dispose(view: Container): void {
  view.destroy(DISPOSE);
}
