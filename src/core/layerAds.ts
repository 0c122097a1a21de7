// Which ad a layer shows as it opens (spec 2: "On opening, the rank, win, lose-time and settings layers show
// interstitial, banner or custom ads") and where the banner belongs. Pure: the runtime applies the answer
// through the ad service, whose own rules (30 s cooldown, never mid-level, preloaded only) still hold.

/** The layers that show an ad as they open. */
export type AdLayer = 'rank' | 'settings' | 'win' | 'lose-time';

/** The ad a layer opens with: an interstitial (the banner when none may play) or the banner alone. */
export type LayerAdKind = 'interstitial' | 'banner';

/** Per variant: the ad each layer opens with; a layer left out opens with none. */
export type LayerAdTable = Partial<Record<AdLayer, LayerAdKind>>;

/** What the ad service is asked to do when the top layer changes. */
export type LayerAdStep =
  { kind: 'interstitial'; placement: AdLayer } | { kind: 'banner'; placement: string } | { kind: 'hide-banner' } | null;

/**
 * The ad step for a change of the top layer from `from` to `to` (screen names of `machines/screen.ts`). An ad
 * layer opening asks for its ad; the menu brings the banner back (after a level too); a level that hides
 * the banner (variant B's Start, spec 2) hides it. Nothing else changes the ads.
 */
export function layerAdStep(
  from: string,
  to: string,
  table: LayerAdTable,
  options: { levelHidesBanner: boolean },
): LayerAdStep {
  if (from === to) return null;
  if (to in table) {
    const kind = table[to as AdLayer]!;
    return kind === 'interstitial'
      ? { kind: 'interstitial', placement: to as AdLayer }
      : { kind: 'banner', placement: to };
  }
  if (to === 'menu') return { kind: 'banner', placement: 'menu' };
  if (to === 'game' && options.levelHidesBanner && from !== 'exit') return { kind: 'hide-banner' };
  return null;
}
