// The Pixi extensions the game's canvas uses, imported here instead of Pixi's own pick. Left to itself, Pixi
// loads its browser set when the renderer starts (`environment-browser/browserAll`): pointer events, and also
// its accessibility system, DOM containers and filters. The game has none of those three: its accessibility is
// the DOM mirror of its own buttons (src/platform/webMirror.ts; Pixi's system would add a second, unnamed set
// of elements), it draws no DOM in the canvas, and it sets no filter (its masks are graphics, which the stencil
// draws; a sprite mask would need the filter system). Importing the one it needs and starting the application
// with `skipExtensionImports` keeps the other three out of the page's first load (initial JS, issue 13).
// Rendering, textures and sprite sheets come with `pixi.js` itself.
import 'pixi.js/events';

/** The option that stops Pixi loading its environment's extensions (the ones above are loaded already). */
export const OWN_EXTENSIONS = { skipExtensionImports: true } as const;
