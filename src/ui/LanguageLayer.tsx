// The language picker (spec 2): every language in its own name, the current one marked with a check.
import { LANGUAGES, useT, type LanguageCode, type LanguageInfo } from '../i18n';
import { useGatedTap, usePressed } from './Button';
import { CheckIcon } from './icons';
import { Panel } from './Panel';
import type { TapGate } from './tapGate';
import { useTapGate } from './skin';
import './styles.css';

/** Props of {@link LanguageLayer}. */
export interface LanguageLayerProps {
  /** The language shown now (a code of LANGUAGES); its button carries the check. */
  current: string;
  /** A language was tapped (the current one too): the app saves it, loads it and closes the layer. */
  onPick: (code: LanguageCode) => void;
  onClose: () => void;
}

/**
 * The picker: a grid of two columns, one button per language written in that language (with its `lang`, so
 * each gets the right glyphs), the current one green with a check. One tap gate covers every button, so a
 * double tap picks once.
 */
export function LanguageLayer({ current, onPick, onClose }: LanguageLayerProps) {
  const t = useT();
  const gate = useTapGate();
  return (
    <Panel
      testId="language"
      title={t('language.title')}
      tone="blue"
      onClose={onClose}
      closeTestId="language-close"
      className="language-layer"
    >
      <ul className="language-list" aria-label={t('language.title')}>
        {LANGUAGES.map((language) => (
          <li key={language.code} className="language-list__item">
            <LanguageOption language={language} selected={language.code === current} gate={gate} onPick={onPick} />
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** One language's button: wooden, or green with a check badge when it is the current one. */
function LanguageOption({
  language,
  selected,
  gate,
  onPick,
}: {
  language: LanguageInfo;
  selected: boolean;
  gate: TapGate;
  onPick: (code: LanguageCode) => void;
}) {
  const tap = useGatedTap(() => onPick(language.code), { gate });
  const { pressed, handlers } = usePressed();
  return (
    <button
      type="button"
      className={`btn ${selected ? 'btn--green' : 'btn--wood'} language-option${selected ? ' is-current' : ''}`}
      data-testid={`language-${language.code}`}
      data-current={selected ? 'true' : undefined}
      data-pressed={pressed ? 'true' : undefined}
      aria-pressed={selected}
      lang={language.tag}
      onClick={tap}
      {...handlers}
    >
      <span className="btn__label language-option__name">{language.nativeName}</span>
      {selected && (
        <span className="language-option__check" data-testid="language-check" aria-hidden="true">
          <CheckIcon size={38} />
        </span>
      )}
    </button>
  );
}
