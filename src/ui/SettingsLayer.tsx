// The settings panel: music, sound and (where given) vibration switches.
import { Button } from './Button';
import { MusicIcon, SpeakerIcon, VibrateIcon } from './icons';
import { Panel } from './Panel';
import { Toggle } from './Toggle';
import './styles.css';

/** Props of {@link SettingsLayer}. */
export interface SettingsLayerProps {
  music: boolean;
  sound: boolean;
  onToggleMusic: () => void;
  onToggleSound: () => void;
  /** The vibration setting (gameData isVibart); the switch shows only when given. */
  vibration?: { on: boolean; onToggle: () => void };
  onClose: () => void;
}

/** Settings: a music switch, a sound switch, a vibration switch, and close. */
export function SettingsLayer({ music, sound, onToggleMusic, onToggleSound, vibration, onClose }: SettingsLayerProps) {
  return (
    <Panel testId="settings" title="Settings" tone="purple" onClose={onClose} closeTestId="settings-close">
      <div className="panel__list">
        <Toggle
          testId="settings-music"
          label="Music"
          icon={<MusicIcon size={56} />}
          on={music}
          onToggle={onToggleMusic}
        />
        <Toggle
          testId="settings-sound"
          label="Sound"
          icon={<SpeakerIcon size={56} />}
          on={sound}
          onToggle={onToggleSound}
        />
        {vibration && (
          <Toggle
            testId="settings-vibration"
            label="Vibration"
            icon={<VibrateIcon size={56} />}
            on={vibration.on}
            onToggle={vibration.onToggle}
          />
        )}
      </div>
      <div className="panel__actions">
        <Button testId="settings-done" tone="green" size="md" onTap={onClose}>
          OK
        </Button>
      </div>
    </Panel>
  );
}
