// The game-portal adapter: init, isReady, rewarded, interstitial and loading progress through the portal SDK.
import { describe, expect, it } from 'vitest';
import { createPortalPlatform } from '../../../src/platform/portalPlatform';
import { createWebPlatform } from '../../../src/platform/webPlatform';
import { safeStore } from '../../../src/platform/storage';
import { createFakePortalSdk, type PortalScript } from './fakes/fakePortalSdk';
import { createFakePresenter } from './fakes/fakePresenter';
import { recordingLog } from './fakes/flush';

async function portal(script: Partial<PortalScript> = {}) {
  const fake = createFakePortalSdk(script);
  const logs = recordingLog();
  const base = createWebPlatform({
    present: createFakePresenter().present,
    store: safeStore(null),
    nav: null,
    doc: null,
  });
  const platform = createPortalPlatform(fake.sdk, base, { log: logs.log });
  await platform.initialize();
  return { fake, platform, logs };
}

describe('portal SDK', () => {
  it('starts the SDK and reports loading progress in percent, then done', async () => {
    const { fake, platform } = await portal();
    platform.setLoadingProgress(0.5);
    platform.setLoadingProgress(1);
    expect(fake.calls).toEqual(['init', 'loadingDone']);
    expect(fake.progress).toEqual([50, 100]);
    expect(platform.name).toBe('portal');
  });

  it('a rewarded ad watched to the end rewards; closed early is interrupted', async () => {
    expect(await (await portal()).platform.ads.rewarded.show('revive')).toBe('rewarded');
    expect(await (await portal({ rewarded: false })).platform.ads.rewarded.show('revive')).toBe('interrupted');
  });

  it('is ready only when the SDK says so; otherwise nothing is asked of it', async () => {
    const { fake, platform } = await portal({ rewardedReady: false, interstitialReady: false });
    expect(platform.ads.rewarded.isReady()).toBe(false);
    expect(await platform.ads.rewarded.show('revive')).toBe('not-ready');
    expect(await platform.ads.interstitial.show('restart')).toBe('not-ready');
    expect(fake.calls).toEqual(['init']);
  });

  it('no fill, rate limits and errors', async () => {
    expect(await (await portal({ rewarded: 'no-fill' })).platform.ads.rewarded.show('r')).toBe('not-ready');
    expect(await (await portal({ rewarded: 'rate-limited' })).platform.ads.rewarded.show('r')).toBe('failed');
    const { platform, logs } = await portal({ rewarded: 'error' });
    expect(await platform.ads.rewarded.show('r')).toBe('failed');
    expect(logs.lines).toHaveLength(1);
    expect(await (await portal()).platform.ads.interstitial.show('i')).toBe('shown');
    expect(await (await portal({ interstitial: 'no-fill' })).platform.ads.interstitial.show('i')).toBe('not-ready');
    expect(await (await portal({ interstitial: 'rate-limited' })).platform.ads.interstitial.show('i')).toBe(
      'rate-limited',
    );
    expect(await (await portal({ interstitial: 'error' })).platform.ads.interstitial.show('i')).toBe('failed');
  });

  it('an SDK that fails to start leaves the game running without ads', async () => {
    const { platform, logs } = await portal({ initFails: true });
    expect(platform.ads.rewarded.isReady()).toBe(false);
    expect(logs.lines).toHaveLength(1);
    platform.saveData('still saves');
    expect(await platform.loadData()).toBe('still saves');
  });
});
