// The popups over a screen, as states: one at a time, a second replaces the first. The game chart invokes
// this at its root (id 'overlay'): the language list and variant B's hearts layer open here.
import { setup } from 'xstate';

/** A popup of the overlay. */
export type OverlayName = 'language' | 'hearts';

export type OverlayEvent = { type: 'OPEN'; popup: OverlayName } | { type: 'CLOSE' };

/** none ⇄ one popup; OPEN from any popup replaces it, CLOSE leaves none. */
export const overlayMachine = setup({
  types: { events: {} as OverlayEvent },
  guards: {
    opens: ({ event }, params: { popup: OverlayName }) => event.type === 'OPEN' && event.popup === params.popup,
  },
}).createMachine({
  id: 'overlay',
  initial: 'none',
  on: {
    OPEN: [
      { guard: { type: 'opens', params: { popup: 'language' } }, target: '.language' },
      { guard: { type: 'opens', params: { popup: 'hearts' } }, target: '.hearts' },
    ],
    CLOSE: '.none',
  },
  states: {
    none: {},
    language: { description: 'The language list (from the menu or the settings).' },
    hearts: { description: "Variant B's hearts layer (its pill, or a start refused at zero hearts)." },
  },
});

/** The popup an overlay snapshot shows, or null. */
export function overlayOf(value: unknown): OverlayName | null {
  return value === 'language' || value === 'hearts' ? value : null;
}
