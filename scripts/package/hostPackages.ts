// One package per host: what each host's upload holds beyond the game itself (its SDK loaded as it asks, the
// files it requires), whether the page keeps our Content Security Policy and the installable web app, and
// the host's upload limit. `npm run package -- <host>` builds from this table (scripts/package.ts); the Vite
// config reads it for the page (vite.config.ts). The documents behind each row are named in docs/platforms.md.
import { gameDistributionOptionsScript } from '../../src/platform/gameDistributionApi';
import type { PlatformName } from '../../src/platform/platform';

/** A tag for the page's head, placed before the game's own script (Vite's HtmlTagDescriptor shape). */
export interface HeadTag {
  tag: 'script' | 'link' | 'meta';
  attrs?: Record<string, string | boolean>;
  children?: string;
}

/** What a package may be given on the command line (`--game-id=…`). */
export type PackageOptions = Record<string, string>;

/** One host's package. */
export interface HostPackage {
  /** The host the build is for (VITE_HOST); 'web' is the plain web build. */
  host: PlatformName;
  /** The host's SDK as its documentation asks to load it, and anything it needs set before. */
  head(options: PackageOptions): HeadTag[];
  /** Files the host requires beside index.html (name → text). */
  files?(options: PackageOptions): Record<string, string>;
  /** Options the package cannot be made without, each with what it is. */
  requires?: Record<string, string>;
  /** Options the package may be given, each with what it is (built into the game: VITE_PACKAGE_OPTIONS). */
  accepts?: Record<string, string>;
  /** The host's upload limit in bytes (null: none documented), and where it is said. */
  limit: { bytes: number | null; files?: number; source: string };
  /**
   * Origins our Content Security Policy must allow for the host's SDK, or null to ship no policy: a portal's
   * page frames ad networks from origins nobody can list, and the host sets the policy of its own page.
   */
  csp: { scripts: string[]; connect: string[] } | null;
  /** The installable web app (manifest, icons, service worker): only the plain web build. */
  pwa: boolean;
}

const MB = 1024 * 1024;

const script = (src: string): HeadTag => ({ tag: 'script', attrs: { src } });

/** Every package `npm run package` makes, by name. */
export const HOST_PACKAGES = {
  web: {
    host: 'web',
    head: () => [],
    limit: { bytes: null, source: 'none: any static host' },
    csp: { scripts: [], connect: [] },
    pwa: true,
  },
  instant: {
    host: 'instant',
    head: () => [script('https://connect.facebook.net/en_US/fbinstant.7.1.js')],
    accepts: {
      'rewarded-placement': 'the Audience Network placement id of rewarded videos (none: no rewarded videos)',
      'interstitial-placement': 'the Audience Network placement id of interstitials (none: no interstitials)',
      'banner-placement': 'the Audience Network placement id of the banner (none: no banner)',
      'tournament-set-key':
        "the setKey the game server's qualifying call is asked with (spec 7); its official tournament is offered on the menu while it runs (none: no official tournaments)",
    },
    files: () => ({
      'fbapp-config.json': `${JSON.stringify({ instant_games: { platform_version: 'RICH_GAMEPLAY', orientation: 'PORTRAIT', navigation_menu_version: 'NAV_FLOATING' } }, null, 2)}\n`,
    }),
    limit: { bytes: null, source: 'Instant Games: no upload limit in the documents read' },
    csp: null,
    pwa: false,
  },
  poki: {
    host: 'poki',
    head: () => [script('https://game-cdn.poki.com/scripts/v2/poki-sdk.js')],
    limit: { bytes: 20 * MB, source: 'Poki: no hard limit; its guidance is under 20 MB in total' },
    csp: null,
    pwa: false,
  },
  crazygames: {
    host: 'crazygames',
    head: () => [script('https://sdk.crazygames.com/crazygames-sdk-v3.js')],
    limit: {
      bytes: 250 * MB,
      files: 1500,
      source: 'CrazyGames technical requirements: 250 MB and 1500 files in total',
    },
    csp: null,
    pwa: false,
  },
  gamedistribution: {
    host: 'gamedistribution',
    requires: { 'game-id': "the game's id in the GameDistribution developer portal" },
    head: (options) => [
      // GD_OPTIONS with an onEvent that queues the SDK's events until the adapter takes them over.
      { tag: 'script', children: gameDistributionOptionsScript(options['game-id'] ?? '') },
      script('https://html5.api.gamedistribution.com/main.min.js'),
    ],
    limit: { bytes: null, source: 'GameDistribution: no upload limit in the documents read' },
    csp: null,
    pwa: false,
  },
  gamepix: {
    host: 'gamepix',
    head: () => [script('https://integration.gamepix.com/sdk/v3/gamepix.sdk.js')],
    limit: { bytes: null, source: 'GamePix: no limit documented ("as small as possible")' },
    csp: null,
    pwa: false,
  },
  yandex: {
    host: 'yandex',
    head: () => [script('/sdk.js')],
    limit: { bytes: null, source: 'Yandex Games: no archive limit in the documents read' },
    csp: null,
    pwa: false,
  },
  playables: {
    host: 'playables',
    head: () => [script('https://www.youtube.com/game_api/v1')],
    limit: {
      bytes: 30 * MB,
      source: 'YouTube Playables stability requirements: initial bundle under 30 MiB (should be under 15)',
    },
    csp: { scripts: ['https://www.youtube.com'], connect: [] },
    pwa: false,
  },
} satisfies Record<string, HostPackage>;

export type PackageName = keyof typeof HOST_PACKAGES;

/** True for the name of a package in HOST_PACKAGES. */
export function isPackageName(value: unknown): value is PackageName {
  return typeof value === 'string' && Object.hasOwn(HOST_PACKAGES, value);
}

/** The package a build is for (`VITE_HOST`, the plain web when unset). */
export function packageOf(host: string | undefined): HostPackage {
  if (host === undefined || host === '') return HOST_PACKAGES.web;
  if (!isPackageName(host))
    throw new Error(`VITE_HOST=${host} is not a host package: ${Object.keys(HOST_PACKAGES).join(', ')}.`);
  return HOST_PACKAGES[host];
}
