// Variant B's own start-up pieces, in one chunk that variant A never fetches: the writer of its one
// save, the chart records inside it, the meta charts (hearts, sign-in, daily tasks) and the list of its level files.
export { createCandySaveWriter } from '../save/candySave';
export { candyPatchOfGameData, candyPatchOfSave, chartRecordsOf } from '../save/candyChartRecords';
export { candyMetaCharts, startCandyMeta } from './candyMeta';
export { CANDY_LEVEL_FILES } from './candyLevelFiles';
