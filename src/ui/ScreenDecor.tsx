// The opaque background of the full-screen layers (menu, loading), out to the window edges, with soft shapes.
import './styles.css';

/** Background of the full-screen layers: covers the canvas and the letterbox bands, with soft shapes. */
export function ScreenDecor() {
  return (
    <div className="screen-decor" aria-hidden="true">
      <div className="screen-decor__inner">
        <span className="screen-decor__blob screen-decor__blob--a" />
        <span className="screen-decor__blob screen-decor__blob--b" />
        <span className="screen-decor__blob screen-decor__blob--c" />
      </div>
    </div>
  );
}
