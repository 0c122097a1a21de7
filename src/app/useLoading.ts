// Real loading progress, step by step with the weights of spec 9 (loadingSteps.ts), told to the chart's
// loading bar and to the host.
import type { Application as PixiApplication } from 'pixi.js';
import { useEffect, useRef } from 'react';
import { device } from '../platform/currentDevice';
import { LOADING_STEP_PATIENCE_MS, LOADING_STEPS, loadingProgressOf, type LoadingStep } from './loadingSteps';
import type { Runtime } from './runtime';

type Task = LoadingStep;

/** Settles when `work` settles or after `ms`, whichever comes first (the work itself goes on). */
function atMost(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const { timers } = device();
    const timer = timers.setTimeout(resolve, ms);
    const done = () => {
      timers.clearTimeout(timer);
      resolve();
    };
    work.then(done, done);
  });
}

/** Starts loading; returns the callback the canvas calls when its renderer is ready. */
export function useLoading(runtime: Runtime): (app: PixiApplication) => void {
  const done = useRef(new Set<Task>());
  // Steps finished before loading started (the canvas's effect runs before this hook's: it is a child).
  const early = useRef(new Set<Task>());
  const finish = useRef<(task: Task) => void>((task) => void early.current.add(task));

  useEffect(() => {
    const { actor, platform } = runtime;
    finish.current = (task) => {
      if (done.current.has(task)) return;
      done.current.add(task);
      const progress = loadingProgressOf(done.current);
      void runtime.platformReady.then(() => platform.setLoadingProgress(progress));
      actor.send({ type: 'PROGRESS', value: progress });
      if (done.current.size === LOADING_STEPS.length) {
        // The menu opens once the host has been told the game starts (startGameAsync and the like).
        void runtime.started().finally(() => {
          actor.send({ type: 'LOADED' });
          // A friend's challenge plays its level at once: from the host's message (instant games' entry point
          // data), or from a link (which says why when it cannot): chunks of their own.
          if (runtime.platform.entryData())
            void import('./contextChallenge').then(({ openEntryChallenge }) => openEntryChallenge(runtime));
          else if (device().address.search().includes('challenge='))
            void import('./friendChallenge').then(({ openChallengeLink }) =>
              openChallengeLink(runtime, device().address.search()),
            );
          // A message opened while the game runs (mini-games' warm start) plays its challenge from the menu (the
          // chart takes PLAY_CHALLENGE only there: a level being played is never cut short).
          runtime.platform.onEntry?.(
            (data) =>
              void import('./contextChallenge').then(({ openEntryChallenge }) => openEntryChallenge(runtime, data)),
          );
        });
      }
    };
    for (const task of early.current) finish.current(task);
    // The host hears at once that the loading screen shows (YouTube Playables: the first frame is ready).
    void runtime.platformReady.then(() => platform.setLoadingProgress(loadingProgressOf(done.current)));
    const level = actor.getSnapshot().context.levelNumber;
    // A level that fails to load here still lets the menu open; starting it then shows the error.
    void atMost(runtime.levels.load(level), LOADING_STEP_PATIENCE_MS).then(() => finish.current('json'));
    void atMost(device().fontsReady(), LOADING_STEP_PATIENCE_MS).then(() => finish.current('sprites'));
    // The sound files load now (they play from the first tap); a slow network does not hold the menu.
    void atMost(runtime.sounds.load(), LOADING_STEP_PATIENCE_MS).then(() => finish.current('audio'));
  }, [runtime]);

  return (app) => {
    runtime.pixi = app;
    runtime.scene.useRenderer(app.renderer);
    // The step's building blocks include the chunk of the screens after loading, asked for as the runtime started: the
    // menu draws at once when loading ends. A chunk that cannot be loaded is the start-up's failure (main.tsx says so),
    // not a step skipped.
    void runtime.screensReady.then(
      () => finish.current('prefabs'),
      () => undefined,
    );
  };
}
