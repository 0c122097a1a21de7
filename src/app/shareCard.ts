// The picture a share carries where the host wants one (instant games require a base64 image for shareAsync,
// inviteAsync and updateAsync): a 1200x630 JPEG card (1000x800 where the host shows it at 5:4) in the variant's
// colours, with the playfield as the game drew it (one capture from the Pixi renderer, downscaled on the GPU), the
// game's name, the moment (the level just won, or the one being played) and the score, in words the locale files
// already have. The layout is src/core/shareCardLayout.ts; this file only draws it.
import type { Container, Renderer } from 'pixi.js';
import {
  fitCardFont,
  SHARE_CARDS,
  shadeColour,
  shareCaptureFrame,
  shareCardLayout,
  type CardDot,
  type CardRect,
  type CardShape,
  type CardTextSlot,
  type ShareCardLayout,
} from '../core/shareCardLayout';
import type { StageLayout } from '../core/stageLayout';
import type { Translate } from '../i18n';
import { device } from '../platform/currentDevice';
import { STAGE_FONT } from '../i18n/textWidth';
import type { VariantConfig } from '../variants/types';

/** The part of a 2D context the card draws with (a fake one in unit tests). */
export type CardContext = Pick<
  CanvasRenderingContext2D,
  | 'arc'
  | 'beginPath'
  | 'closePath'
  | 'createLinearGradient'
  | 'createRadialGradient'
  | 'drawImage'
  | 'fill'
  | 'fillRect'
  | 'fillText'
  | 'lineTo'
  | 'measureText'
  | 'moveTo'
  | 'quadraticCurveTo'
  | 'restore'
  | 'rotate'
  | 'save'
  | 'stroke'
  | 'strokeText'
  | 'translate'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'lineJoin'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'globalAlpha'
  | 'shadowColor'
  | 'shadowBlur'
  | 'shadowOffsetY'
>;

/** A canvas the card is drawn on and encoded from. */
export interface CardCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): CardContext | null;
  toDataURL(type?: string, quality?: number): string;
}

/** What the card says, already in the player's language. */
export interface ShareCardTexts {
  /** The game's name. */
  title: string;
  /** 'Well done!' after a win; null otherwise. */
  headline: string | null;
  /** 'Level 3 complete', 'Level 4', or 'Daily challenge'. */
  line: string;
  /** 'Score 60'. */
  score: string;
}

/** The moment shared, from the game's chart. */
export interface ShareMoment {
  /** A level was just won (the win layer is up). */
  won: boolean;
  /** A daily challenge rather than the level ladder. */
  daily: boolean;
  /** The level won or being played. */
  level: number;
  score: number;
}

/** The card's words for a moment: only keys the locale files already have. */
export function shareCardTexts(moment: ShareMoment, titleKey: VariantConfig['titleKey'], t: Translate): ShareCardTexts {
  const line = moment.daily
    ? t('menu.dailyLabel')
    : moment.won
      ? t('win.levelComplete', { level: moment.level })
      : t('hud.level', { level: moment.level });
  return {
    title: t(titleKey),
    headline: moment.won ? t('win.title') : null,
    line,
    score: t('hud.score', { score: moment.score }),
  };
}

/** The Pixi application as the card needs it (runtime.pixi once the canvas is up). */
export interface ShareCardPixi {
  renderer: Pick<Renderer, 'extract' | 'screen'>;
  stage: Container;
}

/** What {@link makeShareCard} reads. */
export interface ShareCardDeps {
  /** runtime.pixi: null before the canvas is up (the card then has no picture). */
  pixi: ShareCardPixi | null;
  /** The playfield's root container (runtime.scene.root), in design units; null for a card without a picture. */
  sceneRoot: Container | null;
  variant: Pick<VariantConfig, 'canvasBackground' | 'palette'> & {
    layout: Pick<StageLayout, 'width' | 'height' | 'boxRow'>;
  };
  texts: ShareCardTexts;
  /** The card's shape: 'wide' (1200x630, the default) or '5:4' (1000x800, for hosts that show a share's picture so). */
  shape?: CardShape;
  /** Makes the card's canvas; a DOM canvas by default, null where there is none (node). */
  createCanvas?: (width: number, height: number) => CardCanvas | null;
  log?: (message: string, detail?: unknown) => void;
}

/** JPEG: the card is opaque and half of it is a picture; a PNG of it weighs several times as much. */
const JPEG_QUALITIES = [0.86, 0.72, 0.55] as const;
/** The most a card's data URL may weigh before a lower quality is tried (Meta's own image assets stop at 1 MB). */
export const SHARE_CARD_MAX_CHARS = 700_000;

const INK = '#5b2d0c';
const GOLD = '#ffc21a';
const GOLD_DEEP = '#d98a00';

/** A canvas of the device's (a DOM canvas on the web). */
function deviceCanvas(width: number, height: number): CardCanvas | null {
  return device().createCanvas(width, height);
}

/**
 * The playfield as drawn now, `heightPx` tall: the stage is rendered once more into a texture framed on the
 * design's play area (so the drawing buffer need not be kept), then read back. Null when it cannot be.
 */
export function captureScene(
  pixi: ShareCardPixi,
  sceneRoot: Container,
  crop: CardRect,
  heightPx: number,
  background: number,
): CanvasImageSource | null {
  const { stage } = pixi;
  const a = stage.toLocal(sceneRoot.toGlobal({ x: crop.x, y: crop.y }));
  const b = stage.toLocal(sceneRoot.toGlobal({ x: crop.x + crop.width, y: crop.y + crop.height }));
  // A Rectangle made from the renderer's own (this chunk imports nothing of Pixi's: it stays small and
  // leaves Pixi's modules to the main bundle).
  const frame = pixi.renderer.screen.clone();
  frame.x = a.x;
  frame.y = a.y;
  frame.width = b.x - a.x;
  frame.height = b.y - a.y;
  if (!(frame.width >= 1 && frame.height >= 1)) return null;
  const canvas = pixi.renderer.extract.canvas({
    target: stage,
    frame,
    resolution: heightPx / frame.height,
    clearColor: background,
  });
  return canvas.width > 0 && canvas.height > 0 ? (canvas as unknown as CanvasImageSource) : null;
}

function roundRect(ctx: CardContext, r: CardRect, radius: number): void {
  const { x, y, width: w, height: h } = r;
  const k = Math.min(radius, w / 2, h / 2);
  ctx.beginPath();
  ctx.moveTo(x + k, y);
  ctx.lineTo(x + w - k, y);
  ctx.quadraticCurveTo(x + w, y, x + w, y + k);
  ctx.lineTo(x + w, y + h - k);
  ctx.quadraticCurveTo(x + w, y + h, x + w - k, y + h);
  ctx.lineTo(x + k, y + h);
  ctx.quadraticCurveTo(x, y + h, x, y + h - k);
  ctx.lineTo(x, y + k);
  ctx.quadraticCurveTo(x, y, x + k, y);
  ctx.closePath();
}

const fontAt = (size: number) => `900 ${size}px ${STAGE_FONT}`;

/** Sets the font that fits `text` in `slot`; returns its size. */
function fitFont(ctx: CardContext, text: string, slot: CardTextSlot): number {
  ctx.font = fontAt(100);
  const size = fitCardFont(ctx.measureText(text).width, slot);
  ctx.font = fontAt(size);
  return size;
}

/** A line of outlined text, centred in its slot (squeezed to the slot's width if the smallest size is too wide). */
function outlinedText(ctx: CardContext, text: string, slot: CardTextSlot, fill: string, outline: string): void {
  const size = fitFont(ctx, text, slot);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(4, size * 0.16);
  ctx.strokeStyle = outline;
  ctx.strokeText(text, slot.x, slot.y, slot.maxWidth);
  ctx.fillStyle = fill;
  ctx.fillText(text, slot.x, slot.y, slot.maxWidth);
}

/** A screw head: the palette colour, a darker rim, a light spot and a slot across it. */
function screwHead(ctx: CardContext, dot: CardDot, colour: number): void {
  const { x, y, radius: r } = dot;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = shadeColour(colour, -0.35);
  ctx.fill();
  ctx.beginPath();
  ctx.arc(x, y, r * 0.84, 0, Math.PI * 2);
  const face = ctx.createRadialGradient(x - r * 0.3, y - r * 0.35, r * 0.1, x, y, r);
  face.addColorStop(0, shadeColour(colour, 0.45));
  face.addColorStop(1, shadeColour(colour, 0));
  ctx.fillStyle = face;
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(x - r * 0.5, y);
  ctx.lineTo(x + r * 0.5, y);
  ctx.lineWidth = Math.max(3, r * 0.2);
  ctx.strokeStyle = shadeColour(colour, -0.45);
  ctx.stroke();
}

/** Draws the whole card; `picture` goes in the layout's picture rectangle when both are there. */
export function drawShareCard(
  ctx: CardContext,
  layout: ShareCardLayout,
  texts: ShareCardTexts,
  colours: { background: number; palette: readonly number[] },
  picture: CanvasImageSource | null,
): void {
  const { width, height } = layout;
  const bg = colours.background;
  // The variant's page colour, lighter at the top, deeper at the bottom, with a glow behind the words.
  const sky = ctx.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, shadeColour(bg, 0.22));
  sky.addColorStop(1, shadeColour(bg, -0.25));
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);
  const glowX = layout.title.x;
  const glow = ctx.createRadialGradient(glowX, height * 0.45, 20, glowX, height * 0.45, width * 0.42);
  glow.addColorStop(0, 'rgba(255, 255, 255, 0.38)');
  glow.addColorStop(1, 'rgba(255, 255, 255, 0)');
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, width, height);

  const palette = colours.palette.length > 0 ? colours.palette : [0xffc21a];
  layout.dots.forEach((dot, i) => screwHead(ctx, dot, palette[i % palette.length]!));

  if (layout.picture && picture) {
    const p = layout.picture;
    const f = layout.frame;
    ctx.save();
    ctx.translate(p.x + p.width / 2, p.y + p.height / 2);
    ctx.rotate(layout.tilt);
    ctx.translate(-(p.x + p.width / 2), -(p.y + p.height / 2));
    ctx.shadowColor = 'rgba(0, 0, 0, 0.35)';
    ctx.shadowBlur = 24;
    ctx.shadowOffsetY = 10;
    ctx.fillStyle = '#ffffff';
    roundRect(ctx, { x: p.x - f, y: p.y - f, width: p.width + 2 * f, height: p.height + 2 * f }, 26);
    ctx.fill();
    ctx.shadowColor = 'rgba(0, 0, 0, 0)';
    ctx.shadowBlur = 0;
    ctx.shadowOffsetY = 0;
    ctx.fillStyle = shadeColour(bg, 0);
    ctx.fillRect(p.x, p.y, p.width, p.height);
    ctx.drawImage(picture, p.x, p.y, p.width, p.height);
    ctx.restore();
  }

  const outline = shadeColour(bg, -0.6);
  outlinedText(ctx, texts.title, layout.title, '#ffffff', outline);
  if (texts.headline) outlinedText(ctx, texts.headline, layout.headline, GOLD, outline);
  outlinedText(ctx, texts.line, layout.line, '#ffffff', outline);

  // The score on a gold pill, as the game's coin and score badges look.
  const slot = layout.score;
  const size = fitFont(ctx, texts.score, slot);
  const textWidth = Math.min(slot.maxWidth, ctx.measureText(texts.score).width);
  const pill = {
    x: slot.x - textWidth / 2 - size * 0.8,
    y: slot.y - size * 0.78,
    width: textWidth + size * 1.6,
    height: size * 1.56,
  };
  ctx.fillStyle = GOLD_DEEP;
  roundRect(ctx, { ...pill, y: pill.y + 6 }, pill.height / 2);
  ctx.fill();
  ctx.fillStyle = GOLD;
  roundRect(ctx, pill, pill.height / 2);
  ctx.fill();
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = INK;
  ctx.fillText(texts.score, slot.x, slot.y + size * 0.04, slot.maxWidth);
}

/** The canvas as a data URL: JPEG, at a lower quality while it weighs too much. */
function encode(canvas: CardCanvas): string {
  let url = '';
  for (const quality of JPEG_QUALITIES) {
    url = canvas.toDataURL('image/jpeg', quality);
    if (url.length <= SHARE_CARD_MAX_CHARS) break;
  }
  return url;
}

/**
 * The share card as a data URL ('data:image/jpeg;base64,...'). Never throws: without a renderer, a scene or a
 * working capture the card is drawn without the picture; null only where no 2D canvas exists at all (node).
 */
export async function makeShareCard(deps: ShareCardDeps): Promise<string | null> {
  const log = deps.log ?? ((message, detail) => console.warn(message, detail));
  const size = SHARE_CARDS[deps.shape ?? 'wide'];
  const canvas = (deps.createCanvas ?? deviceCanvas)(size.width, size.height);
  let ctx: CardContext | null = null;
  try {
    ctx = canvas?.getContext('2d') ?? null;
  } catch {
    ctx = null;
  }
  if (!canvas || !ctx) return null;

  const crop = shareCaptureFrame(deps.variant.layout);
  const withHeadline = deps.texts.headline !== null;
  let picture: CanvasImageSource | null = null;
  if (deps.pixi && deps.sceneRoot) {
    try {
      const height = shareCardLayout(crop.width / crop.height, withHeadline, size).picture?.height ?? size.height;
      picture = captureScene(deps.pixi, deps.sceneRoot, crop, height, deps.variant.canvasBackground);
    } catch (error) {
      log('The share card is drawn without the playfield: capturing it failed.', error);
      picture = null;
    }
  }
  const colours = {
    background: deps.variant.canvasBackground,
    palette: Object.values(deps.variant.palette).map((entry) => entry.fill),
  };
  const draw = (withPicture: CanvasImageSource | null) => {
    const layout = shareCardLayout(withPicture ? crop.width / crop.height : null, withHeadline, size);
    drawShareCard(ctx, layout, deps.texts, colours, withPicture);
    return encode(canvas);
  };
  try {
    return draw(picture);
  } catch (error) {
    log('Drawing the share card failed; trying without the playfield.', error);
  }
  try {
    return draw(null);
  } catch (error) {
    log('Drawing the share card failed.', error);
    return null;
  }
}
