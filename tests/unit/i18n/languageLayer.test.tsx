// @vitest-environment jsdom
// Spec 2: useT re-renders on a switch of language. (The picker itself is drawn on the canvas: its look is
// tests/unit/ui/canvas/settings.test.ts, its taps tests/e2e/layers.spec.ts.)
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage, useLanguage, useT } from '../../../src/i18n';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLDivElement;
let now = 0;

beforeEach(() => {
  now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(async () => {
  act(() => root.unmount());
  host.remove();
  vi.restoreAllMocks();
  await act(() => loadLanguage('en_US'));
});

const $ = (id: string) => host.querySelector<HTMLElement>(`[data-testid="${id}"]`);

describe('useT', () => {
  it('re-renders its component when the language changes', async () => {
    let renders = 0;
    function Probe() {
      const t = useT();
      const language = useLanguage();
      renders++;
      return <p data-testid="probe">{`${language}|${t('menu.start', { level: 4 })}|${t('hud.pause')}`}</p>;
    }
    act(() => root.render(<Probe />));
    expect($('probe')?.textContent).toBe('en_US|Level 4|Pause');
    const before = renders;
    await act(() => loadLanguage('es_LA'));
    expect($('probe')?.textContent).toBe('es_LA|Nivel 4|Pausa');
    await act(() => loadLanguage('zh_HK'));
    expect($('probe')?.textContent).toBe('zh_HK|第4關|暫停');
    expect(renders).toBeGreaterThan(before);
  });

  it('a missing key renders as the key itself', () => {
    function Probe() {
      const t = useT();
      return <p data-testid="probe">{t('menu.nothingHere' as never)}</p>;
    }
    act(() => root.render(<Probe />));
    expect($('probe')?.textContent).toBe('menu.nothingHere');
  });
});
