// The sounds that follow the game's state rather than one event: the countdown's warning tick and the
// coin sound whenever the balance grows.
import { clockRuns } from '../../machines/gameSetup';
import type { VariantConfig } from '../variants/types';

/** What this needs of the game actor: its snapshots (the countdown child and the wallet). */
export interface SoundedGame {
  getSnapshot(): GameSnapshotLike;
  subscribe(listener: (snapshot: GameSnapshotLike) => void): { unsubscribe(): void };
}

interface GameSnapshotLike {
  children: Readonly<Record<string, { getSnapshot(): unknown } | undefined>>;
  context: { gameData: { coin1: number }; skillBusy: boolean };
  hasTag(tag: string): boolean;
}

/** What this needs of the sound bank. */
export interface GameSoundSink {
  updateTick(remainingMs: number, running: boolean, fromMs: number): void;
  play(name: 'coin'): void;
}

/**
 * Ticks during the variant's last `timerWarningSeconds` while the countdown runs (spec: the last 5 s),
 * and plays the coin sound whenever the balance grows. Returns the unsubscribe.
 */
export function followGameSounds(
  game: SoundedGame,
  sounds: GameSoundSink,
  variant: Pick<VariantConfig, 'timerWarningSeconds'>,
): () => void {
  const fromMs = variant.timerWarningSeconds * 1000;
  let coins = game.getSnapshot().context.gameData.coin1;
  const subscription = game.subscribe((snap) => {
    const countdown = snap.children.countdown?.getSnapshot() as
      { context: { remainingMs: number; pausedBy: readonly string[] } } | undefined;
    // The clock runs by the chart's state (its tags), and the countdown is not paused (a hidden page).
    const running = countdown !== undefined && countdown.context.pausedBy.length === 0 && clockRuns(snap);
    sounds.updateTick(countdown?.context.remainingMs ?? Number.POSITIVE_INFINITY, running, fromMs);
    if (snap.context.gameData.coin1 > coins) sounds.play('coin');
    coins = snap.context.gameData.coin1;
  });
  return () => subscription.unsubscribe();
}
