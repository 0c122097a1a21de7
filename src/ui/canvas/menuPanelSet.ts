// The menu's panels, the web's placeholder ad and the update bar, one chunk (app/layers/layerChunks.ts): fetched
// once the menu is up, never before it (none of them shows before it).
export { TaskLayer } from './TaskLayer';
export { RankLayer } from './RankLayer';
export { CalendarLayer } from './CalendarLayer';
export { SettingsLayer } from './SettingsLayer';
export { LanguageLayer } from './LanguageLayer';
export { AdLayer } from './AdLayer';
export { UpdateBarLayer } from './UpdateBarLayer';
