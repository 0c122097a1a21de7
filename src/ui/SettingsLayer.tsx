// The settings panel: music, sound and (where given) vibration switches, and the language row.
import { fitFontSize, languageInfo, useLanguage, useT } from '../i18n';
import { Button, useGatedTap, usePressed } from './Button';
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
  /** Opens the language picker; the row (showing the current language) shows only when given. */
  onLanguage?: () => void;
  onClose: () => void;
}

/** Settings: a music switch, a sound switch, a vibration switch, the language, and close. */
export function SettingsLayer({
  music,
  sound,
  onToggleMusic,
  onToggleSound,
  vibration,
  onLanguage,
  onClose,
}: SettingsLayerProps) {
  const t = useT();
  return (
    <Panel testId="settings" title={t('settings.title')} tone="purple" onClose={onClose} closeTestId="settings-close">
      <div className="panel__list">
        <Toggle
          testId="settings-music"
          label={t('settings.music')}
          icon={<MusicIcon size={56} />}
          on={music}
          onToggle={onToggleMusic}
        />
        <Toggle
          testId="settings-sound"
          label={t('settings.sound')}
          icon={<SpeakerIcon size={56} />}
          on={sound}
          onToggle={onToggleSound}
        />
        {vibration && (
          <Toggle
            testId="settings-vibration"
            label={t('settings.vibration')}
            icon={<VibrateIcon size={56} />}
            on={vibration.on}
            onToggle={vibration.onToggle}
          />
        )}
        {onLanguage && <LanguageRow onLanguage={onLanguage} />}
      </div>
      <div className="panel__actions">
        <Button testId="settings-done" tone="green" size="md" onTap={onClose}>
          {t('common.ok')}
        </Button>
      </div>
    </Panel>
  );
}

// The language row's label room: the 458 px inside the row minus the globe (56), two gaps (44) and the chevron.
const LABEL_ROOM = 320;
const LABEL_PX = 48;

/** The language row: a globe, 'Language', and the current language in its own name; a tap opens the picker. */
function LanguageRow({ onLanguage }: { onLanguage: () => void }) {
  const t = useT();
  const { nativeName, tag } = languageInfo(useLanguage());
  const label = t('settings.language');
  const labelSize = fitFontSize(label, LABEL_ROOM, LABEL_PX, 30);
  const tap = useGatedTap(onLanguage, {});
  const { pressed, handlers } = usePressed();
  return (
    <button
      type="button"
      className="toggle-row settings-language"
      data-testid="settings-language"
      data-pressed={pressed ? 'true' : undefined}
      onClick={tap}
      {...handlers}
    >
      <span className="toggle-row__icon">
        <GlobeIcon size={56} />
      </span>
      <span className="settings-language__text">
        <span className="toggle-row__label" style={labelSize < LABEL_PX ? { fontSize: labelSize } : undefined}>
          {label}
        </span>
        <span className="settings-language__value" lang={tag}>
          {nativeName}
        </span>
      </span>
      <span className="settings-language__chevron" aria-hidden="true">
        ›
      </span>
    </button>
  );
}

/** A globe with its meridian and parallels: the language setting. */
function GlobeIcon({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" className="icon" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="4">
        <circle cx="24" cy="24" r="18" />
        <ellipse cx="24" cy="24" rx="8" ry="18" />
        <path d="M6 24 H42 M9 15 H39 M9 33 H39" strokeWidth="3" />
      </g>
    </svg>
  );
}
