// The "Paused" panel opened by the HUD's exit button, drawn on the canvas: music, sound and share toggles,
// Resume, back to the menu, and a note on what leaving costs (in variant B, a heart).
import { useMemo } from 'react';
import { useT } from '../../i18n';
import { HomeIcon, PlayIcon, ShareIcon } from '../icons';
import { MusicIcon, SpeakerIcon } from '../panelIcons';
import { useSkin } from '../skin';
import { CanvasButton } from './CanvasButton';
import { CanvasPanel, PANEL_BUTTON_WIDTH, type PanelRow } from './CanvasPanel';
import type { IconComponent } from './iconGraphics';
import { exitWords } from './levelPanelsLook';
import { textRow } from './panelText';
import { textButtonRow } from './CanvasTextButton';

/** Props of {@link ExitLayer}. */
export interface ExitLayerProps {
  music: boolean;
  sound: boolean;
  /** Leave the level and go back to the menu. */
  onSubmit: () => void;
  /** Close the panel and resume the game. */
  onClose: () => void;
  onShare: () => void;
  onToggleMusic: () => void;
  onToggleSound: () => void;
  /** Leaving costs a heart (variant B): the note says so. */
  costsHeart?: boolean;
}

const GROUP = 'exit';
const ROUND = 116;
/** The toggles' centres: three round buttons 36 px apart. */
const TOGGLE_X = [-(ROUND + 36), 0, ROUND + 36];

/** The music and sound toggles draw their icons struck through when off. */
const MusicOff: IconComponent = (props) => MusicIcon({ ...props, off: true });
const SpeakerOff: IconComponent = (props) => SpeakerIcon({ ...props, off: true });

/** The pause panel. */
export function ExitLayer({
  music,
  sound,
  onSubmit,
  onClose,
  onShare,
  onToggleMusic,
  onToggleSound,
  costsHeart = false,
}: ExitLayerProps) {
  const t = useT();
  const skin = useSkin();
  const paint = skin.panel;
  const words = exitWords(t, music, sound, costsHeart);
  const rows = useMemo<PanelRow[]>(
    () => [
      {
        key: 'toggles',
        height: ROUND,
        before: 6,
        after: 10,
        node: (
          <>
            {[
              {
                testId: 'exit-music',
                label: words.music,
                on: music,
                Icon: MusicIcon,
                Off: MusicOff,
                onTap: onToggleMusic,
              },
              {
                testId: 'exit-sound',
                label: words.sound,
                on: sound,
                Icon: SpeakerIcon,
                Off: SpeakerOff,
                onTap: onToggleSound,
              },
            ].map((toggle, i) => (
              <CanvasButton
                key={toggle.testId}
                testId={toggle.testId}
                label={toggle.label}
                group={GROUP}
                x={TOGGLE_X[i]!}
                y={ROUND / 2}
                tone={toggle.on ? 'purple' : 'wood'}
                icon={toggle.on ? toggle.Icon : toggle.Off}
                iconSize={60}
                // Off, the wooden button's icon is dark wood (variant B's pink one keeps it white).
                {...(toggle.on ? {} : { iconColour: skin.id === 'candy' ? 0xffffff : 0x7a3c12 })}
                onTap={toggle.onTap}
              />
            ))}
            <CanvasButton
              testId="exit-share"
              label={words.share}
              group={GROUP}
              x={TOGGLE_X[2]!}
              y={ROUND / 2}
              tone="blue"
              icon={ShareIcon}
              iconSize={56}
              onTap={onShare}
            />
          </>
        ),
      },
      textButtonRow(
        'resume',
        {
          testId: 'exit-resume',
          text: words.resume,
          group: GROUP,
          tone: 'green',
          size: 'lg',
          icon: PlayIcon,
          maxWidth: PANEL_BUTTON_WIDTH,
          onTap: onClose,
        },
        { before: 8 },
      ),
      textButtonRow(
        'menu',
        {
          testId: 'exit-submit',
          text: words.menu,
          group: GROUP,
          tone: 'orange',
          size: 'md',
          icon: HomeIcon,
          maxWidth: PANEL_BUTTON_WIDTH,
          onTap: onSubmit,
        },
        { before: 2 },
      ),
      textRow({ key: 'note', text: words.note, kind: 'note', paint, group: GROUP, testId: 'exit-note' }),
    ],
    [
      words.music,
      words.sound,
      words.share,
      words.resume,
      words.menu,
      words.note,
      music,
      sound,
      skin.id,
      paint,
      onToggleMusic,
      onToggleSound,
      onShare,
      onClose,
      onSubmit,
    ],
  );
  return (
    <CanvasPanel
      testId={GROUP}
      title={words.title}
      tone="blue"
      onClose={onClose}
      closeTestId="exit-close"
      rows={rows}
    />
  );
}
