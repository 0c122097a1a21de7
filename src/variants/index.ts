// The variant registry: both games as plain config, and which one a page address asks for.
import { candyVariant } from './candy';
import { screwVariant } from './screw';
import type { VariantConfig } from './types';

/** Every variant by id. */
export const variants: Readonly<Record<VariantConfig['id'], VariantConfig>> = {
  screw: screwVariant,
  candy: candyVariant,
};

/** The variant a page runs when the address names none: variant A. */
export const DEFAULT_VARIANT: VariantConfig = screwVariant;

/** The variant a mini-game package plays unless it is built or launched for another: variant B (spec 1). */
export const MINI_GAME_VARIANT: VariantConfig = candyVariant;

function isVariantId(value: string): value is VariantConfig['id'] {
  return Object.hasOwn(variants, value);
}

/**
 * The variant a query string asks for (`?variant=candy` or `?variant=screw`); variant A when it names
 * none, and variant A with a console warning when it names one that does not exist.
 */
export function variantFromSearch(search: string): VariantConfig {
  const value = new URLSearchParams(search).get('variant');
  if (value === null || value === '') return DEFAULT_VARIANT;
  const id = value.trim().toLowerCase();
  if (isVariantId(id)) return variants[id];
  console.warn(
    `Unknown variant "${value}" in the address; playing "${DEFAULT_VARIANT.id}" (known: ${Object.keys(variants).join(', ')}).`,
  );
  return DEFAULT_VARIANT;
}

export { candyVariant, screwVariant };
export type { VariantConfig };
