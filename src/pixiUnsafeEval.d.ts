// pixi.js exports './unsafe-eval' (its eval-free polyfills, installed on import) without a types entry.
declare module 'pixi.js/unsafe-eval';
