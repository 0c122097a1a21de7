// The layers over everything: variant B's meta popups, the language list, the logo, the fade between
// scenes, flying coins, the toast, the web app's update bar, the designers' panel and the ad overlay.
import { useSelector } from '@xstate/react';
import { lazy, useEffect, useSyncExternalStore } from 'react';
import { screenOf } from '../../../machines/screen';
import { pickLanguage, useLanguage, type LanguageCode } from '../../i18n';
import { device } from '../../platform/currentDevice';
import { sceneOf } from '../../ui/canvas/sceneFadeLook';
import { bottomInsetOf } from '../../ui/canvas/updateBarLook';
import { webAppUpdates } from '../webAppUpdates';
import { languageStoreOf } from '../hostPlatform';
import { SceneFade } from '../../ui/canvas/SceneFade';
import type { Runtime } from '../runtime';
import { LAYER_CHUNKS } from './layerChunks';
import { layer, lazyLayer, type LayerEnv } from './registry';

/**
 * The coins' flight (always drawn once loading ends: it watches the coins to fly them after a reward) and the toast:
 * in the chunk of the screens after loading, in before loading ends (layerChunks.ts).
 */
const CoinFlightLayer = lazyLayer(LAYER_CHUNKS.screens, (m) => m.CoinFlightLayer);
const Toast = lazyLayer(LAYER_CHUNKS.screens, (m) => m.Toast);

/** The language list: a chunk fetched once the menu is up (layerChunks.ts). */
const LanguageLayer = lazyLayer(LAYER_CHUNKS.menuPanels, (m) => m.LanguageLayer);

/** The web's placeholder ad: a chunk fetched once the menu is up (no ad plays before it). */
const AdLayer = lazyLayer(LAYER_CHUNKS.menuPanels, (m) => m.AdLayer);
/** Variant B's logo scene: in the chunk of its menu pictures, loaded before anything is drawn (runtime.ts). */
const LogoLayer = lazyLayer(LAYER_CHUNKS.candyMenu, (m) => m.LogoLayer);

/** The update bar: in the same chunk (a new version is found once the game has started, never before the menu). */
const UpdateBarLayer = lazyLayer(LAYER_CHUNKS.menuPanels, (m) => m.UpdateBarLayer);

/** Variant B's sign-in, daily tasks and hearts layers: a chunk of their own, fetched only in variant B. */
const CandyOverlays = lazy(() => import('../CandyOverlays'));

/**
 * The designers' debug panel (`?debug`): a chunk fetched only when asked for, which mounts the panel in a React DOM
 * root of its own over the canvas; it draws nothing in the canvas.
 */
function DebugMount({ runtime }: { runtime: Runtime }) {
  useEffect(() => {
    let unmount: (() => void) | null = null;
    let gone = false;
    void import('../../devtools/mountDebug').then(({ mountDebug }) => {
      if (!gone) unmount = mountDebug(runtime);
    });
    return () => {
      gone = true;
      unmount?.();
    };
  }, [runtime]);
  return null;
}

function useCandyOverlaysProps({ runtime, panels }: LayerEnv) {
  const { meta } = runtime;
  if (!meta) return null;
  return { runtime, meta, heartsOpen: panels.heartsOpen, onHeartsClose: () => panels.setHeartsOpen(false) };
}

function useLanguageProps({ runtime, panels }: LayerEnv) {
  const current = useLanguage();
  if (!panels.languageOpen) return null;
  return {
    current,
    onPick: (code: LanguageCode) => {
      panels.setLanguageOpen(false);
      // Variant B also keeps the choice in its save (spec 3: curLanguage).
      runtime.candySave?.set('curLanguage', code);
      void pickLanguage(code, languageStoreOf(runtime.platform));
    },
    onClose: () => panels.setLanguageOpen(false),
  };
}

function useFadeProps({ runtime }: LayerEnv) {
  const screen = useSelector(runtime.actor, screenOf);
  return screen === 'loading' ? null : { scene: sceneOf(screen) };
}

function useCoinFlightProps({ runtime }: LayerEnv) {
  const coins = useSelector(runtime.actor, (s) => s.context.gameData.coin1);
  return { coins, timers: device().timers };
}

function useToastProps({ runtime }: LayerEnv) {
  const toast = useSyncExternalStore(runtime.toasts.subscribe, runtime.toasts.current);
  return toast ? { id: toast.id, text: toast.text } : null;
}

function useAdProps({ runtime }: LayerEnv) {
  const { ads } = runtime;
  const ad = useSyncExternalStore(ads.subscribe, ads.current);
  return ad ? { kind: ad.kind, placement: ad.placement, secondsLeft: ad.secondsLeft, onSkip: ads.skip } : null;
}

/** The update bar waits while a level is on (a reload would throw the level away) and behind variant B's logo. */
function useUpdateBarProps({ runtime, panels, fit }: LayerEnv) {
  const bar = useSyncExternalStore(webAppUpdates.subscribe, webAppUpdates.bar);
  const inLevel = useSelector(runtime.actor, (s) => s.matches('level'));
  if (!bar || inLevel || panels.logo) return null;
  return {
    reloading: bar.reloading,
    onReload: webAppUpdates.reload,
    onDismiss: webAppUpdates.dismiss,
    // The bar sits above the part of the phone's home-indicator area that reaches into the design box.
    bottomInset: bottomInsetOf(fit, device().viewport.safeInsets().bottom),
  };
}

/** A toast starts its rise-and-fade again for every new tip. */
function ToastSlot({ text }: { id: number; text: string }) {
  return <Toast text={text} />;
}

/** The top layers, in drawing order. */
export const TOP_LAYERS = [
  layer({ name: 'candy-overlays', component: CandyOverlays, useProps: useCandyOverlaysProps }),
  layer({ name: 'language', component: LanguageLayer, useProps: useLanguageProps, leave: (p) => p.onClose() }),
  layer({ name: 'logo', component: LogoLayer, useProps: ({ panels }) => (panels.logo ? {} : null) }),
  // The fade plays again whenever the scene changes (a new key), over the other canvas layers.
  layer({ name: 'fade', component: SceneFade, useProps: useFadeProps, keyOf: (p) => p.scene }),
  layer({ name: 'coin-flight', component: CoinFlightLayer, useProps: useCoinFlightProps }),
  layer({ name: 'toast', component: ToastSlot, useProps: useToastProps, keyOf: (p) => p.id }),
  layer({ name: 'update-bar', component: UpdateBarLayer, useProps: useUpdateBarProps }),
  layer({ name: 'debug', component: DebugMount, useProps: ({ runtime }) => (runtime.debug ? { runtime } : null) }),
  // The ad is the last canvas layer: over every other one, taking every tap.
  layer({ name: 'ad', component: AdLayer, useProps: useAdProps, leave: (p) => p.onSkip() }),
];
