// The fade between two scenes (loading, menu, a level, the calendar): a veil of the theme's colour that
// clears in under 0.3 s. It never takes a tap, so a player who taps at once is never held up.
import './motion.css';

/** Which scene a layer belongs to: overlays (settings, tasks, win...) keep the scene under them. */
export type SceneName = 'loading' | 'menu' | 'game' | 'calendar';

/** The scene of a top layer. */
export function sceneOf(screen: string): SceneName {
  switch (screen) {
    case 'loading':
      return 'loading';
    case 'calendar':
      return 'calendar';
    case 'menu':
    case 'settings':
    case 'tasks':
    case 'rank':
      return 'menu';
    default:
      return 'game';
  }
}

/** Render with `key={scene}`: a new scene mounts a new veil, which fades out by itself. */
export function ScreenFade() {
  return <div className="screen-fade" data-testid="screen-fade" aria-hidden="true" />;
}
