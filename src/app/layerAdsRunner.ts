// Applies the ads of spec 2 as the top layer changes: the rank, win, lose-time and settings layers open with
// their ad (src/core/layerAds), the menu brings the banner back, and a level hides it where the variant says.
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import type { gameMachine } from '../../machines/game';
import { screenOf } from '../../machines/screen';
import { layerAdStep } from '../core/layerAds';
import type { AdService } from '../platform/adService';
import type { VariantConfig } from '../variants/types';

type GameSnapshot = SnapshotFrom<typeof gameMachine>;

/** Starts watching the game's top layer; the current layer (the menu after loading) gets its ad at once. */
export function runLayerAds(
  actor: AnyActorRef & { getSnapshot(): GameSnapshot },
  adService: Pick<AdService, 'interstitial' | 'startBanner' | 'stopBanner'>,
  variant: Pick<VariantConfig, 'ads' | 'startHidesBanner'>,
): { stop(): void } {
  let shown = '';
  const options = { levelHidesBanner: variant.startHidesBanner === true };
  const onSnapshot = (snap: GameSnapshot) => {
    const screen = screenOf(snap);
    const step = layerAdStep(shown, screen, variant.ads.onOpening, options);
    shown = screen;
    if (!step) return;
    switch (step.kind) {
      case 'interstitial':
        // Never mid-level: these layers open from the menu or at a level's end; no interstitial, the banner.
        void adService.interstitial(step.placement, { midLevel: false }).then((played) => {
          if (!played && shown === step.placement) adService.startBanner(step.placement);
        });
        return;
      case 'banner':
        adService.startBanner(step.placement);
        return;
      case 'hide-banner':
        adService.stopBanner();
        return;
    }
  };
  onSnapshot(actor.getSnapshot());
  const subscription = actor.subscribe(onSnapshot);
  return { stop: () => subscription.unsubscribe() };
}
