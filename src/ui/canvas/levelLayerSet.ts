// The layers drawn over a level (the exit question too), one chunk (app/layers/layerChunks.ts): loaded with the level's file, never
// before the menu.
export { ExitLayer } from './ExitLayer';
export { Hud } from './Hud';
export { SkillBar } from './SkillBar';
export { SkillPrompt } from './SkillPrompt';
export { TapHint } from './TapHint';
export { TipLayer } from './TipLayer';
export { WinLayer } from './WinLayer';
export { LoseFullLayer, LoseTimeLayer } from './LoseLayers';
export { LookAdLayer } from './LookAdLayer';
