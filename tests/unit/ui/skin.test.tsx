// @vitest-environment jsdom
// The skin (DESIGN.md: variant differences live in config and the skin, never in `variant === 'candy'`): each
// layer reads its look and words from the skin above it, and the variant's button cooldown is the one the
// buttons keep. Taps run in a real root with a mocked clock.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage, ENGLISH, translatorFor } from '../../../src/i18n';
import { loseWords } from '../../../src/ui/canvas/levelPanelsLook';
import { CANDY_PANEL, WOOD_PANEL } from '../../../src/ui/canvas/panelLook';
import { tapHintWords } from '../../../src/ui/canvas/tapHintLook';
import { CANDY_SKIN, SCREW_SKIN, SkinProvider, skinFor, useTapGate, type Skin } from '../../../src/ui';
import type { TapGate } from '../../../src/ui/tapGate';
import { candyVariant } from '../../../src/variants/candy';
import { screwVariant } from '../../../src/variants/screw';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** Renders `el` under `skin` into a live root; returns the host element. */
function mount(el: React.ReactElement, skin: Skin) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(<SkinProvider value={skin}>{el}</SkinProvider>));
  return { host, unmount: () => act(() => root.unmount()) };
}

describe('the skin of each variant', () => {
  it("is the variant config's: its look and its button cooldown", () => {
    expect(skinFor(screwVariant).id).toBe('screw');
    expect(skinFor(candyVariant).id).toBe('candy');
    expect(skinFor(candyVariant).title).toBe(CANDY_SKIN.title);
    expect(skinFor({ ...screwVariant, buttonCooldownMs: 750 }).buttonCooldownMs).toBe(750);
    // The canvas popups: a wooden panel, or the candy game's cream one.
    expect(skinFor(screwVariant).panel).toBe(WOOD_PANEL);
    expect(skinFor(candyVariant).panel).toBe(CANDY_PANEL);
  });

  it('words a layer the way its variant does', () => {
    const t = translatorFor(currentLanguage());
    expect(tapHintWords(t, SCREW_SKIN)).toBe(ENGLISH['tutorial.tapScrew']);
    expect(tapHintWords(t, CANDY_SKIN)).toBe(ENGLISH['tutorial.tapCandy']);
    expect(loseWords(t, CANDY_SKIN, 'lose-time', 60).revive).toBe('Add 60 s');
    expect(loseWords(t, SCREW_SKIN, 'lose-time', 60).revive).toBe('+60 s');
  });

  it("a layer's tap gate keeps the variant's cooldown: a longer one in the config ignores a tap the default takes", () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const gates: Record<string, TapGate> = {};
    function GateOf({ name }: { name: string }) {
      gates[name] = useTapGate();
      return null;
    }
    mount(<GateOf name="slow" />, skinFor({ ...screwVariant, buttonCooldownMs: 1000 }));
    mount(<GateOf name="spec" />, skinFor(screwVariant));
    const taps = { slow: 0, spec: 0 };
    const tap = (name: 'slow' | 'spec') => {
      if (gates[name]!.tryTap(now)) taps[name] += 1;
    };
    // Armed when the layer mounts (at 0): its entrance ignores taps for one cooldown.
    now = 200;
    tap('slow');
    tap('spec');
    expect(taps).toEqual({ slow: 0, spec: 0 });
    now = 1100;
    tap('slow');
    tap('spec');
    expect(taps).toEqual({ slow: 1, spec: 1 });
    // 500 ms later: past the variant's 300 ms cooldown, inside a 1 s one.
    now = 1600;
    tap('slow');
    tap('spec');
    expect(taps).toEqual({ slow: 1, spec: 2 });
    now = 2200;
    tap('slow');
    expect(taps.slow).toBe(2);
  });

  it('no layer asks which variant it is in', () => {
    const dir = join(__dirname, '../../../src/ui');
    for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f))) {
      const source = readFileSync(join(dir, file), 'utf8');
      expect(source, file).not.toMatch(/(theme|variant)\s*===\s*'candy'/);
      expect(source, file).not.toMatch(/from '\.\.\/variants/);
    }
  });
});
