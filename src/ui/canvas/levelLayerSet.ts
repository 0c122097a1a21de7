// The layers drawn over a level, one chunk (app/layers/layerChunks.ts): loaded with the level's file, never
// before the menu.
export { Hud } from './Hud';
export { SkillBar } from './SkillBar';
export { SkillPrompt } from './SkillPrompt';
export { TapHint } from './TapHint';
export { TipLayer } from './TipLayer';
export { WinLayer } from './WinLayer';
export { LoseFullLayer, LoseTimeLayer } from './LoseLayers';
export { LookAdLayer } from './LookAdLayer';
