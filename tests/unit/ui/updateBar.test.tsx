// The web app's update bar: its words, its two buttons (Reload, put away), the busy Reload while the new
// version takes over, and the candy look through the skin.
import { describe, expect, it, vi } from 'vitest';
import { UpdateBar } from '../../../src/ui';
import { CANDY_SKIN, SkinProvider } from '../../../src/ui/skin';
import { buttonIds, byTestId, click, fakeClock, html, noop, rootId, tag, text, tree } from './markup';

describe('UpdateBar', () => {
  it('says a new version is ready, with Reload and a close button that names itself', () => {
    const m = html(<UpdateBar reloading={false} onReload={noop} onDismiss={noop} />);
    expect(rootId(m)).toBe('update-bar-layer');
    expect(buttonIds(m)).toEqual(['update-reload', 'update-dismiss']);
    expect(text(m)).toContain('A new version is ready.');
    expect(text(m)).toContain('Reload');
    expect(tag(m, 'update-dismiss')).toContain('aria-label="Not now"');
    // It is a status, not a dialog: nothing else on the screen is blocked.
    expect(tag(m, 'update-bar')).toContain('role="status"');
    expect(m).not.toContain('layer--modal');
  });

  it('Reload and the close button call their handlers (after the entrance cooldown)', () => {
    const clock = fakeClock();
    const onReload = vi.fn();
    const onDismiss = vi.fn();
    const nodes = tree(<UpdateBar reloading={false} onReload={onReload} onDismiss={onDismiss} />);
    clock.advance(1000);
    click(byTestId(nodes, 'update-reload'));
    click(byTestId(nodes, 'update-dismiss'));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('while the new version takes over, Reload waits and takes no tap', () => {
    const clock = fakeClock();
    const onReload = vi.fn();
    const nodes = tree(<UpdateBar reloading onReload={onReload} onDismiss={noop} />);
    clock.advance(1000);
    click(byTestId(nodes, 'update-reload'));
    expect(onReload).not.toHaveBeenCalled();
    expect(tag(html(<UpdateBar reloading onReload={noop} onDismiss={noop} />), 'update-reload')).toContain(
      'aria-busy="true"',
    );
  });

  it("wears the variant's look from the skin", () => {
    const plain = html(<UpdateBar reloading={false} onReload={noop} onDismiss={noop} />);
    expect(tag(plain, 'update-bar-layer')).toContain('class="layer update-bar-layer"');
    const candy = html(
      <SkinProvider value={CANDY_SKIN}>
        <UpdateBar reloading={false} onReload={noop} onDismiss={noop} />
      </SkinProvider>,
    );
    expect(tag(candy, 'update-bar-layer')).toContain('class="layer update-bar-layer theme-candy"');
  });
});
