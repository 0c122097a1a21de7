// Which host a build is for, and the start-up's patience with a host SDK that never answers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  builtForHost,
  instantPlacements,
  miniGameAdUnits,
  languageStoreOf,
  packageOptions,
  withPatience,
} from '../../../src/app/hostPlatform';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('builtForHost', () => {
  it('names the host a package was built for; the plain web build (or an unknown name) has none', () => {
    expect(builtForHost('poki')).toBe('poki');
    expect(builtForHost('playables')).toBe('playables');
    expect(builtForHost('web')).toBeNull();
    expect(builtForHost(undefined)).toBeNull();
    expect(builtForHost('steam')).toBeNull();
  });
});

describe('withPatience', () => {
  it('goes on when the work is done', async () => {
    await expect(withPatience(Promise.resolve(), 5_000, 'x')).resolves.toBeUndefined();
  });

  it('goes on after the patience when the work never ends, and says so', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let done = false;
    void withPatience(new Promise<void>(() => {}), 5_000, 'The poki SDK').then(() => (done = true));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(warn.mock.calls[0]![0]).toContain('The poki SDK');
  });
});

describe('the options a package was made with', () => {
  it('are read from the build; anything unreadable is no options, never a crash', () => {
    expect(packageOptions('{"rewarded-placement":"123_456","n":3}')).toEqual({ 'rewarded-placement': '123_456' });
    expect(packageOptions(undefined)).toEqual({});
    expect(packageOptions('')).toEqual({});
    expect(packageOptions('not json')).toEqual({});
    expect(packageOptions('[1,2]')).toEqual({});
  });

  it('give instant games its Audience Network placements; a missing one turns that kind off', () => {
    expect(instantPlacements({ 'rewarded-placement': 'r', 'banner-placement': 'b' })).toEqual({
      rewarded: 'r',
      interstitial: undefined,
      banner: 'b',
    });
  });

  it('give a mini-game its ad unit ids; a missing one turns that kind off', () => {
    expect(miniGameAdUnits({ 'rewarded-unit': 'adunit-r', 'interstitial-unit': 'adunit-i' })).toEqual({
      rewarded: 'adunit-r',
      interstitial: 'adunit-i',
      banner: undefined,
    });
  });
});

describe("where the player's language choice is kept", () => {
  it("with the game's records where the host keeps them (Playables: saves only through its calls), else the browser's", () => {
    const hostStorage = { getItem: () => null, setItem: () => {} };
    expect(languageStoreOf({ saveStorage: () => hostStorage })).toBe(hostStorage);
    expect(languageStoreOf({ saveStorage: () => null })).toBeUndefined();
  });
});
