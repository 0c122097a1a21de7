// The game's name as a wooden sign screwed on at its corners.
import { ScrewHeadIcon } from './icons';
import './styles.css';

// Each letter of "Screw" takes one of the screw colours, like a row of screw heads.
const SCREW_LETTERS = [
  { ch: 'S', colour: '#ff4b3e' },
  { ch: 'c', colour: '#ffb020' },
  { ch: 'r', colour: '#4cc93a' },
  { ch: 'e', colour: '#2f9bff' },
  { ch: 'w', colour: '#b15cf0' },
];

/** The "Screw Puzzle" wooden sign of the menu and loading screens. */
export function TitleSign({ className }: { className?: string }) {
  return (
    <div className={`title-sign${className ? ` ${className}` : ''}`} data-testid="title-sign">
      <h1 className="title-sign__board" aria-label="Screw Puzzle">
        <span className="title-sign__screw title-sign__screw--tl">
          <ScrewHeadIcon size={54} />
        </span>
        <span className="title-sign__screw title-sign__screw--tr">
          <ScrewHeadIcon size={54} />
        </span>
        <span className="title-sign__screw title-sign__screw--bl">
          <ScrewHeadIcon size={54} />
        </span>
        <span className="title-sign__screw title-sign__screw--br">
          <ScrewHeadIcon size={54} />
        </span>
        <span className="title-sign__line title-sign__line--top" aria-hidden="true">
          {SCREW_LETTERS.map(({ ch, colour }, i) => (
            <span key={i} className="title-sign__letter" style={{ color: colour }}>
              {ch}
            </span>
          ))}
        </span>
        <span className="title-sign__line title-sign__line--bottom" aria-hidden="true">
          Puzzle
        </span>
      </h1>
    </div>
  );
}
