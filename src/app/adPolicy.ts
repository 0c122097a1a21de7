// The ad service's timing from the variant config (spec 9): the shortest time between two interstitials,
// counted from the session's start, and how often the banner reloads.
import type { AdServiceOptions } from '../platform/adService';
import type { VariantConfig } from '../variants/types';

/** The variant's ad timing, as the ad service takes it. */
export function adPolicyOf(
  variant: Pick<VariantConfig, 'ads'>,
): Required<Pick<AdServiceOptions, 'coolDownFromStart' | 'interstitialCooldownMs' | 'bannerRefreshMs'>> {
  return {
    coolDownFromStart: true,
    interstitialCooldownMs: variant.ads.interstitialCooldownSeconds * 1000,
    bannerRefreshMs: variant.ads.bannerRefreshSeconds * 1000,
  };
}
