// The two lose panels drawn on the canvas. Time's up: a wobbling alarm clock, revive for more seconds. Tray
// full (variant B: the holding plate): the jammed tray or plate popping in piece by piece, revive to clear it.
// Both offer Restart and Home, and in variant B say the heart the loss cost. They come in ordered: the panel
// pops, then its rows one after another.
import type { Container, Graphics } from 'pixi.js';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { ClockIcon } from '../levelIcons';
import { sweet, WrappedCandyIcon } from '../sweets';
import { useSkin } from '../skin';
import { createTapGate } from '../tapGate';
import { useCanvasUi } from './canvasUi';
import { CanvasPanel, type PanelRow } from './CanvasPanel';
import { drawIcon } from './iconGraphics';
import { heartSpentWords, loseWords, TRAY_COLOURS, type LoseKind } from './levelPanelsLook';
import { cubicBezier, EASE, sampleKeyframes, type Keyframe } from './motion';
import { textRow } from './panelText';
import { loseHeartRow, reviveRows } from './reviveRows';
import { useControl } from './useControl';
import { useMotion } from './useMotion';

/** What both lose panels take. */
interface LoseProps {
  onRestart: () => void;
  /** Watch a rewarded ad to play on. */
  onRevive: () => void;
  /** Back to the menu. */
  onHome: () => void;
  /** The loss took a heart (variant B): how many are left. */
  heartSpent?: { left: number };
  /** True while the revive ad is loading or playing: every button ignores taps. */
  reviveBusy: boolean;
}

/** Props of {@link LoseTimeLayer}. */
export interface LoseTimeLayerProps extends LoseProps {
  /** Seconds a revive adds (the spec's 60). */
  reviveSeconds: number;
}

/** Props of {@link LoseFullLayer}. */
export type LoseFullLayerProps = LoseProps;

const CLOCK = 150;
/** The clock's wobble: 450 ms after 300 ms, tilting either way and back. */
const WOBBLE_DELAY = 300;
const WOBBLE_MS = 450;
const WOBBLE: readonly Keyframe<{ angle: number }>[] = [
  [0, { angle: 0 }],
  [0.2, { angle: -12 }],
  [0.4, { angle: 10 }],
  [0.6, { angle: -6 }],
  [0.8, { angle: 3 }],
  [1, { angle: 0 }],
];

const BigClock = memo(function BigClock({ candy, group }: { candy: boolean; group: string }) {
  const { reducedMotion } = useCanvasUi();
  const face = useRef<Container>(null);
  const colour = candy ? 0xe0317a : 0xe5392a;
  const shadow = candy ? 0x780a3c : 0x78140a;
  useControl({
    id: `${group}-clock`,
    role: 'img',
    name: '',
    group,
    box: { x: -CLOCK / 2, y: 0, width: CLOCK, height: CLOCK },
  });
  const wobble = useCallback((p: number) => {
    const ms = p * (WOBBLE_DELAY + WOBBLE_MS);
    const t = Math.max(0, (ms - WOBBLE_DELAY) / WOBBLE_MS);
    if (face.current) face.current.angle = sampleKeyframes(WOBBLE, t, EASE.easeInOut).angle;
  }, []);
  useMotion(wobble, { durationMs: WOBBLE_DELAY + WOBBLE_MS, enabled: !reducedMotion() });
  const drawn = useCallback(
    (g: Graphics) => {
      g.clear();
      drawIcon(g, ClockIcon, CLOCK, { colour: shadow }, { x: -CLOCK / 2, y: -CLOCK / 2 + 8 });
    },
    [shadow],
  );
  const drawnFace = useCallback(
    (g: Graphics) => {
      g.clear();
      drawIcon(g, ClockIcon, CLOCK, { colour }, { x: -CLOCK / 2, y: -CLOCK / 2 });
    },
    [colour],
  );
  return (
    <pixiContainer ref={face} y={CLOCK / 2}>
      <pixiGraphics draw={drawn} alpha={0.35} />
      <pixiGraphics draw={drawnFace} />
    </pixiContainer>
  );
});

const POP = cubicBezier(0.34, 1.56, 0.64, 1);
/** Each piece of the lose-full picture pops in 260 ms, 150 ms + 80 ms apart. */
const PIECE_MS = 260;
const pieceDelay = (i: number) => 150 + i * 80;

/** The picture's pieces: five slots (the tray's holes, the plate's dishes) with what jams them. */
const TRAY = { slot: 76, gap: 12, padX: 20, padY: 16, border: 6, radius: 30, screw: 62 } as const;
const PLATE = { slot: 80, gap: 8, padX: 18, padY: 12, border: 6, dish: 5, candy: 64 } as const;

function pictureSize(plate: boolean) {
  const m = plate ? PLATE : TRAY;
  const n = TRAY_COLOURS.length;
  return {
    width: n * m.slot + (n - 1) * m.gap + 2 * (m.padX + m.border),
    height: m.slot + 2 * (m.padY + m.border),
    slotX: (i: number, width: number) => -width / 2 + m.border + m.padX + i * (m.slot + m.gap) + m.slot / 2,
  };
}

function drawTray(g: Graphics, width: number, height: number): void {
  const x = -width / 2;
  g.clear();
  g.roundRect(x, 6, width, height, TRAY.radius).fill({ color: 0xffffff, alpha: 0.45 });
  g.roundRect(x, 0, width, height, TRAY.radius).fill(0x6c3511);
  const b = TRAY.border;
  g.roundRect(x + b, b, width - 2 * b, height - 2 * b, TRAY.radius - b).fill(0xa65d27);
  g.roundRect(x + b, b, width - 2 * b, height - 2 * b, TRAY.radius - b).fill({ color: 0x8a4819, alpha: 0.6 });
  g.roundRect(x + b + 0.5, b + 10, width - 2 * b - 1, height - 2 * b - 10.5, TRAY.radius - b).cut();
  const { slotX } = pictureSize(false);
  for (let i = 0; i < TRAY_COLOURS.length; i++)
    g.circle(slotX(i, width), height / 2, TRAY.slot / 2).fill({ color: 0x000000, alpha: 0.25 });
}

function drawPlate(g: Graphics, width: number, height: number): void {
  const x = -width / 2;
  g.clear();
  g.roundRect(x, 7, width, height, height / 2).fill({ color: 0x7a2a4a, alpha: 0.18 });
  g.roundRect(x, 0, width, height, height / 2).fill(0xf3a6c4);
  const b = PLATE.border;
  g.roundRect(x + b, b, width - 2 * b, height - 2 * b, height / 2 - b).fill(0xfffaf6);
  const { slotX } = pictureSize(true);
  for (let i = 0; i < TRAY_COLOURS.length; i++) {
    const cx = slotX(i, width);
    const r = PLATE.slot / 2;
    g.circle(cx, height / 2 + 3, r).fill(0xc57a98);
    g.circle(cx, height / 2, r).fill(0xf3a6c4);
    g.circle(cx, height / 2, r - PLATE.dish).fill(0xfdf1f5);
    g.circle(cx + 2, height / 2 + 3, (r - PLATE.dish) * 0.55).fill(0xffffff);
  }
}

function drawScrew(g: Graphics, colour: number): void {
  const r = TRAY.screw / 2;
  g.clear();
  g.circle(0, 0, r).fill(colour);
  g.circle(0, 0, r - 2).stroke({ width: 4, color: 0x000000, alpha: 0.25 });
  g.circle(5, 6, r - 10).fill({ color: 0x000000, alpha: 0.12 });
  g.circle(-6, -6, r * 0.35).fill({ color: 0xffffff, alpha: 0.45 });
}

/** The jammed tray (variant A) or the full holding plate of sweets (variant B), its pieces popping in. */
const LosePicture = memo(function LosePicture({ plate, group }: { plate: boolean; group: string }) {
  const { reducedMotion } = useCanvasUi();
  const { width, height, slotX } = pictureSize(plate);
  useControl({ id: 'lose-full-picture', role: 'img', name: '', group, box: { x: -width / 2, y: 0, width, height } });
  const pieces = useRef<(Container | null)[]>([]);
  const total = pieceDelay(TRAY_COLOURS.length - 1) + PIECE_MS;
  const pop = useCallback(
    (p: number) => {
      pieces.current.forEach((piece, i) => {
        if (!piece) return;
        const t = Math.min(1, Math.max(0, (p * total - pieceDelay(i)) / PIECE_MS));
        piece.scale.set(0.8 + 0.2 * POP(t));
        piece.alpha = t;
      });
    },
    [total],
  );
  useMotion(pop, { durationMs: total, enabled: !reducedMotion() });
  const drawnBase = useCallback(
    (g: Graphics) => (plate ? drawPlate : drawTray)(g, width, height),
    [plate, width, height],
  );
  const [drawers] = useState(() =>
    TRAY_COLOURS.map((colour, i) => (g: Graphics) => {
      if (plate) {
        g.clear();
        drawIcon(
          g,
          WrappedCandyIcon,
          PLATE.candy,
          { colour: 0xffffff },
          { x: -PLATE.candy / 2, y: -PLATE.candy / 2 },
          { colours: sweet(i) },
        );
      } else drawScrew(g, colour);
    }),
  );
  return (
    <>
      <pixiGraphics draw={drawnBase} />
      {drawers.map((draw, i) => (
        <pixiContainer
          key={i}
          ref={(node) => {
            pieces.current[i] = node;
          }}
          x={slotX(i, width)}
          y={height / 2}
        >
          <pixiGraphics draw={draw} />
        </pixiContainer>
      ))}
    </>
  );
});

/** The rows after the picture: the sentence, the heart spent and the revive rows. */
function useLoseRows(kind: LoseKind, props: LoseProps, seconds: number, picture: PanelRow) {
  const t = useT();
  const skin = useSkin();
  const paint = skin.panel;
  const words = loseWords(t, skin, kind, seconds);
  const [gate] = useState(() => createTapGate(skin.buttonCooldownMs, performance.now()));
  const { onRevive, onRestart, onHome, reviveBusy, heartSpent } = props;
  const heart = heartSpent ? heartSpentWords(t, heartSpent.left).text : null;
  const rows = useMemo(
    () => [
      picture,
      textRow({ key: 'text', text: words.text, kind: 'text', paint, group: kind }),
      ...(heart !== null ? [loseHeartRow(heart, kind)] : []),
      ...reviveRows(kind, words, { onRevive, onRestart, onHome, busy: reviveBusy, gate }, paint),
    ],
    // The words are strings: a new object of the same words keeps the rows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      picture,
      words.text,
      words.revive,
      words.reviveLabel,
      words.hint,
      words.restart,
      words.home,
      heart,
      paint,
      kind,
      onRevive,
      onRestart,
      onHome,
      reviveBusy,
      gate,
    ],
  );
  return { rows, title: words.title };
}

/** The time's-up lose panel. */
export function LoseTimeLayer(props: LoseTimeLayerProps) {
  const candy = useSkin().id === 'candy';
  const picture = useMemo<PanelRow>(
    () => ({ key: 'clock', height: CLOCK, node: <BigClock candy={candy} group="lose-time" /> }),
    [candy],
  );
  const { rows, title } = useLoseRows('lose-time', props, props.reviveSeconds, picture);
  return <CanvasPanel testId="lose-time" title={title} tone="red" entrance="ordered" rows={rows} />;
}

/** The tray-full lose panel. */
export function LoseFullLayer(props: LoseFullLayerProps) {
  const plate = useSkin().loseFull.picture === 'plate';
  const picture = useMemo<PanelRow>(
    () => ({
      key: 'picture',
      height: pictureSize(plate).height,
      node: <LosePicture plate={plate} group="lose-full" />,
    }),
    [plate],
  );
  const { rows, title } = useLoseRows('lose-full', props, 0, picture);
  return <CanvasPanel testId="lose-full" title={title} tone="red" entrance="ordered" rows={rows} />;
}
