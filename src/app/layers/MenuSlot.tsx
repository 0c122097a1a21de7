// The menu in its slot: behind one of its panels it stays drawn but takes no tap and is hidden from
// assistive tech (the menu owns the screen behind its panels, never the level left behind).
import type { ComponentProps } from 'react';
import { MenuLayer } from '../../ui';

/** The menu layer's props, and whether one of its panels is over it. */
export type MenuSlotProps = ComponentProps<typeof MenuLayer> & { underPanel: boolean };

export function MenuSlot({ underPanel, ...props }: MenuSlotProps) {
  return (
    <div className="layer-slot" inert={underPanel} aria-hidden={underPanel || undefined}>
      <MenuLayer {...props} />
    </div>
  );
}
