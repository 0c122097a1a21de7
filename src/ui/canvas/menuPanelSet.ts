// The menu's panels and the web's placeholder ad, one chunk (app/layers/layerChunks.ts): fetched once the menu
// is up, never before it.
export { TaskLayer } from './TaskLayer';
export { RankLayer } from './RankLayer';
export { CalendarLayer } from './CalendarLayer';
export { SettingsLayer } from './SettingsLayer';
export { LanguageLayer } from './LanguageLayer';
export { AdLayer } from './AdLayer';
