// Sharing on the plain web: a clean link, the Web Share sheet where there is one, else the clipboard, and
// a word for every way it can end.
import { describe, expect, it, vi } from 'vitest';
import { cleanShareUrl, inviteFriends, SHARE_TOASTS, webShare } from '../../../src/app/share';
import { TIPS } from '../../../src/core/economy';

const payload = { title: 'Screw Puzzle', text: 'Play with me', url: 'https://game.example/play/' };

describe('cleanShareUrl', () => {
  it("drops every tester's parameter and the fragment; variant A's link names no variant", () => {
    const dirty =
      'https://game.example/play/?test&debug&level=7&countdown=3&ads=fail&adSeconds=1&today=2026-11-21&platform=web&inspect&variant=screw#x';
    expect(cleanShareUrl(dirty, 'screw')).toBe('https://game.example/play/');
  });

  it("keeps variant B's parameter (it is not the default)", () => {
    expect(cleanShareUrl('http://127.0.0.1:4173/?variant=candy&test&level=3', 'candy')).toBe(
      'http://127.0.0.1:4173/?variant=candy',
    );
  });
});

describe('webShare', () => {
  it('uses navigator.share with the clean link when there is one', async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    expect(await webShare(payload, { share, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith(payload);
    expect(writeText).not.toHaveBeenCalled();
    expect(SHARE_TOASTS.shared).toBeNull();
  });

  it('a closed share sheet is a cancelled share; nothing is copied', async () => {
    const abort = Object.assign(new Error('closed'), { name: 'AbortError' });
    const writeText = vi.fn(async () => {});
    const outcome = await webShare(payload, { share: async () => Promise.reject(abort), clipboard: { writeText } });
    expect(outcome).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
    expect(SHARE_TOASTS.cancelled).toBe(TIPS.shareCancelled);
  });

  it('a refused share sheet falls back to the clipboard', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refused = Object.assign(new Error('no gesture'), { name: 'NotAllowedError' });
    const writeText = vi.fn(async () => {});
    expect(await webShare(payload, { share: async () => Promise.reject(refused), clipboard: { writeText } })).toBe(
      'copied',
    );
    expect(writeText).toHaveBeenCalledWith(payload.url);
  });

  it("without a share sheet the link is copied: 'Link copied'", async () => {
    const writeText = vi.fn(async () => {});
    expect(await webShare(payload, { clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(payload.url);
    expect(SHARE_TOASTS.copied).toBe(TIPS.linkCopied);
  });

  it('a failed copy, or a browser with neither, says so', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await webShare(payload, { clipboard: { writeText: async () => Promise.reject(new Error('denied')) } })).toBe(
      'copy-failed',
    );
    expect(SHARE_TOASTS['copy-failed']).toBe(TIPS.copyFailed);
    expect(await webShare(payload, {})).toBe('failed');
    expect(await webShare(payload, null)).toBe('failed');
    expect(SHARE_TOASTS.failed).toBe(TIPS.shareFailed);
  });
});

describe('inviteFriends (the rank layer, where the host invites)', () => {
  const t = ((key: string) => key) as never;
  const CARD = 'data:image/jpeg;base64,/9j/4AAQ';

  it("sends the host's invite with the game's card, the share words and where it came from", async () => {
    const invite = vi.fn(async () => true);
    const toasts = { show: vi.fn() };
    expect(await inviteFriends({ platform: { invite }, toasts, t, card: async () => CARD })).toBe(true);
    expect(invite).toHaveBeenCalledWith({ text: 'app.shareText', image: CARD, data: { from: 'rank' } });
    expect(toasts.show).not.toHaveBeenCalled();
  });

  it('a refused invite, or no card to send, says it could not share', async () => {
    const toasts = { show: vi.fn() };
    const refused = vi.fn(async () => false);
    expect(await inviteFriends({ platform: { invite: refused }, toasts, t, card: async () => CARD })).toBe(false);
    const never = vi.fn(async () => true);
    expect(await inviteFriends({ platform: { invite: never }, toasts, t, card: async () => null })).toBe(false);
    expect(never).not.toHaveBeenCalled();
    expect(toasts.show.mock.calls).toEqual([[TIPS.shareFailed], [TIPS.shareFailed]]);
  });
});
