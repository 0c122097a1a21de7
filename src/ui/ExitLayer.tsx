// The "Paused" panel opened by the HUD's exit button: resume, back to the menu, share, music and sound. Its
// note says what leaving costs (in variant B, a heart).
import { useT } from '../i18n';
import { Button } from './Button';
import { HomeIcon, MusicIcon, PlayIcon, ShareIcon, SpeakerIcon } from './icons';
import { Panel } from './Panel';
import './styles.css';

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

/** The pause panel: Resume, Home (back to menu), Share, and round music/sound toggles. */
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
  return (
    <Panel testId="exit" title={t('exit.title')} tone="blue" onClose={onClose} closeTestId="exit-close">
      <div className="panel__row panel__row--toggles">
        <Button
          testId="exit-music"
          tone={music ? 'purple' : 'wood'}
          size="icon"
          label={t(music ? 'exit.musicOn' : 'exit.musicOff')}
          className={music ? undefined : 'is-off'}
          icon={<MusicIcon size={60} off={!music} />}
          onTap={onToggleMusic}
        />
        <Button
          testId="exit-sound"
          tone={sound ? 'purple' : 'wood'}
          size="icon"
          label={t(sound ? 'exit.soundOn' : 'exit.soundOff')}
          className={sound ? undefined : 'is-off'}
          icon={<SpeakerIcon size={60} off={!sound} />}
          onTap={onToggleSound}
        />
        <Button
          testId="exit-share"
          tone="blue"
          size="icon"
          label={t('common.share')}
          icon={<ShareIcon size={56} />}
          onTap={onShare}
        />
      </div>
      <div className="panel__actions">
        <Button testId="exit-resume" tone="green" size="lg" icon={<PlayIcon size={60} />} onTap={onClose}>
          {t('exit.resume')}
        </Button>
        <Button testId="exit-submit" tone="orange" size="md" icon={<HomeIcon size={50} />} onTap={onSubmit}>
          {t('exit.menu')}
        </Button>
      </div>
      <p className="panel__note" data-testid="exit-note">
        {t(costsHeart ? 'exit.noteHeart' : 'exit.note')}
      </p>
    </Panel>
  );
}
