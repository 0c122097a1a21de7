// The canvas's limits, shared by the game's canvas (GameStage.tsx) and the bench's bare scene.

/** The longest frame the scene animates at once (physics caps its own catch-up further). */
export const MAX_FRAME_MS = 250;

/** The most device pixels per CSS px the canvas draws at (a 3x phone draws at 2x: the difference is not seen). */
export const MAX_RESOLUTION = 2;
