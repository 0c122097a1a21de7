// Real loading progress: the renderer, the first level file and the fonts, each with its weight.
import type { Application as PixiApplication } from 'pixi.js';
import { useEffect, useRef } from 'react';
import type { Runtime } from './runtime';

const WEIGHTS = { renderer: 0.4, level: 0.4, fonts: 0.2 } as const;
type Task = keyof typeof WEIGHTS;

/** Starts loading; returns the callback the canvas calls when its renderer is ready. */
export function useLoading(runtime: Runtime): (app: PixiApplication) => void {
  const done = useRef(new Set<Task>());
  const finish = useRef<(task: Task) => void>(() => {});

  useEffect(() => {
    const { actor, platform } = runtime;
    finish.current = (task) => {
      if (done.current.has(task)) return;
      done.current.add(task);
      const progress = [...done.current].reduce((sum, t) => sum + WEIGHTS[t], 0);
      void runtime.platformReady.then(() => platform.setLoadingProgress(progress));
      actor.send({ type: 'PROGRESS', value: progress });
      if (done.current.size === Object.keys(WEIGHTS).length) {
        // The menu opens once the host has been told the game starts (startGameAsync and the like).
        void runtime.started().finally(() => actor.send({ type: 'LOADED' }));
      }
    };
    const level = actor.getSnapshot().context.levelNumber;
    // A level that fails to load here still lets the menu open; starting it then shows the error.
    runtime.levels.load(level).then(
      () => finish.current('level'),
      () => finish.current('level'),
    );
    const fonts = typeof document !== 'undefined' && document.fonts ? document.fonts.ready : Promise.resolve();
    fonts.then(
      () => finish.current('fonts'),
      () => finish.current('fonts'),
    );
  }, [runtime]);

  return (app) => {
    runtime.pixi = app;
    runtime.scene.useRenderer(app.renderer);
    finish.current('renderer');
  };
}
