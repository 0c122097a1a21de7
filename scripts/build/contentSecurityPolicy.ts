// The web build's Content Security Policy: only what the game loads. Scripts and styles come from the page's own
// origin (plus the hashes of its two inline blocks), images, audio and workers from itself or from data and blob
// URLs it makes (Pixi textures, howler, the hint worker), the web app's service worker and manifest from itself,
// requests to itself and to the HTTP layer's hosts. No eval: where Pixi needs it, the game loads
// pixi.js/unsafe-eval's polyfills instead (src/platform/evalPolicy.ts).
import { createHash } from 'node:crypto';

/** What the policy must allow beyond the page's own origin. */
export interface PolicyInput {
  /** The text of each inline <script> the page carries. */
  inlineScripts: readonly string[];
  /** The text of each inline <style> the page carries. */
  inlineStyles: readonly string[];
  /** Base URLs the game sends requests to (the HTTP layer's hosts). */
  connect: readonly string[];
  /** Origins of scripts the page loads from elsewhere (a host's SDK). */
  scripts?: readonly string[];
}

/** A CSP source for an inline block: 'sha256-…' of its exact text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The policy as one header value (also valid in a <meta http-equiv> tag). */
export function contentSecurityPolicy(input: PolicyInput): string {
  const origins = [...new Set(input.connect.map((url) => new URL(url).origin))];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(input.scripts ?? []).map((url) => new URL(url).origin),
      ...input.inlineScripts.map(hashSource),
    ],
    'style-src': ["'self'", ...input.inlineStyles.map(hashSource)],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'data:', 'blob:', ...origins],
    // The hint worker (a blob) and the web app's service worker (sw.js, beside the page).
    'worker-src': ["'self'", 'blob:'],
    // The web app's manifest.webmanifest, beside the page.
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
