// The candy game's logo scene drawn on the canvas: the canvas twin of src/ui/LogoLayer.tsx. Over the sweets
// backdrop, a lollipop emblem (a white halo, two wrapped sweets and the big lollipop, which sways) and the game's
// sign grow gently into view, with the tagline fading in under them. Screen readers hear it as one picture named
// by the game's name. It takes no tap but keeps every tap from what lies under it; the app shows it for about
// 2 s. Its numbers live in logoLook.ts.
import { CanvasTextMetrics, Rectangle, TextStyle, type Container, type Graphics } from 'pixi.js';
import { memo, useCallback, useMemo, useRef, type Ref } from 'react';
import { useT } from '../../i18n';
import { STAGE_FONT } from '../../i18n/textWidth';
import { useSkin } from '../skin';
import { useCanvasUi, useRedrawOnRender } from './canvasUi';
import type { DesignBox } from './controls';
import {
  emblemSweets,
  haloShape,
  LOGO,
  logoEntrance,
  logoEntranceMs,
  logoLayout,
  lollyPivot,
  swayAngle,
  taglineSize,
  taglineWrapWidth,
  type EmblemSweet,
} from './logoLook';
import { drawPill, radialGradient } from './paint';
import { drawSweet, ScreenBackdrop } from './ScreenBackdrop';
import { measureTitleSign, TitleSignArt } from './TitleSignArt';
import { useControl, useControlGroup } from './useControl';
import { useMotion } from './useMotion';

const GROUP = 'logo-scene';

let taglineStyle: TextStyle | null = null;
/** The tagline's type: 36 px heavy white, centred, wrapping inside its pill, a soft hard shadow under it. */
function taglineTextStyle(): TextStyle {
  if (!taglineStyle) {
    const tg = LOGO.tagline;
    taglineStyle = new TextStyle({
      fontFamily: STAGE_FONT,
      fontWeight: '900',
      fontSize: tg.fontSize,
      lineHeight: Math.round(tg.fontSize * tg.lineHeight),
      fill: 0xffffff,
      align: 'center',
      wordWrap: true,
      breakWords: true,
      wordWrapWidth: taglineWrapWidth(),
      dropShadow: { color: 0x000000, alpha: tg.shadowAlpha, distance: tg.shadow, angle: Math.PI / 2, blur: 0 },
    });
  }
  return taglineStyle;
}

/** The halo behind the sweets: a white glow fading out from its middle. */
function drawHalo(g: Graphics): void {
  const h = haloShape();
  const alpha = LOGO.halo.alpha;
  g.clear();
  g.ellipse(h.cx, h.cy, h.rx, h.ry).fill(
    radialGradient({
      centre: { x: h.cx, y: h.cy },
      radius: h.radius,
      stops: [
        { offset: 0, color: `rgba(255,255,255,${alpha})` },
        { offset: 1, color: 'rgba(255,255,255,0)' },
      ],
      space: 'global',
    }),
  );
}

/** Each sweet's drawing (shadow and sweet) centred on (0, 0), made once. */
const SWEETS = emblemSweets();
const SWEET_DRAWERS = SWEETS.map((s: EmblemSweet) => (g: Graphics) => {
  g.clear();
  drawSweet(g, s.kind, s.size, s.colour, s.shadow);
});

/** The emblem in its own box (0, 0 at its top left): halo, left sweet, the lollipop (swaying), right sweet. */
function Emblem() {
  const { reducedMotion } = useCanvasUi();
  const still = reducedMotion();
  const lolly = useRef<Container>(null);
  // One looping clock; its loops are counted for the time since the scene appeared (the sway starts late).
  const loops = useRef(0);
  const lastT = useRef(0);
  const sway = useCallback((t: number) => {
    if (t < lastT.current) loops.current += 1;
    lastT.current = t;
    if (lolly.current) lolly.current.angle = swayAngle((loops.current + t) * LOGO.sway.ms);
  }, []);
  useMotion(sway, { durationMs: LOGO.sway.ms, loop: true, ambient: true, enabled: !still });
  const pivot = lollyPivot();
  return (
    <>
      <pixiGraphics draw={drawHalo} />
      {SWEETS.map((s, i) =>
        s.kind === 'lolly' ? (
          <pixiContainer key={i} ref={lolly} x={pivot.x} y={pivot.y}>
            <pixiGraphics draw={SWEET_DRAWERS[i]!} x={s.x - pivot.x} y={s.y - pivot.y} />
          </pixiContainer>
        ) : (
          <pixiContainer key={i} x={s.x} y={s.y} angle={s.angle}>
            <pixiGraphics draw={SWEET_DRAWERS[i]!} />
          </pixiContainer>
        ),
      )}
    </>
  );
}

/** The tagline's chocolate pill with its pink-white rim. */
function drawTagline(g: Graphics, box: DesignBox): void {
  const p = LOGO.taglinePaint;
  g.clear();
  drawPill(
    g,
    box,
    { top: p.top, bottom: p.bottom, rim: p.rim, rimWidth: LOGO.tagline.border, ledge: p.ledge },
    Math.min(LOGO.tagline.radius, box.height / 2),
  );
}

/** The tagline: its pill and words at `box`. */
const Tagline = memo(function Tagline({ text, box, ref }: { text: string; box: DesignBox; ref: Ref<Container> }) {
  const drawn = useCallback((g: Graphics) => drawTagline(g, box), [box]);
  return (
    <pixiContainer ref={ref}>
      <pixiGraphics draw={drawn} />
      <pixiText
        text={text}
        style={taglineTextStyle()}
        anchor={0.5}
        x={box.x + box.width / 2}
        y={box.y + box.height / 2}
      />
    </pixiContainer>
  );
});

/** The logo splash: no buttons, nothing to wait for but the app's timer. */
export function LogoLayer() {
  const t = useT();
  const skin = useSkin();
  const { layoutTop, screen, designHeight, reducedMotion } = useCanvasUi();
  const still = reducedMotion();
  useRedrawOnRender();
  useControlGroup({ id: GROUP });
  const title = t(skin.title.key);
  useControl({
    id: 'logo',
    role: 'img',
    name: title,
    group: GROUP,
    box: { x: 0, y: 0, width: 750, height: designHeight },
  });
  const signHeight = measureTitleSign(title, skin.title).height;
  const tagline = t('logo.tagline');
  const measured = CanvasTextMetrics.measureText(tagline || ' ', taglineTextStyle());
  const pill = taglineSize(tagline ? measured.width : 0, measured.lines.length);
  const layout = logoLayout(layoutTop, designHeight, signHeight, pill);
  const layoutKey = JSON.stringify(layout);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the layout is rebuilt each render; its numbers are the key
  const stable = useMemo(() => layout, [layoutKey]);
  const hitArea = useMemo(() => new Rectangle(screen.x, screen.y, screen.width, screen.height), [screen]);

  const emblem = useRef<Container>(null);
  const sign = useRef<Container>(null);
  const words = useRef<Container>(null);
  const enter = useCallback(
    (progress: number) => {
      const frame = logoEntrance(progress * logoEntranceMs(still), still);
      if (emblem.current) {
        emblem.current.scale.set(frame.emblem.scale);
        emblem.current.alpha = frame.emblem.alpha;
      }
      if (sign.current) {
        sign.current.scale.set(frame.sign.scale);
        sign.current.alpha = frame.sign.alpha;
      }
      if (words.current) words.current.alpha = frame.tagline.alpha;
    },
    [still],
  );
  useMotion(enter, { durationMs: logoEntranceMs(still) });

  const e = stable.emblem;
  const centre = { x: e.x + e.width / 2, y: e.y + e.height / 2 };
  const signMiddle = { x: stable.sign.x, y: stable.sign.y + signHeight / 2 };
  return (
    <pixiContainer label="logo" eventMode="static" hitArea={hitArea} interactiveChildren={false}>
      <ScreenBackdrop />
      <pixiContainer ref={emblem} x={centre.x} y={centre.y} pivot={{ x: e.width / 2, y: e.height / 2 }}>
        <Emblem />
      </pixiContainer>
      <pixiContainer ref={sign} x={signMiddle.x} y={signMiddle.y} pivot={signMiddle}>
        <TitleSignArt x={stable.sign.x} y={stable.sign.y} group={GROUP} mirrored={false} />
      </pixiContainer>
      <Tagline ref={words} text={tagline} box={stable.tagline} />
    </pixiContainer>
  );
}
