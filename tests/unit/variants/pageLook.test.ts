// @vitest-environment jsdom
// Polish: the page before the candy game loads shows variant B's own colour and title from the first byte
// (the real cascade against index.html's own style is checked end to end in tests/e2e/layers.spec.ts).
import { describe, expect, it } from 'vitest';
import english from '../../../src/i18n/locales/en_US.json';
import { variants } from '../../../src/variants';
import { cssColour, pageLooks, pageLookScript } from '../../../src/variants/pageLook';

/** Runs the inline script in a page opened at `search`, as index.html does before any module loads. */
function firstByte(search: string) {
  document.head.innerHTML = '<meta name="theme-color" content="#3b78d8"><title>Screw Puzzle</title>';
  document.documentElement.removeAttribute('data-page-look');
  document.documentElement.style.removeProperty('--page-bg');
  history.replaceState(null, '', `/${search}`);
  new Function(pageLookScript(pageLooks(variants, english)))();
  return {
    title: document.title,
    themeColour: document.querySelector('meta[name="theme-color"]')!.getAttribute('content'),
    look: document.documentElement.getAttribute('data-page-look'),
    background: document.documentElement.style.getPropertyValue('--page-bg'),
    styles: document.head.querySelectorAll('style').length,
  };
}

describe("the page's first byte", () => {
  it("variant B's address opens on B's title and colour", () => {
    const page = firstByte('?variant=candy');
    expect(page.title).toBe('Candy Puzzle');
    expect(page.themeColour).toBe(cssColour(variants.candy.canvasBackground));
    expect(page.look).toBe('candy');
    expect(page.background).toBe('#f4a3c4');
    // No <style> element is added: the Content Security Policy allows none that it has no hash for.
    expect(page.styles).toBe(0);
  });

  it('reads the parameter as the game does (any case, spaces trimmed)', () => {
    expect(firstByte('?variant=%20Candy%20').title).toBe('Candy Puzzle');
  });

  it("an unknown variant, a prototype key or none keeps the page's own look", () => {
    for (const search of ['', '?variant=nope', '?variant=__proto__', '?variant=constructor']) {
      const page = firstByte(search);
      expect(page.title).toBe('Screw Puzzle');
      expect(page.themeColour).toBe('#3b78d8');
      expect(page.look).toBeNull();
      expect(page.background).toBe('');
    }
  });

  it('each look comes from the variant config', () => {
    expect(pageLooks(variants, english)).toEqual({
      screw: { title: 'Screw Puzzle', background: '#3b78d8' },
      candy: { title: 'Candy Puzzle', background: '#f4a3c4' },
    });
  });
});
