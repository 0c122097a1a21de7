// The React DOM layers of the game and the helpers they share. Variant B's sign-in, daily-task and hearts
// layers are not here: they are imported from their files by the lazy chunk that shows them
// (src/app/CandyOverlays.tsx), so that variant A never loads them (a layer importing CSS is never
// tree-shaken out of a barrel). The task layer (with its chests) and the question before the in-game video are
// not here either: App fetches them when they first open, to keep the initial download within its budget.
export { adSeconds, interstitialTitleKey, type AdOverlayProps } from './canvas/adLook';
export type { ButtonTone } from './canvas/buttonLook';
export { CALENDAR_MONTH_NAMES, calendarTitle } from './canvas/calendarLook';
export type { CalendarLayerProps } from './canvas/CalendarLayer';
export { DEFAULT_STAGE_DESIGN, fitStage, layoutTopOf, screenBoxOf, type StageDesign, type StageFit } from './fitStage';
export { formatTime } from './formatTime';
export { formatHeartTimer, HeartIcon, type HeartsNodeProps } from './canvas/heartIcon';
export { LOW_TIME_MS, type HudHint, type HudHintKind, type HudProps } from './canvas/hudLook';
export { formatCoins, type CoinNodeProps } from './canvas/coinPillLook';
export * from './icons';
export * from './levelIcons';
export * from './panelIcons';
export { levelLabel } from './canvas/levelPathLook';
export { loadingTipKey, progressPercent, type LoadingTips } from './canvas/loadingLook';
export { LANGUAGE_SHORT_NAMES } from './canvas/menuLook';
export type { MenuLayerProps, MenuLevels, MenuTournament } from './canvas/MenuLayer';
export { ribbonTitleFit, type RibbonTone } from './canvas/panelLook';
export { rankLabel, type RankAdReward, type RankLayerProps } from './canvas/rankLook';
export { LollipopIcon, sweet, SWEETS, WrappedCandyIcon, type SweetColours } from './sweets';
export {
  CANDY_SKIN,
  SCREW_SKIN,
  SKINS,
  skinFor,
  SkinProvider,
  useSkin,
  useTapGate,
  type Skin,
  type UiTheme,
} from './skin';
export { propCountLabel, SKILL_INDICES, SKILL_NAMES, SkillIcon, type SkillIndex } from './skillLooks';
export type { SkillBarProps, SkillBarSkill } from './canvas/skillBarLook';
export { SKILL_PROMPT_TEXT } from './canvas/skillPromptLook';
export { createTapGate, DEFAULT_TAP_COOLDOWN_MS, type TapGate } from './tapGate';
export { splitTitle, titleEms, titleLineSize } from './canvas/titleSignLook';
export { TOAST_MS, type ToastProps } from './canvas/toastLook';
export type { UpdateBarProps } from './canvas/updateBarLook';
export { useStageFit, type ViewportSource } from './useStageFit';
export type { LayerTimers } from './layerTimers';
export { formatTimeTaken } from './formatTime';
export { coinStart, FLIGHT_COINS, FLIGHT_MS } from './canvas/coinFlightLook';
export type { CoinFlightProps } from './canvas/CoinFlightLayer';
export { sceneOf, type SceneName } from './canvas/sceneFadeLook';
export { loadingBarShare, pacedShare, type PaceLeg } from './loadingPace';
