// The ad each layer opens with (spec 2), the same in both variants. The between-levels interstitial (on Next
// or Restart) already follows the win and lose-time layers, so these two open with the banner only: a player
// never meets two full-screen ads for one level's end. Rank and settings are opened from the menu, never
// mid-level, so they may open with an interstitial (30 s apart; the banner when none may play).
import type { LayerAdTable } from '../core/layerAds';

/** Both variants' table of ads on opening. */
export const LAYER_ADS: LayerAdTable = {
  rank: 'interstitial',
  settings: 'interstitial',
  win: 'banner',
  'lose-time': 'banner',
};
