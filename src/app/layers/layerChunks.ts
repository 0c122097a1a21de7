// The layers that are chunks of their own (issue 15, initial JS), so that the page's first load does not carry them.
// Four chunks, each loaded before it can be needed:
// - the screens after loading (ui/canvas/screenSet.ts: the menu with what only it draws, its planks, rails, round
//   buttons and their icons, the coin pill; the error layer, the toast, the coins' flight), asked for as the runtime
//   starts (runtime.ts) and fetched while the loading screen shows: loading's first step (the renderer up,
//   `prefabs`) ends once it is in, so each draws at once when first needed; should it fail, the page says so and
//   offers a reload (main.tsx), as for variant B's start-up chunks;
// - the menu's panels (tasks, rank, calendar, settings, the language list) and the web's placeholder ad
//   (ui/canvas/menuPanelSet.ts), fetched as soon as the menu is up (runtime.ts's `started`); should it fail to
//   load, an opened panel's slot shows a panel that says so and closes it (the ad is skipped: no reward);
// - the layers over a level (ui/canvas/levelLayerSet.ts: HUD, skills, tip, win, lose, the video question),
//   loaded with the first level's file (runtime.ts's `prepareScene`): a level never opens without its HUD and
//   its ending screens, so a player who wins or loses never waits on a network;
// - variant B's own logo scene and menu pictures (ui/canvas/candyMenuArt.ts: hearts pill, level path, plates of
//   sweets), which variant A never fetches and variant B loads while its runtime starts, before anything is drawn
//   (runtime.ts): should it fail, the page says so and offers a reload (main.tsx), as for B's other start-up chunk
//   (app/candyRuntime.ts).

import { errorMessage } from '../../core/errorMessage';

/** A chunk's loader: every call gives the same load, a failed one too, until `retry` forgets the failure. */
export interface Chunk<T> {
  (): Promise<T>;
  /** Forgets a failed load (a dropped connection), so that the next call tries again. */
  retry(): void;
  /** The module once loaded (a layer then draws at once, never suspending), else undefined. */
  value(): T | undefined;
}

/**
 * A chunk loaded once. A failure is kept until `retry`: a layer that suspends on the load must not start a new
 * one on each render (a render loop while the network is down); its slot's boundary calls `retry` once it has
 * shown the failure, and the level loader before each level.
 */
export function chunk<T>(load: () => Promise<T>): Chunk<T> {
  let pending: Promise<T> | null = null;
  let failed = false;
  let loaded: T | undefined;
  const loader = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        failed = true;
        throw error;
      },
    ));
  return Object.assign(loader, {
    retry: () => {
      if (!failed) return;
      failed = false;
      pending = null;
    },
    value: () => loaded,
  });
}

export const LAYER_CHUNKS = {
  screens: chunk(() => import('../../ui/canvas/screenSet')),
  menuPanels: chunk(() => import('../../ui/canvas/menuPanelSet')),
  levelLayers: chunk(() => import('../../ui/canvas/levelLayerSet')),
  candyMenu: chunk(() => import('../../ui/canvas/candyMenuArt')),
};

/** Every failed chunk is tried again on its next load (a failed layer's slot, once it has said so). */
export function retryFailedChunks(): void {
  for (const load of Object.values(LAYER_CHUNKS)) load.retry();
}

/** Loads a chunk of layers (again, if it failed before); rejects with one clear message when it cannot. */
export async function loadLayers(load: Chunk<unknown>): Promise<void> {
  load.retry();
  try {
    await load();
  } catch (error) {
    throw new Error(`The game's screens could not be loaded: ${errorMessage(error)}`, { cause: error });
  }
}
