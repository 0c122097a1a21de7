// Spec 9: interstitials at most once per the variant's cooldown (30 s as shipped), counted from the start.
import { describe, expect, it } from 'vitest';
import { adPolicyOf } from '../../../src/app/adPolicy';
import { createAdService } from '../../../src/platform/adService';
import { screwVariant } from '../../../src/variants/screw';
import { createFakeAds } from '../platform/fakes/fakeAds';

/** The ad service with the variant's timing; `later` moves its clock. */
function serviceFor(variant: Pick<typeof screwVariant, 'ads'>) {
  const fake = createFakeAds();
  let now = 0;
  const ads = createAdService({ ads: fake.ads }, { now: () => now, log: () => {}, ...adPolicyOf(variant) });
  return { ads, later: (ms: number) => void (now += ms) };
}

/** Whether an interstitial between levels shows `ms` after the session started. */
async function showsAfter(variant: Pick<typeof screwVariant, 'ads'>, ms: number) {
  const s = serviceFor(variant);
  s.later(ms);
  return s.ads.interstitial('next', { midLevel: false });
}

describe("the interstitial cooldown is the variant's figure", () => {
  it('as shipped: none in the first 30 s, one after', async () => {
    const cooldown = screwVariant.ads.interstitialCooldownSeconds * 1000;
    expect(await showsAfter(screwVariant, cooldown - 1)).toBe(false);
    expect(await showsAfter(screwVariant, cooldown)).toBe(true);
  });

  it('a longer cooldown in the config holds the interstitial back longer', async () => {
    const slower = { ads: { ...screwVariant.ads, interstitialCooldownSeconds: 90 } };
    expect(await showsAfter(slower, 60_000)).toBe(false);
    expect(await showsAfter(slower, 90_000)).toBe(true);
  });
});
