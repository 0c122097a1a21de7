// The installable web app of the plain web build: its manifest, the service worker that precaches the whole
// game (vite-plugin-pwa's generateSW, Workbox) and the page's apple-touch-icon. vite.config.ts adds it only
// where the host package says `pwa` (the plain web build); a portal or instant-game package gets none of it,
// and the game's registration module (src/app/webAppUpdates.ts) there imports a stub that registers nothing.
import type { Plugin, PluginOption } from 'vite';
import { VitePWA, type ManifestOptions, type VitePWAOptions } from 'vite-plugin-pwa';
import english from '../../src/i18n/locales/en_US.json';
import { screwVariant } from '../../src/variants/screw';
import { cssColour } from '../../src/variants/pageLook';
import { APPLE_TOUCH_ICON, ICONS } from '../icons/iconSpecs';

/** The game's blue (variant A's canvas, index.html's theme-color): the bar of an installed app and its splash. */
export const WEB_APP_COLOUR = cssColour(screwVariant.canvasBackground);

/**
 * What the service worker precaches, so that the game plays offline after the first visit: the page, every
 * JS chunk (the game, its level files and its languages are chunks), the styles, the two sound files and the
 * icons. Nothing else is cached: the HTTP layer's requests go to the API's hosts, and offline they fail as
 * they would without a service worker.
 */
export const PRECACHE_PATTERNS = ['**/*.{html,js,css,mp3,png}'];

/** The web app manifest (manifest.webmanifest): relative start and scope, so the build runs from any folder. */
export function webAppManifest(): Partial<ManifestOptions> {
  return {
    id: './',
    name: english['app.title'],
    short_name: english['app.title'],
    description: 'Tap the screws out of the wooden boards into boxes of their colour.',
    lang: 'en',
    dir: 'ltr',
    start_url: './',
    scope: './',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: WEB_APP_COLOUR,
    background_color: WEB_APP_COLOUR,
    categories: ['games', 'entertainment'],
    icons: ICONS.flatMap((icon) =>
      icon.purpose
        ? [{ src: icon.file, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose }]
        : [],
    ),
  };
}

/** vite-plugin-pwa's options: generateSW with a prompt before an update takes over. */
export function webAppOptions(): Partial<VitePWAOptions> {
  return {
    strategies: 'generateSW',
    // A new version waits until the player says Reload (src/ui/canvas/UpdateBarLayer.tsx): never mid-level.
    registerType: 'prompt',
    // No script of the plugin's in the page (the Content Security Policy would need its hash): the game
    // registers through `virtual:pwa-register` from its own code.
    injectRegister: false,
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    manifest: webAppManifest(),
    // The icons are in the precache already (PRECACHE_PATTERNS): not listed a second time.
    includeManifestIcons: false,
    workbox: {
      mode: 'production',
      globPatterns: PRECACHE_PATTERNS,
      // Every page of the app is the one page: an offline navigation (with ?variant=, ?level=…) gets index.html.
      navigateFallback: 'index.html',
      cleanupOutdatedCaches: true,
      // Source maps never ship (vite.config.ts moves the game's out of dist); the worker's are not made.
      sourcemap: false,
      // The largest file (the main chunk) is about 0.6 MB: Workbox's 2 MiB default holds, and a file over it
      // fails the build (vite-plugin-pwa) rather than silently leaving the game unplayable offline.
    },
  };
}

/** The apple-touch-icon link (iOS takes the home-screen icon from the page, not from the manifest). */
function appleTouchIcon(): Plugin {
  return {
    name: 'web-app-apple-touch-icon',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: APPLE_TOUCH_ICON }, injectTo: 'head' },
    ],
  };
}

/** Outside the web app (a host package): `virtual:pwa-register` is a stub that registers no service worker. */
export function noWebApp(): Plugin {
  const id = '\0no-web-app';
  return {
    name: 'no-web-app',
    resolveId: (source) => (source === 'virtual:pwa-register' ? id : null),
    load: (source) => (source === id ? 'export function registerSW() { return async () => {}; }' : null),
  };
}

/** The plugins of the installable web app: the manifest and the service worker, and the apple-touch-icon link. */
export function webApp(): PluginOption[] {
  return [VitePWA(webAppOptions()), appleTouchIcon()];
}
