// The host packages: what an upload may not carry, and each package's page as the host's docs ask for it.
import { describe, expect, it } from 'vitest';
import { HOST_PACKAGES, packageOf } from '../../../scripts/package/hostPackages';
import { problemsOfSite, referencesIn } from '../../../scripts/package/siteChecks';
import { PLATFORM_NAMES } from '../../../src/platform/platform';

describe('site checks before zipping', () => {
  const site = (files: Record<string, string>, sdk: string[] = []) =>
    problemsOfSite(Object.keys(files), (file) => files[file]!, sdk);

  it('finds references in HTML attributes and CSS url()', () => {
    expect(
      referencesIn(`<script src="./a.js"></script><link href='/b.css'><div style="background:url(/c.png)">`),
    ).toEqual(['./a.js', '/b.css', '/c.png']);
  });

  it('passes a site of relative paths with the SDK at its documented URL', () => {
    const html =
      '<script src="https://sdk.example/sdk.js"></script><script type="module" src="./assets/i.js"></script>';
    expect(site({ 'index.html': html, 'assets/i.js': '' }, ['https://sdk.example/sdk.js'])).toEqual([]);
  });

  it('refuses source maps, absolute paths to our files and a missing index.html', () => {
    expect(site({ 'index.html': '<link href="/assets/i.css">', 'assets/i.js.map': '' })).toEqual([
      'assets/i.js.map: source maps are never uploaded',
      'index.html: "/assets/i.css" is an absolute path; the package must use relative paths',
    ]);
    expect(site({ 'assets/a.css': 'a{background:url(/x.png)}' })).toEqual([
      'there is no index.html at the top of the package',
      'assets/a.css: "/x.png" is an absolute path; the package must use relative paths',
    ]);
  });

  it("allows an absolute path only where it is the host's SDK as documented (Yandex's /sdk.js)", () => {
    expect(site({ 'index.html': '<script src="/sdk.js"></script>' }, ['/sdk.js'])).toEqual([]);
  });
});

describe('the package table', () => {
  it('has a package for each host the issue names, each for a host the game knows', () => {
    expect(Object.keys(HOST_PACKAGES).sort()).toEqual(
      ['crazygames', 'gamedistribution', 'gamepix', 'instant', 'playables', 'poki', 'web', 'yandex'].sort(),
    );
    for (const pkg of Object.values(HOST_PACKAGES)) expect(PLATFORM_NAMES).toContain(pkg.host);
  });

  it('the installable web app is only in the plain web build', () => {
    expect(
      Object.values(HOST_PACKAGES)
        .filter((pkg) => pkg.pwa)
        .map((pkg) => pkg.host),
    ).toEqual(['web']);
  });

  it('the plain web build is the default; an unknown VITE_HOST is refused by name', () => {
    expect(packageOf(undefined).host).toBe('web');
    expect(packageOf('').host).toBe('web');
    expect(() => packageOf('steam')).toThrow(/steam/);
  });

  it("GameDistribution's page sets GD_OPTIONS with the game id before its SDK loads", () => {
    const tags = HOST_PACKAGES.gamedistribution.head({ 'game-id': 'abc123' });
    expect(tags[0]!.children).toContain('gameId:"abc123"');
    expect(tags[0]!.children).toContain('onEvent');
    expect(tags[1]!.attrs?.src).toMatch(/^https:\/\/html5\.api\.gamedistribution\.com\//);
  });
});
