// The page is away while any reason holds (hidden, frozen, cached, host pause); focus loss is not away.
import { describe, expect, it } from 'vitest';
import { watchPresence } from '../../../src/platform/pagePresence';
import { FakePageDocument, FakePageWindow, fakeHost } from './fakes/page';

function setUp() {
  const doc = new FakePageDocument();
  const win = new FakePageWindow();
  const host = fakeHost();
  const presence = watchPresence(doc, win, host);
  const changes: boolean[] = [];
  presence.onChange((away) => changes.push(away));
  return { doc, win, host, presence, changes };
}

describe('page presence', () => {
  it('a hidden page is away until shown', () => {
    const { doc, presence, changes } = setUp();
    expect(presence.away()).toBe(false);
    doc.hide();
    expect(presence.reasons()).toEqual(['hidden']);
    doc.show();
    expect(changes).toEqual([true, false]);
  });

  it('a frozen page is away until resumed, even when it was never hidden (CDP freeze of a visible tab)', () => {
    const { doc, presence, changes } = setUp();
    doc.freeze();
    expect(presence.away()).toBe(true);
    doc.resume();
    expect(presence.away()).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('hidden then frozen, shown before resumed: back only when both let go, each change said once', () => {
    const { doc, presence, changes } = setUp();
    doc.hide();
    doc.freeze();
    doc.show();
    expect(presence.away()).toBe(true);
    doc.resume();
    expect(presence.away()).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it("the host's pause holds the page until its resume, and the page's own signals do not end it", () => {
    const { doc, host, presence } = setUp();
    host.pause();
    doc.hide();
    doc.show();
    expect(presence.reasons()).toEqual(['host']);
    host.resume();
    expect(presence.away()).toBe(false);
  });

  it('the back/forward cache: pagehide persisted is away; pageshow persisted clears it and any freeze', () => {
    const { doc, win, presence } = setUp();
    win.page('pagehide', false);
    expect(presence.away()).toBe(false);
    win.page('pagehide', true);
    doc.freeze();
    expect([...presence.reasons()].sort()).toEqual(['cached', 'frozen']);
    win.page('pageshow', true);
    expect(presence.away()).toBe(false);
  });

  it('focus loss is not away: the page is still in view', () => {
    const { win, presence, changes } = setUp();
    win.blur();
    expect(presence.away()).toBe(false);
    expect(changes).toEqual([]);
  });

  it('a page that starts hidden starts away; a throwing listener does not stop the others', () => {
    const doc = new FakePageDocument();
    doc.visibilityState = 'hidden';
    const presence = watchPresence(doc, null, null);
    expect(presence.away()).toBe(true);
    const heard: boolean[] = [];
    const error = console.error;
    console.error = () => {};
    presence.onChange(() => {
      throw new Error('boom');
    });
    presence.onChange((away) => heard.push(away));
    doc.show();
    console.error = error;
    expect(heard).toEqual([false]);
  });
});
