// The game's React tree, rendered by @pixi/react into the one canvas (src/main.tsx mounts it, no React DOM): the
// scene, and over it every layer of the registry (src/app/layers), each drawn when the chart's state gives it
// props. The layers' buttons and texts are mirrored in the page for keyboards and screen readers
// (src/platform/webMirror.ts, mounted beside the canvas by src/main.tsx).
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { overlayOf, type MetaPopup, type OverlayName } from '../../machines/overlay';
import { screenOf } from '../../machines/screen';
import { useT } from '../i18n';
import { device } from '../platform/currentDevice';
import type { Vec } from '../scene/flight';
import { GameStage } from '../scene/GameStage';
import { DEFAULT_STAGE_DESIGN, layoutTopOf, screenBoxOf } from '../ui/fitStage';
import { SkinProvider, skinFor } from '../ui/skin';
import { useStageFit } from '../ui/useStageFit';
import { CanvasUiProvider, type CanvasUi } from '../ui/canvas/canvasUi';
import { LAYERS, LayerSlot, type FramePanels, type LayerEnv } from './layers';
import type { Runtime } from './runtime';
import { useActorSnapshot } from './useActorSnapshot';
import { useLoading } from './useLoading';

/** How much game time is gathered before the statechart hears of it. */
const CLOCK_STEP_MS = 100;

/**
 * The game clock goes to the statechart in 100 ms steps: every TICK clones the snapshot and runs the
 * selectors, and the HUD shows whole seconds, so per-frame ticks would only cost frame time.
 */
function useClock(actor: Runtime['actor']) {
  const pending = useRef(0);
  return useCallback(
    (deltaMs: number) => {
      if (!actor.getSnapshot().matches('level')) {
        pending.current = 0;
        return;
      }
      pending.current += deltaMs;
      if (pending.current < CLOCK_STEP_MS) return;
      actor.send({ type: 'TICK', deltaMs: pending.current });
      pending.current = 0;
    },
    [actor],
  );
}

/** The frame's panels: variant B's logo (about 2 s at start, spec 2), and the popups of the chart's overlay. */
function useFramePanels(runtime: Runtime): FramePanels {
  const { actor, variant } = runtime;
  const [logo, setLogo] = useState(() => (variant.logoSeconds ?? 0) > 0);
  useEffect(() => {
    if (!logo) return;
    const { timers } = device();
    const timer = timers.setTimeout(() => setLogo(false), (variant.logoSeconds ?? 0) * 1000);
    return () => timers.clearTimeout(timer);
  }, [logo, variant.logoSeconds]);
  // One popup at a time, a state of the chart's overlay (machines/overlay.ts).
  const overlay = overlayOf(useActorSnapshot(useSelector(actor, (s) => s.children.overlay ?? null))?.value);
  const popup = (name: Exclude<OverlayName, MetaPopup>) => (open: boolean) =>
    actor.send(open ? { type: 'POPUP_OPEN', popup: name } : { type: 'POPUP_CLOSE' });
  return {
    logo,
    popup: overlay !== null,
    languageOpen: overlay === 'language',
    setLanguageOpen: popup('language'),
    heartsOpen: overlay === 'hearts',
    setHeartsOpen: popup('hearts'),
  };
}

export function App({ runtime }: { runtime: Runtime }) {
  const { actor, scene, variant } = runtime;
  const t = useT();
  const skin = useMemo(() => skinFor(variant), [variant]);
  const fit = useStageFit(device().viewport);
  const panels = useFramePanels(runtime);
  // The page's title is the variant's, in the player's language (index.html shows it in English first).
  useEffect(() => {
    device().address.setTitle(t(variant.titleKey));
  }, [t, variant.titleKey]);
  // A save that could not be read at all is said on the menu, once the logo is gone.
  useEffect(() => {
    const tell = (s: ReturnType<typeof actor.getSnapshot>) => {
      if (screenOf(s) === 'menu' && !panels.logo) runtime.tellUnreadableSave();
    };
    tell(actor.getSnapshot());
    return actor.subscribe(tell).unsubscribe;
  }, [actor, runtime, panels.logo]);
  const onFrame = useClock(actor);
  const onRendererReady = useLoading(runtime);
  // One tap, one hit test, one event: the chart decides what the hit means in its state (DESIGN.md).
  const onTap = useCallback((p: Vec) => actor.send({ type: 'CANVAS_TAP', hit: scene.hitAt(p) }), [actor, scene]);
  const env: LayerEnv = { runtime, panels, fit };
  // The safe area is read again whenever the fit changes (a resize or a rotation).
  const layoutTop = useMemo(() => layoutTopOf(fit, device().viewport.safeInsets().top), [fit]);
  const touches = useMemo(() => new Set<() => void>(), []);
  const touched = useCallback(() => touches.forEach((listener) => listener()), [touches]);
  const canvasUi = useMemo<CanvasUi>(
    () => ({
      invalidate: () => runtime.renderGate.invalidate(),
      controls: runtime.controls,
      reducedMotion: () => device().reducedMotion(),
      layoutTop,
      screen: screenBoxOf(fit),
      designHeight: DEFAULT_STAGE_DESIGN.height,
      buttonPressed: () => runtime.sounds.play('click'),
      onTouch: (listener) => {
        touches.add(listener);
        return () => touches.delete(listener);
      },
    }),
    [runtime, layoutTop, fit, touches],
  );

  return (
    <SkinProvider value={skin}>
      <GameStage
        scene={scene}
        gate={runtime.renderGate}
        fit={fit}
        viewport={device().viewport}
        onFrame={onFrame}
        onTap={onTap}
        onTouch={touched}
        onReady={onRendererReady}
        ui={
          <CanvasUiProvider value={canvasUi}>
            {LAYERS.map((entry) => (
              <LayerSlot key={entry.name} entry={entry} env={env} />
            ))}
          </CanvasUiProvider>
        }
        {...(variant.frameRate !== undefined ? { maxFps: variant.frameRate } : {})}
      />
    </SkinProvider>
  );
}
