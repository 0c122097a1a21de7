// The installable web app's icons: which PNGs `npm run icons` draws into public/icons/, and how each is laid
// out. The web app's manifest (scripts/build/webApp.ts) lists them from here.

/**
 * How an icon is laid out: 'tile' is the game's blue rounded square on a transparent ground (shown as drawn);
 * 'full' fills the whole square and keeps the art inside the middle 80% circle, which survives any mask a
 * launcher cuts (a maskable icon; iOS rounds an apple-touch-icon's corners itself).
 */
export type IconLook = 'tile' | 'full';

/** One icon file. */
export interface IconSpec {
  /** Path under public/ (and under the build's root). */
  file: string;
  /** Width and height in pixels. */
  size: number;
  look: IconLook;
  /** The manifest's purpose for it, or null when the manifest does not list it (the apple-touch-icon). */
  purpose: 'any' | 'maskable' | null;
}

/** Every icon `npm run icons` draws. */
export const ICONS: readonly IconSpec[] = [
  { file: 'icons/icon-192.png', size: 192, look: 'tile', purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, look: 'tile', purpose: 'any' },
  { file: 'icons/icon-maskable-512.png', size: 512, look: 'full', purpose: 'maskable' },
  { file: 'icons/apple-touch-icon.png', size: 180, look: 'full', purpose: null },
];

/** The icon iOS takes for the home screen (linked from the page's head). */
export const APPLE_TOUCH_ICON = ICONS.find((icon) => icon.purpose === null)!.file;

/** Share of a 'full' icon's side inside which a launcher's mask never cuts (the maskable safe zone's radius). */
export const SAFE_ZONE_RADIUS = 0.4;
