// The React DOM layers of the game and the helpers they share.
export { AdOverlay, type AdOverlayProps } from './AdOverlay';
export {
  Button,
  useGatedTap,
  usePressed,
  type ButtonProps,
  type ButtonSize,
  type ButtonTone,
  type GatedTapOptions,
} from './Button';
export { CALENDAR_MONTH_NAMES, CalendarLayer, calendarTitle, type CalendarLayerProps } from './CalendarLayer';
export { ErrorLayer, type ErrorLayerProps } from './ErrorLayer';
export { ExitLayer, type ExitLayerProps } from './ExitLayer';
export { DEFAULT_STAGE_DESIGN, fitStage, type StageDesign, type StageFit } from './fitStage';
export { formatTime } from './formatTime';
export { Hud, LOW_TIME_MS, type HudHint, type HudHintKind, type HudProps } from './Hud';
export * from './icons';
export { GALLERY_LAYERS, LayerGallery, type GalleryLayer, type LayerGalleryProps } from './LayerGallery';
export { LoadingLayer, progressPercent, type LoadingLayerProps } from './LoadingLayer';
export { LoseFullLayer, type LoseFullLayerProps } from './LoseFullLayer';
export { LoseTimeLayer, type LoseTimeLayerProps } from './LoseTimeLayer';
export { MenuLayer, type MenuLayerProps } from './MenuLayer';
export { Panel, ribbonTitleFit, type PanelProps, type RibbonTone } from './Panel';
export { ScreenDecor } from './ScreenDecor';
export { SettingsLayer, type SettingsLayerProps } from './SettingsLayer';
export { Stage, type StageProps } from './Stage';
export { createTapGate, DEFAULT_TAP_COOLDOWN_MS, type TapGate } from './tapGate';
export { TitleSign } from './TitleSign';
export { Toast, TOAST_MS, type ToastProps } from './Toast';
export { Toggle, type ToggleProps } from './Toggle';
export { useStageFit } from './useStageFit';
export { WinLayer, type WinLayerProps } from './WinLayer';
export { TapHint, type TapHintProps } from './TapHint';
