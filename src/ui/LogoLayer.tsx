// The candy game's logo scene (spec 2, variant B): a lollipop emblem and the game's sign grow gently into
// view over the sweets background, with the tagline under them. The app shows it for about 2 s.
import { useT } from '../i18n';
import { LollipopIcon, ScreenDecor, sweet, WrappedCandyIcon } from './ScreenDecor';
import { useSkin } from './skin';
import { TitleSign } from './TitleSign';
import './styles.css';
import './candy.css';

/** The logo splash: no buttons, nothing to wait for but the app's timer. */
export function LogoLayer() {
  const t = useT();
  const skin = useSkin();
  return (
    <div
      className={['layer layer--screen', skin.layerClass, 'logo'].filter(Boolean).join(' ')}
      data-testid="logo"
      role="img"
      aria-label={t(skin.title.key)}
    >
      <ScreenDecor />
      <div className="logo__stack" aria-hidden="true">
        <div className="logo__emblem">
          <span className="logo__halo" />
          <span className="logo__candy logo__candy--left">
            <WrappedCandyIcon size={130} colours={sweet(3)} />
          </span>
          <LollipopIcon size={300} colours={sweet(6)} className="logo__lolly" />
          <span className="logo__candy logo__candy--right">
            <WrappedCandyIcon size={130} colours={sweet(4)} />
          </span>
        </div>
        <TitleSign className="logo__title" />
        <p className="logo__tagline">{t('logo.tagline')}</p>
      </div>
    </div>
  );
}
