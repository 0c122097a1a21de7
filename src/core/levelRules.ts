// What the game reads of the rules while a level is played (spec sections 4 and 5): the level file's validation,
// the starting state, the tap, the ads' and skills' rules. One chunk of its own (loadLevelRules.ts), loaded with the
// level's file, so that the page's first load, which only draws the menu, does not carry them.
export { buildLevel } from './buildLevel';
export { parseLevel } from './levelSchema';
export { boxFor, breakBoard, clearTray, tapScrew, trayCount, unlockBox, unlockTraySlot } from './rules';
