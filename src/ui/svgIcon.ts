// What every inline SVG icon of the game shares (icons.tsx, levelIcons.tsx, panelIcons.tsx, the sweets and chests):
// its props, its <svg> attributes and the star and gear outlines. A file of its own, so that the loading screen's
// pictures do not carry the icons of the screens after it.

/** Common props of every icon: its size in design px. */
export interface IconProps {
  size?: number;
  className?: string;
}

/** The attributes every icon's <svg> carries: size, the 48-unit view box, hidden from screen readers. */
export function svgProps(size: number, className: string | undefined) {
  return {
    width: size,
    height: size,
    viewBox: '0 0 48 48',
    className: className ? `icon ${className}` : 'icon',
    'aria-hidden': true,
    focusable: false,
  } as const;
}

/** Points of a regular star or gear outline around (cx, cy), alternating between two radii. */
export function ringPoints(count: number, outer: number, inner: number, cx = 24, cy = 24, turn = -90): string {
  const pts: string[] = [];
  for (let i = 0; i < count * 2; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((turn + (i * 180) / count) * Math.PI) / 180;
    pts.push(`${(cx + r * Math.cos(a)).toFixed(2)},${(cy + r * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(' ');
}
