// @vitest-environment jsdom
// Spec 2: the language picker lists the languages and marks the current one; useT re-renders on a switch.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES, loadLanguage, useLanguage, useT } from '../../../src/i18n';
import { LanguageLayer } from '../../../src/ui';

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

function show(current: string, onPick = vi.fn(), onClose = vi.fn()) {
  act(() => root.render(<LanguageLayer current={current} onPick={onPick} onClose={onClose} />));
  return { onPick, onClose };
}

describe('LanguageLayer', () => {
  it('lists every language in its own name, with its lang attribute', () => {
    show('en_US');
    expect($('language')).not.toBeNull();
    for (const l of LANGUAGES) {
      const button = $(`language-${l.code}`);
      expect(button?.textContent).toBe(l.nativeName);
      expect(button?.getAttribute('lang')).toBe(l.tag);
    }
    expect($('language-zh_HK')?.textContent).toContain('繁體中文');
    expect($('language-de_DE')?.textContent).toBe('Deutsch');
  });

  it('marks the current language, and only it, with a check', () => {
    show('hi_IN');
    const marked = [...host.querySelectorAll('[data-current="true"]')].map((e) => e.getAttribute('data-testid'));
    expect(marked).toEqual(['language-hi_IN']);
    expect($('language-hi_IN')?.getAttribute('aria-pressed')).toBe('true');
    expect($('language-en_US')?.getAttribute('aria-pressed')).toBe('false');
    expect(host.querySelectorAll('[data-testid="language-check"]')).toHaveLength(1);
    expect($('language-hi_IN')?.querySelector('[data-testid="language-check"]')).not.toBeNull();
  });

  it('a tap picks that language (after the entrance cooldown); one double tap picks once', () => {
    const { onPick } = show('en_US');
    act(() => $('language-fr_FR')?.click());
    expect(onPick).not.toHaveBeenCalled();
    now = 1000;
    act(() => $('language-fr_FR')?.click());
    now = 1100;
    act(() => $('language-de_DE')?.click());
    expect(onPick.mock.calls).toEqual([['fr_FR']]);
  });

  it('close closes', () => {
    const { onClose } = show('en_US');
    now = 1000;
    act(() => $('language-close')?.click());
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('its title follows the language', async () => {
    show('en_US');
    expect($('language')?.querySelector('h2')?.textContent).toBe('Language');
    await act(() => loadLanguage('de_DE'));
    expect($('language')?.querySelector('h2')?.textContent).toBe('Sprache');
  });
});

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
