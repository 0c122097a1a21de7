// A player's game for the challenge tests: the real game chart (a flat level whose screws win in order
// b0.0 … b8.0) on a host's adapter; on instant games, over the FBInstant fake.
import { expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { gameMachine, type LevelRequest } from '../../../machines/game';
import { screenOf } from '../../../machines/screen';
import { createInstantGamesPlatform } from '../../../src/platform/instantGamesPlatform';
import type { Platform } from '../../../src/platform/platform';
import { defaultGameData } from '../../../src/save/gameData';
import { SCREW_SAVE_DEFAULTS } from '../../../src/save/screwSave';
import { screwVariant } from '../../../src/variants/screw';
import { flatLevel } from '../core/fixtures';
import { screwTap } from '../machines/taps';
import { createFakeFBInstant } from '../platform/fakes/fakeFBInstant';

export const PICTURE = 'data:image/png;base64,iVBORw0KGgo=';
export const t = ((key: string, values?: Record<string, unknown>) =>
  `${key}${values ? JSON.stringify(values) : ''}`) as never;
const level = flatLevel([1, 1, 1, 2, 2, 2, 3, 3, 3], { positions: 3 });

/** A player's game on an instant-games host: the FBInstant fake, the adapter, and the real game chart. */
export async function playerGame(
  playerId: string,
  contextId: string | null,
  options: { fetchQualifying?: (setKey: string) => Promise<unknown> } = {},
) {
  const fake = createFakeFBInstant();
  fake.state.playerId = playerId;
  fake.state.contextId = contextId;
  const platform = createInstantGamesPlatform(fake.fb, {
    doc: null,
    log: () => {},
    updateTemplate: 'challenge',
    ...options,
  });
  return { fake, ...(await gameOn(platform)) };
}

/** The real game chart on `platform`, started and at its menu. */
export async function gameOn(platform: Platform) {
  await platform.initialize();
  await platform.start();
  const requests: LevelRequest[] = [];
  const actor = createActor(
    gameMachine.provide({
      actors: {
        loadLevelFile: fromPromise<unknown, LevelRequest>(async ({ input }) => {
          requests.push(input);
          return structuredClone(level);
        }),
      },
    }),
    {
      input: {
        settings: {
          levelCount: screwVariant.levelCount,
          boxCapacity: 3,
          countdownMs: 60_000,
          reviveMs: 60_000,
          winScore: 20,
          gameOverDelayMs: 0,
        },
        save: SCREW_SAVE_DEFAULTS,
        gameData: defaultGameData({ year: 2026, month: 11, day: 26 }),
      },
    },
  );
  actor.start();
  actor.send({ type: 'LOADED' });
  return { platform, actor, requests, runtime: { actor, platform } };
}

export const flush = () => new Promise((r) => setTimeout(r, 0));

export async function winTheChallenge(actor: Awaited<ReturnType<typeof playerGame>>['actor']) {
  await flush();
  for (let i = 0; i < 9; i++) actor.send(screwTap(`b${i}.0`));
  await flush();
  expect(screenOf(actor.getSnapshot())).toBe('challenge-result');
  return actor.getSnapshot().context.challenge!;
}
