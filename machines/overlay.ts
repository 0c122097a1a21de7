// The popups over a screen, as states: one at a time, a second replaces the first. The game chart invokes
// this at its root (id 'overlay'): the language list, and variant B's hearts layer, sign-in and daily tasks.
// The sign-in and daily-task popups are the open states of their own charts (machines/metaCharts.ts):
// entering the popup opens its chart, leaving it (closed, or replaced by another) closes it.
import { enqueueActions, setup, type AnyEventObject } from 'xstate';
import type { MetaChartId } from './metaCharts';

/** A popup of the overlay. */
export type OverlayName = 'language' | 'hearts' | 'signIn' | 'dailyTasks';

/** The popups that are a meta chart's open state, and so need the time they open at. */
export type MetaPopup = Extract<OverlayName, MetaChartId> & ('signIn' | 'dailyTasks');

export type OverlayEvent =
  | { type: 'OPEN'; popup: Exclude<OverlayName, MetaPopup> }
  | { type: 'OPEN'; popup: MetaPopup; now: number }
  | { type: 'CLOSE' };

const POPUPS: readonly OverlayName[] = ['language', 'hearts', 'signIn', 'dailyTasks'];

/** none ⇄ one popup; OPEN from any popup replaces it, CLOSE leaves none. */
export const overlayMachine = setup({
  types: { events: {} as OverlayEvent },
  guards: {
    opens: ({ event }, params: { popup: OverlayName }) => event.type === 'OPEN' && event.popup === params.popup,
  },
  actions: {
    // The chart is there when the game chart invoked it (the overlay alone, in a test, has none).
    openChart: enqueueActions(({ enqueue, event, system }, params: { chart: MetaChartId }) => {
      const chart = system.get(params.chart);
      if (chart && event.type === 'OPEN' && 'now' in event)
        enqueue.sendTo(chart, { type: 'OPEN', now: event.now } as AnyEventObject);
    }),
    closeChart: enqueueActions(({ enqueue, system }, params: { chart: MetaChartId }) => {
      const chart = system.get(params.chart);
      if (chart) enqueue.sendTo(chart, { type: 'CLOSE' });
    }),
  },
}).createMachine({
  id: 'overlay',
  initial: 'none',
  on: {
    // A popup opened again (its chart reads the day anew) re-enters its state.
    OPEN: POPUPS.map((popup) => ({
      guard: { type: 'opens' as const, params: { popup } },
      target: `.${popup}`,
      reenter: true,
    })),
    CLOSE: '.none',
  },
  states: {
    none: {},
    language: { description: 'The language list (from the menu or the settings).' },
    hearts: { description: "Variant B's hearts layer (its pill, or a start refused at zero hearts)." },
    signIn: {
      description: "Variant B's 7-day sign-in: the sign-in chart is open while this shows.",
      entry: { type: 'openChart', params: { chart: 'signIn' } },
      exit: { type: 'closeChart', params: { chart: 'signIn' } },
    },
    dailyTasks: {
      description: "Variant B's daily tasks and chests: the daily-task chart is open while this shows.",
      entry: { type: 'openChart', params: { chart: 'dailyTasks' } },
      exit: { type: 'closeChart', params: { chart: 'dailyTasks' } },
    },
  },
});

/** The popup an overlay snapshot shows, or null. */
export function overlayOf(value: unknown): OverlayName | null {
  return (POPUPS as readonly unknown[]).includes(value) ? (value as OverlayName) : null;
}
