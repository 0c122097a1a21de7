// The screens a player meets once loading ends, in one chunk the page fetches while its loading screen shows
// (src/app/layers/layerChunks.ts): the menu, the error layer (a level that could not be loaded, a screen whose own
// chunk did not come), the toast and the coins' flight. Loading ends once it is in, so none of them waits on a
// network when it is first drawn.
export { CoinFlightLayer } from './CoinFlightLayer';
export { ErrorLayer } from './ErrorLayer';
export { MenuLayer } from './MenuLayer';
export { Toast } from './ToastLayer';
