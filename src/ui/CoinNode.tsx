// The coin count: a dark pill with a gold coin and the balance, and a small round "look ad" (video) button on it.
import { useT } from '../i18n';
import { Button } from './Button';
import { CoinIcon, VideoIcon } from './icons';
import './styles.css';

/** Props of {@link CoinNode}. */
export interface CoinNodeProps {
  coins: number;
  /** The video button on the pill (watch an ad for coins); no button without it. */
  onLookAd?: () => void;
}

/** A balance as the pill shows it: whole coins up to 99999, then '123K' and '1.2M' so the pill keeps its width. */
export function formatCoins(coins: number): string {
  const n = Number.isFinite(coins) ? Math.max(0, Math.floor(coins)) : 0;
  if (n < 100_000) return String(n);
  if (n < 1_000_000) return `${Math.floor(n / 1000)}K`;
  const m = Math.floor(n / 100_000) / 10;
  return `${m >= 100 ? Math.floor(m) : m}M`;
}

/**
 * The coin pill. Its size comes from where it sits (`.hud .coin-node`, `.menu__coins .coin-node`); the video
 * button's tap area reaches past its drawn circle to 96 design px.
 */
export function CoinNode({ coins, onLookAd }: CoinNodeProps) {
  const t = useT();
  const shown = formatCoins(coins);
  return (
    <div
      className={`coin-node${onLookAd ? ' coin-node--ad' : ''}`}
      data-testid="coins"
      role="group"
      aria-label={t('common.coinsLabel', { coins: Number.isFinite(coins) ? Math.max(0, Math.floor(coins)) : 0 })}
    >
      <span className="coin-node__pill">
        <CoinIcon size={52} className="coin-node__coin" />
        <span className="coin-node__value" data-testid="coins-value">
          {shown}
        </span>
      </span>
      {onLookAd && (
        <Button
          testId="coins-look-ad"
          tone="green"
          size="icon-sm"
          label={t('common.watchAdForCoins')}
          className="coin-node__ad"
          icon={<VideoIcon size={40} />}
          onTap={onLookAd}
        />
      )}
    </div>
  );
}
