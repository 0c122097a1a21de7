// The candy game's award popup drawn on the canvas (spec 2: "award popups"): what a chest just gave, each coin
// and prop with its picture and amount, the chest open above the panel, and an OK button. Refusals stay toasts.
import type { Graphics } from 'pixi.js';
import { useCallback, useMemo } from 'react';
import type { Reward } from '../../core/signIn';
import { useT } from '../../i18n';
import { ChestIcon } from '../ChestIcon';
import { CheckIcon } from '../panelIcons';
import { CanvasPanel, PANEL_BUTTON_WIDTH, type PanelRow } from './CanvasPanel';
import { textButtonRow } from './CanvasTextButton';
import { drawIcon } from './iconGraphics';
import { PANEL } from './panelLook';
import { measureRewards, RewardItems } from './RewardItems';
import { AWARD, awardItemId, REWARD_LOOKS, rewardEntries } from './rewardLook';

/** Props of {@link AwardLayer}. */
export interface AwardLayerProps {
  /** What was won. */
  reward: Reward;
  /** Which chest of the bar it came from (0, 1 or 2), for its colours. */
  tier: number;
  /** The OK button: the popup closes (the reward is already in the wallet). */
  onOk: () => void;
}

const GROUP = 'award';

/** The open chest over the panel, on its dark drop 12 px down; its top at y = 0. */
function Chest({ tier }: { tier: number }) {
  const { size } = AWARD.chest;
  const drawn = useCallback(
    (g: Graphics) => {
      g.clear();
      drawIcon(g, ChestIcon, size, { colour: 0xffffff }, { x: -size / 2, y: 0 }, { tier, open: true });
    },
    [size, tier],
  );
  return (
    <pixiContainer y={PANEL.border + AWARD.chest.top}>
      {/* The drop: the chest again, darkened to chocolate and faint, 12 px lower. */}
      <pixiGraphics draw={drawn} y={AWARD.chest.drop} tint={0x4a1d0c} alpha={0.35} />
      <pixiGraphics draw={drawn} />
    </pixiContainer>
  );
}

/** The award popup over the daily tasks. */
export function AwardLayer({ reward, tier, onOk }: AwardLayerProps) {
  const t = useT();
  const title = t('tasks.rewardTitle');
  const ok = t('common.ok');
  const key = JSON.stringify(reward);
  const rows = useMemo<PanelRow[]>(
    () => {
      const entries = rewardEntries(t, reward);
      const look = REWARD_LOOKS.award;
      const layout = measureRewards(entries, look, AWARD.bodyWidth);
      return [
        {
          key: 'items',
          height: layout.height,
          before: AWARD.itemsBefore,
          after: AWARD.itemsAfter,
          node: <RewardItems entries={entries} look={look} layout={layout} group={GROUP} testIdOf={awardItemId} />,
        },
        textButtonRow(
          'ok',
          {
            testId: 'award-ok',
            text: ok,
            group: GROUP,
            tone: 'green',
            size: 'md',
            icon: CheckIcon,
            maxWidth: PANEL_BUTTON_WIDTH,
            onTap: onOk,
          },
          { before: 8 },
        ),
      ];
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the reward is keyed by what it holds
    [key, t, ok, onOk],
  );
  return (
    <CanvasPanel
      testId={GROUP}
      title={title}
      tone="orange"
      entrance="ordered"
      rows={rows}
      width={AWARD.width}
      padTop={AWARD.padTop}
      crown={<Chest tier={Math.max(0, Math.min(2, Math.floor(tier)))} />}
    />
  );
}
