// The layer registry: every layer of the game, in drawing order, as one entry each (its name, the
// component that draws it and the hook that reads its props from the game). App draws them all; an entry
// whose props are null is not on screen. Adding a layer is one entry. Every layer is drawn by Pixi in the one
// canvas (src/ui/canvas), in this order.
import { Component, Suspense, use, type ComponentType, type Key, type ReactNode } from 'react';
import { useT } from '../../i18n';
import type { StageFit } from '../../ui/fitStage';
import type { Runtime } from '../runtime';
import { LAYER_CHUNKS, retryFailedChunks, type Chunk } from './layerChunks';

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
  /**
   * How the player leaves the layer (a panel's close) when its chunk could not be loaded: its slot then shows a
   * panel that says so, whose Back does this. Without it a failed layer draws nothing.
   */
  leave?: (props: P) => void;
}

/** An entry with its props type erased, for the list. */
export type AnyLayerEntry = LayerEntry<object>;

/** Declares one layer (keeps its props type checked against its component). */
export function layer<P extends object>(entry: LayerEntry<P>): AnyLayerEntry {
  return entry as unknown as AnyLayerEntry;
}

/**
 * A layer drawn by a component of a chunk (layerChunks.ts): it suspends until the chunk is there, and throws
 * to its slot's boundary when the chunk cannot be loaded (the next time it opens, the load is tried again).
 */
export function lazyLayer<M, P extends object>(load: Chunk<M>, pick: (module: M) => ComponentType<P>) {
  return function LazyLayer(props: P) {
    // A chunk already fetched (the usual case: fetched with the menu or the level) draws in the same render.
    const Layer = pick(load.value() ?? use(load()));
    return <Layer {...props} />;
  };
}

/** Catches a layer that could not be drawn (its chunk did not load) and shows `fallback` instead. */
class LayerBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  /** The failure is on screen now: the layer's next opening loads its chunk again. */
  override componentDidCatch(): void {
    retryFailedChunks();
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The error layer: in the chunk of the screens after loading, which is in before any layer's own chunk is asked for. */
const ErrorLayer = lazyLayer(LAYER_CHUNKS.screens, (m) => m.ErrorLayer);

/** What a failed layer's slot shows: that the screen could not be opened, and the way out of it. */
function LayerFailed({ onBack }: { onBack: () => void }) {
  const t = useT();
  return (
    <ErrorLayer
      title={t('error.screen')}
      message={t('error.connection')}
      backText={t('common.close')}
      onBack={onBack}
    />
  );
}

/** Draws one entry of the registry when its props say it is on screen (lazy components load in the background). */
export function LayerSlot({ entry, env }: { entry: AnyLayerEntry; env: LayerEnv }) {
  const props = entry.useProps(env);
  if (props === null) return null;
  const Layer = entry.component;
  const leave = entry.leave;
  return (
    <LayerBoundary
      fallback={
        leave ? (
          <Suspense fallback={null}>
            <LayerFailed onBack={() => leave(props)} />
          </Suspense>
        ) : null
      }
    >
      <Suspense fallback={null}>
        <Layer key={entry.keyOf?.(props)} {...props} />
      </Suspense>
    </LayerBoundary>
  );
}
