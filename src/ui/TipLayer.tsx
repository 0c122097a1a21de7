// The tip (prop) layer a skill button opens: the skill's picture and what it does, then use a held prop, or
// get the skill by watching an ad or paying coins.
import { translateText, useT } from '../i18n';
import { Button } from './Button';
import { CoinIcon, VideoIcon } from './icons';
import { Panel } from './Panel';
import { SkillIcon, skillText, type SkillIndex } from './skillLooks';
import { skillLook } from './skillLooks';
import './styles.css';
import { useSkin, useTapGate } from './skin';

/** Props of {@link TipLayer}. */
export interface TipLayerProps {
  skill: SkillIndex;
  /** The skill's registry id (its picture and colour); the shipped skill at `skill` when left out. */
  id?: string;
  /** The ribbon title; default the skill's title ('Add a slot'). An English text of the game is translated. */
  title?: string;
  /** One or two sentences on what the skill does; default the skill's own. An English text is translated. */
  description?: string;
  /** Props of this skill held: above 0 the main button uses one. */
  props: number;
  /** The skill's coin price, on the coin button. */
  price: number;
  /** The player's balance, shown beside the coin button. */
  coins: number;
  /** A rewarded video is loaded. Without one the ad button looks disabled but still reports taps. */
  adAvailable: boolean;
  /** An ad or a purchase is running: the buttons ignore taps. */
  busy?: boolean;
  /** The main button: use a prop, or watch an ad when none is held. */
  onSubmit: () => void;
  /** Pay the price in coins (only offered when no prop is held). */
  onPayCoins: () => void;
  onClose: () => void;
}

/**
 * The tip panel. With props held: the count 'x N' and a Use button. Without: a video button (greyed when no
 * ad is loaded; the app answers a tap with 'No ads available') and a coin button with the price ('Coins
 * shortage' is the app's toast too). One tap gate covers both, so one double tap cannot buy twice.
 */
export function TipLayer({
  skill,
  id,
  title,
  description,
  props,
  price,
  coins,
  adAvailable,
  busy = false,
  onSubmit,
  onPayCoins,
  onClose,
}: TipLayerProps) {
  const t = useT();
  const own = skillText(t, skill, useSkin().skillWords);
  const heading = title === undefined ? own.title : translateText(title, t);
  const text = description === undefined ? own.description : translateText(description, t);
  const gate = useTapGate();
  const held = props > 0;
  const tone = skillLook(skill, id).tone;
  const short = coins < price;
  return (
    <Panel testId="tip" title={heading} tone={tone} onClose={onClose} closeTestId="tip-close" className="tip">
      <div className={`tip__medal tip__medal--${tone}`} data-testid="tip-skill" data-skill={skill}>
        <SkillIcon skill={skill} id={id} size={140} className="tip__medal-icon" />
        {held && (
          <span className="tip__count" data-testid="tip-count">
            {`x ${Math.floor(props)}`}
          </span>
        )}
      </div>
      <p className="panel__text tip__description" data-testid="tip-description">
        {text}
      </p>
      <div className="panel__actions">
        {held ? (
          <Button
            testId="tip-submit"
            tone="green"
            size="lg"
            gate={gate}
            busy={busy}
            label={t('tip.useLabel', { count: Math.max(0, Math.floor(props)) })}
            icon={<SkillIcon skill={skill} id={id} size={60} />}
            onTap={onSubmit}
          >
            {t('tip.use')}
          </Button>
        ) : (
          <>
            <Button
              testId="tip-submit"
              tone="green"
              size="lg"
              gate={gate}
              busy={busy}
              label={t(adAvailable ? 'tip.watchAd' : 'tip.watchAdNone')}
              className={adAvailable ? undefined : 'is-unavailable'}
              icon={<VideoIcon size={64} />}
              onTap={onSubmit}
            >
              {t('tip.watchAd')}
            </Button>
            <Button
              testId="tip-coins"
              tone="orange"
              size="md"
              gate={gate}
              busy={busy}
              spinner={false}
              label={t('tip.pay', { price })}
              className={`tip__coins${short ? ' is-short' : ''}`}
              icon={<CoinIcon size={56} />}
              onTap={onPayCoins}
            >
              {price}
            </Button>
            <p className={`panel__hint tip__balance${short ? ' is-short' : ''}`} data-testid="tip-balance">
              {t('tip.youHave')} <CoinIcon size={34} className="tip__balance-coin" /> {Math.max(0, Math.floor(coins))}
            </p>
          </>
        )}
      </div>
    </Panel>
  );
}
