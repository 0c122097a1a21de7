// The drawing builders of the playfield: each returns Pixi display objects, built once per object.
export { createBackgroundGraphic, type BackgroundOptions } from './drawBackground';
export {
  BOARD_SHADOW_OFFSET,
  BOARD_THICKNESS,
  BoardGraphic,
  createBoardGraphic,
  type BoardDrawOptions,
} from './drawBoard';
export { createBoxGraphic, createEmptyBoxGraphic, createLockedBoxGraphic } from './drawBox';
export { createPadlockIcon, createVideoIcon } from './drawIcons';
export { drawMark } from './drawMark';
export { SCREW_SHADOW_OFFSET, createScrewGraphic, createScrewShadow } from './drawScrew';
export { createTraySlotGraphic } from './drawTray';
export { boxCenterX, boxScrewScale, boxSeatSpacing, boxSlotOffset, traySlotX } from './layoutMath';
export * from './palette';
