// Connects the designers' debug panel to the running game (`?debug`): a lazy chunk of its own, so
// nothing of it is in the initial bundle. Changes apply at once: physics to the live world (and to
// every world built after), fly speed to the scene, countdown and revive time through the game chart,
// and the tray size by restarting the level with that tray.
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Runtime } from '../app/runtime';
import { device } from '../platform/currentDevice';
import { DebugPanel } from './DebugPanel';
import { createDebugOverlay, type DebugOverlay } from './debugOverlay';
import { changedFields, clampTuning, physicsFromTuning, tuningFromVariant, type DebugTuning } from './debugTuning';

/** The debug panel with everything it changes wired to the runtime. */
export default function DebugHost({ runtime }: { runtime: Runtime }) {
  const { actor, scene, variant } = runtime;
  const level = useSelector(actor, (s) => s.context.level);
  const levelNumber = useSelector(actor, (s) => s.context.levelNumber);
  const [tuning, setTuning] = useState<DebugTuning>(() => tuningFromVariant(variant, level));
  const tuningRef = useRef(tuning);
  const [overlayOn, setOverlayOn] = useState(false);

  // A rebuilt level gets a fresh world from the variant config: give it the tuned physics again.
  useEffect(() => {
    const sub = actor.on('level.built', () => {
      scene.physics()?.setTuning(physicsFromTuning(tuningRef.current));
      scene.setScrewSpeed(tuningRef.current.screwSpeed);
    });
    return () => sub.unsubscribe();
  }, [actor, scene]);

  const onChange = useCallback(
    (patch: Partial<DebugTuning>) => {
      const before = tuningRef.current;
      const next = clampTuning({ ...before, ...patch });
      tuningRef.current = next;
      setTuning(next);
      for (const field of changedFields(before, next)) {
        switch (field) {
          case 'gravity':
          case 'pinStiffness':
          case 'hangingDamping':
          case 'substeps':
            scene.physics()?.setTuning(physicsFromTuning(next));
            break;
          case 'screwSpeed':
            scene.setScrewSpeed(next.screwSpeed);
            break;
          case 'countdownSeconds':
            actor.send({ type: 'DEBUG_SET_COUNTDOWN', seconds: next.countdownSeconds });
            break;
          case 'reviveSeconds':
            actor.send({ type: 'DEBUG_SET_REVIVE', seconds: next.reviveSeconds });
            break;
          case 'traySlots': {
            // The tray is part of the level: the level restarts with the new tray at once.
            const current = actor.getSnapshot().context.level;
            if (!current) break;
            const slots = next.traySlots;
            const locked = Math.min(current.tray.locked, slots - 1);
            actor.send({ type: 'LOAD_LEVEL', json: { ...current, tray: { slots, locked } } });
            break;
          }
        }
      }
    },
    [actor, scene],
  );

  const onPickLevel = useCallback(
    (n: number) => {
      runtime.levels.load(n).then(
        (json) => actor.send({ type: 'LOAD_LEVEL', json }),
        (error: unknown) => console.warn(`Level ${n} could not be loaded`, error),
      );
    },
    [actor, runtime.levels],
  );

  const onPickBigLevel = useCallback(
    (n: number) => {
      runtime.levels.big.load(n).then(
        (json) => actor.send({ type: 'LOAD_LEVEL', json }),
        (error: unknown) => console.warn(`Big level ${n} could not be loaded`, error),
      );
    },
    [actor, runtime.levels],
  );

  // The overlay of outlines, layers, pins and cover: redrawn every frame while it is on.
  const overlay = useRef<DebugOverlay | null>(null);
  useEffect(() => {
    const ticker = runtime.pixi?.ticker;
    if (!overlayOn || !ticker) return;
    const view = createDebugOverlay({ screwRadius: variant.screwRadius });
    overlay.current = view;
    scene.root.addChild(view.container);
    const draw = () => {
      const world = scene.physics();
      const { rules, level: spec } = actor.getSnapshot().context;
      if (world && rules && spec) view.update(world, rules, spec);
      scene.invalidate();
    };
    ticker.add(draw);
    return () => {
      ticker.remove(draw);
      view.destroy();
      overlay.current = null;
    };
  }, [overlayOn, runtime, scene, actor, variant.screwRadius]);

  return (
    <DebugPanel
      tuning={tuning}
      onChange={onChange}
      levelCount={runtime.levels.count}
      currentLevel={levelNumber}
      onPickLevel={onPickLevel}
      bigLevelCount={runtime.levels.big.count}
      onPickBigLevel={onPickBigLevel}
      overlay={overlayOn}
      onOverlay={setOverlayOn}
      onCopy={(json) => device().nav()?.clipboard?.writeText(json) ?? Promise.reject(new Error('no clipboard here'))}
      variant={variant}
      defaults={tuningFromVariant(variant, level)}
    />
  );
}
