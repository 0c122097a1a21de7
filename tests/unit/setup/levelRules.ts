// Before every unit test file: the level's rules are in, as the app has them once its menu is up (src/app/runtime.ts
// fetches their chunk then, and with the level's file). The chart still loads them itself before a level's file
// (machines/gameLevel.ts), so a test that plays a level goes through that step; a resolved load takes no time that a
// test waiting one macrotask after START could miss on a busy machine. The step's failure is tested with a load
// that rejects (tests/unit/machines/game.test.ts).
import { loadLevelRules } from '../../../src/core/loadLevelRules';

await loadLevelRules();
