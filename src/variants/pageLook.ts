// The page's look before any game code runs: each variant's title and background colour, chosen from the
// address by a few lines inlined into index.html at build time (vite.config.ts), so that variant B never
// opens on variant A's blue page titled "Screw Puzzle".
import type { VariantConfig } from './types';

/** What the first byte of the page shows for a variant. */
export interface PageLook {
  title: string;
  /** CSS colour, '#rrggbb'. */
  background: string;
}

/** A 0xRRGGBB number as '#rrggbb'. */
export function cssColour(rgb: number): string {
  return `#${(rgb & 0xffffff).toString(16).padStart(6, '0')}`;
}

/** Each variant's look, by id, from its config and the English title. */
export function pageLooks(
  variants: Readonly<Record<string, Pick<VariantConfig, 'canvasBackground' | 'titleKey'>>>,
  english: Readonly<Record<string, string>>,
): Record<string, PageLook> {
  return Object.fromEntries(
    Object.entries(variants).map(([id, v]) => [
      id,
      { title: english[v.titleKey] ?? v.titleKey, background: cssColour(v.canvasBackground) },
    ]),
  );
}

/**
 * The inline script: reads `?variant=` as `variantFromSearch` does (trimmed, any case) and, for a known
 * variant, sets the title, the theme colour and the page background (index.html paints `var(--page-bg)`).
 */
export function pageLookScript(looks: Readonly<Record<string, PageLook>>): string {
  return [
    '(function(){',
    `var looks=${JSON.stringify(looks)};`,
    "var id=(new URLSearchParams(location.search).get('variant')||'').trim().toLowerCase();",
    'var look=Object.prototype.hasOwnProperty.call(looks,id)?looks[id]:null;',
    'if(!look)return;',
    'document.title=look.title;',
    "var meta=document.querySelector('meta[name=\"theme-color\"]');if(meta)meta.setAttribute('content',look.background);",
    "var style=document.createElement('style');",
    "document.documentElement.setAttribute('data-page-look',id);",
    // Through the CSS object model, which the Content Security Policy allows (an added <style> it would not).
    "document.documentElement.style.setProperty('--page-bg',look.background);",
    '})();',
  ].join('');
}
