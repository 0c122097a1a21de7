// Spec 2: on opening, the rank, win, lose-time and settings layers show interstitial, banner or custom ads;
// the banner comes back on the menu after a level; variant B's Start hides it.
import { describe, expect, it } from 'vitest';
import { layerAdStep, type LayerAdTable } from '../../../src/core/layerAds';
import { candyVariant } from '../../../src/variants/candy';
import { screwVariant } from '../../../src/variants/screw';

const table: LayerAdTable = { rank: 'interstitial', settings: 'interstitial', win: 'banner', 'lose-time': 'banner' };
const keep = { levelHidesBanner: false };
const hide = { levelHidesBanner: true };

describe('ads as a layer opens', () => {
  it('rank and settings open with an interstitial, win and lose-time with the banner', () => {
    expect(layerAdStep('menu', 'rank', table, keep)).toEqual({ kind: 'interstitial', placement: 'rank' });
    expect(layerAdStep('menu', 'settings', table, keep)).toEqual({ kind: 'interstitial', placement: 'settings' });
    expect(layerAdStep('game', 'win', table, keep)).toEqual({ kind: 'banner', placement: 'win' });
    expect(layerAdStep('game', 'lose-time', table, keep)).toEqual({ kind: 'banner', placement: 'lose-time' });
  });

  it('the same layer again, or a layer with no ad, asks for nothing', () => {
    expect(layerAdStep('rank', 'rank', table, keep)).toBeNull();
    expect(layerAdStep('menu', 'tasks', table, keep)).toBeNull();
    expect(layerAdStep('game', 'exit', table, keep)).toBeNull();
    expect(layerAdStep('game', 'lose-full', table, keep)).toBeNull();
  });

  it('the menu brings the banner back, after a level too', () => {
    expect(layerAdStep('win', 'menu', table, hide)).toEqual({ kind: 'banner', placement: 'menu' });
    expect(layerAdStep('exit', 'menu', table, hide)).toEqual({ kind: 'banner', placement: 'menu' });
    expect(layerAdStep('loading', 'menu', table, keep)).toEqual({ kind: 'banner', placement: 'menu' });
  });

  it('a level hides the banner where the variant says so, and not when the exit layer closes', () => {
    expect(layerAdStep('menu', 'game', table, hide)).toEqual({ kind: 'hide-banner' });
    expect(layerAdStep('win', 'game', table, hide)).toEqual({ kind: 'hide-banner' });
    expect(layerAdStep('exit', 'game', table, hide)).toBeNull();
    expect(layerAdStep('menu', 'game', table, keep)).toBeNull();
  });

  it('both variants name an ad for each of the four layers, and refresh the banner as spec 9 says', () => {
    for (const variant of [screwVariant, candyVariant]) {
      expect(Object.keys(variant.ads.onOpening).sort()).toEqual(['lose-time', 'rank', 'settings', 'win']);
    }
    expect(screwVariant.ads.bannerRefreshSeconds).toBe(60);
    expect(candyVariant.ads.bannerRefreshSeconds).toBe(30);
    expect(screwVariant.ads.interstitialCooldownSeconds).toBe(30);
    expect(candyVariant.ads.interstitialCooldownSeconds).toBe(30);
  });
});
