// Which variants draw variant B's own pictures before or on the menu: the runtime loads their chunk
// (src/ui/canvas/candyMenuArt.ts, see src/app/layers/layerChunks.ts) while it starts, and the menu draws them.
import type { VariantConfig } from './types';

/**
 * True when the variant draws any of variant B's own pictures before or on its menu (the logo scene, the hearts pill,
 * the level path, the plates of sweets): their chunk is loaded while the runtime starts.
 */
export function drawsCandyMenuArt(
  variant: Pick<VariantConfig, 'theme' | 'hearts' | 'menuNextLevels' | 'logoSeconds'>,
): boolean {
  return (
    variant.theme === 'candy' ||
    variant.hearts !== undefined ||
    (variant.menuNextLevels ?? 0) > 0 ||
    (variant.logoSeconds ?? 0) > 0
  );
}
