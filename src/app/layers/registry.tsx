// The layer registry: every layer of the game, in drawing order, as one entry each (its name, the
// component that draws it and the hook that reads its props from the game). App draws them all; an entry
// whose props are null is not on screen. Adding a layer is one entry. Every layer is drawn by Pixi in the one
// canvas (src/ui/canvas), in this order.
import { Suspense, type ComponentType, type Key } from 'react';
import type { StageFit } from '../../ui/fitStage';
import type { Runtime } from '../runtime';

/** The frame's panels: the logo, and the chart's overlay popups (the language list, the hearts layer). */
export interface FramePanels {
  languageOpen: boolean;
  setLanguageOpen: (open: boolean) => void;
  heartsOpen: boolean;
  setHeartsOpen: (open: boolean) => void;
  /** Variant B's logo is still up (about 2 s at start). */
  logo: boolean;
  /** A popup of the chart's overlay is open (the language list, or variant B's hearts, sign-in or daily tasks). */
  popup: boolean;
}

/** What every layer's props hook may read. */
export interface LayerEnv {
  runtime: Runtime;
  panels: FramePanels;
  fit: StageFit;
}

/** One layer: its name (a screen or overlay, or a piece of the frame), what draws it, and its props. */
export interface LayerEntry<P extends object> {
  name: string;
  component: ComponentType<P>;
  /** A hook: the layer's props now, or null when it is not on screen. */
  useProps: (env: LayerEnv) => P | null;
  /** A key that makes the layer start again (its motion) when it changes. */
  keyOf?: (props: P) => Key;
}

/** An entry with its props type erased, for the list. */
export type AnyLayerEntry = LayerEntry<object>;

/** Declares one layer (keeps its props type checked against its component). */
export function layer<P extends object>(entry: LayerEntry<P>): AnyLayerEntry {
  return entry as unknown as AnyLayerEntry;
}

/** Draws one entry of the registry when its props say it is on screen (lazy components load in the background). */
export function LayerSlot({ entry, env }: { entry: AnyLayerEntry; env: LayerEnv }) {
  const props = entry.useProps(env);
  if (props === null) return null;
  const Component = entry.component;
  return (
    <Suspense fallback={null}>
      <Component key={entry.keyOf?.(props)} {...props} />
    </Suspense>
  );
}
