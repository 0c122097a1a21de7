// Small levels for the end-to-end tests, in the shipped format (docs/levels.md).

/** A red bar on the bottom layer whose middle screw is under a blue plate on the layer above. */
export const coveredLevel = {
  format: 1,
  id: 'e2e-covered',
  boards: [
    {
      id: 'under',
      group: 1,
      shape: { kind: 'bar', length: 460, width: 84 },
      x: 375,
      y: 800,
      angle: 0,
      holes: [
        { x: -180, y: 0, colour: 1 },
        { x: 0, y: 0, colour: 1 },
        { x: 180, y: 0, colour: 1 },
      ],
    },
    {
      id: 'over',
      group: 2,
      shape: { kind: 'rect', width: 150, height: 220, radius: 16 },
      x: 375,
      y: 800,
      angle: 0,
      holes: [
        { x: 0, y: -70, colour: 2 },
        { x: 0, y: 70, colour: 2 },
      ],
    },
    {
      id: 'side',
      group: 1,
      shape: { kind: 'circle', radius: 60 },
      x: 375,
      y: 1050,
      angle: 0,
      holes: [{ x: 0, y: 0, colour: 2 }],
    },
  ],
  boxes: { queue: [1, 2], positions: 1, locked: [] },
  tray: { slots: 5, locked: 0 },
};

/** Three colours, one box position and a tray of two: two wrong taps fill the tray. */
export const trayLevel = {
  format: 1,
  id: 'e2e-tray',
  boards: [1, 1, 1, 2, 2, 2, 3, 3, 3].map((colour, i) => ({
    id: `c${i}`,
    group: 1,
    shape: { kind: 'circle', radius: 44 },
    x: 115 + (i % 3) * 260,
    y: 620 + Math.floor(i / 3) * 190,
    angle: 0,
    holes: [{ x: 0, y: 0, colour }],
  })),
  boxes: { queue: [1, 2, 3], positions: 1, locked: [] },
  tray: { slots: 2, locked: 0 },
};

/** Two colours, two box positions with the second locked: opening it lets both colours go straight to boxes. */
export const lockedBoxLevel = {
  format: 1,
  id: 'e2e-locked',
  boards: [1, 1, 1, 2, 2, 2].map((colour, i) => ({
    id: `l${i}`,
    group: 1,
    shape: { kind: 'circle', radius: 44 },
    x: 115 + (i % 3) * 260,
    y: 640 + Math.floor(i / 3) * 200,
    angle: 0,
    holes: [{ x: 0, y: 0, colour }],
  })),
  boxes: { queue: [1, 2], positions: 2, locked: [1] },
  tray: { slots: 5, locked: 0 },
};
