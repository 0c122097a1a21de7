// @vitest-environment jsdom
// Coins fly to the coin pill when the balance grows, and each flight leaves once it has landed, even when
// the balance grows again while it flies.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webDevice } from '../../../src/platform/webDevice';
import { CoinFlight, FLIGHT_MS } from '../../../src/ui/CoinFlight';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

/**
 * A stage with a coin pill on screen (jsdom lays nothing out: the pill says it has a box): the menu's DOM pill,
 * or the mirror of the pill the canvas draws in a level.
 */
function mount(pillOf: 'dom' | 'canvas' = 'dom') {
  const stage = document.createElement('div');
  stage.className = 'stage';
  const pill = document.createElement('div');
  if (pillOf === 'dom') pill.className = 'coin-node';
  else {
    pill.setAttribute('data-testid', 'coins-value');
    pill.setAttribute('data-canvas-control', 'true');
  }
  pill.getClientRects = () => [{}] as unknown as DOMRectList;
  stage.append(pill);
  const host = document.createElement('div');
  stage.append(host);
  document.body.append(stage);
  root = createRoot(host);
  const timers = webDevice().timers;
  const show = (coins: number) => act(() => root!.render(<CoinFlight coins={coins} timers={timers} />));
  const coinsFlying = () => document.querySelectorAll('.coin-flight__coin').length;
  return { show, coinsFlying };
}

describe('coin flight', () => {
  it('flies when the balance grows and leaves once landed', () => {
    vi.useFakeTimers();
    const { show, coinsFlying } = mount();
    show(100);
    expect(coinsFlying()).toBe(0);
    show(150);
    expect(coinsFlying()).toBeGreaterThan(0);
    act(() => vi.advanceTimersByTime(FLIGHT_MS + 250));
    expect(coinsFlying()).toBe(0);
  });

  it('flies to the in-game pill the canvas draws, found by its mirror', () => {
    vi.useFakeTimers();
    const { show, coinsFlying } = mount('canvas');
    show(100);
    show(150);
    expect(coinsFlying()).toBeGreaterThan(0);
  });

  it('a second rise during a flight does not keep the first one on screen', () => {
    vi.useFakeTimers();
    const { show, coinsFlying } = mount();
    show(100);
    show(150);
    const one = coinsFlying();
    act(() => vi.advanceTimersByTime(200));
    show(200);
    expect(coinsFlying()).toBe(2 * one);
    act(() => vi.advanceTimersByTime(FLIGHT_MS + 250));
    expect(coinsFlying()).toBe(0);
  });
});
