import { describe, expect, it, vi } from 'vitest';
import { AUDIO, tickShouldPlay } from '../../../src/audio/config';
import { EFFECT_NAMES, effectsFor, landingEffect } from '../../../src/audio/effects';
import { SoundBank, type AudioBackend, type HowlOptions } from '../../../src/audio/soundBank';

vi.mock('howler', () => ({ Howl: class {}, Howler: { mute: vi.fn() } }));

/** A fake howler: records every Howl made, what plays, what is paused, and the global mute. */
function fakeHowler() {
  let nextId = 1;
  const howls: {
    options: HowlOptions;
    /** id → sprite name, for sounds currently playing. */
    playing: Map<number, string>;
    paused: Map<number, string>;
    started: string[];
  }[] = [];
  const state = { muted: false, resumed: 0 };
  const backend: AudioBackend = {
    createHowl: (options) => {
      const howl = {
        options,
        playing: new Map<number, string>(),
        paused: new Map<number, string>(),
        started: [] as string[],
      };
      howls.push(howl);
      options.onload();
      return {
        play(spriteOrId) {
          if (typeof spriteOrId === 'number') {
            const name = howl.paused.get(spriteOrId);
            if (name === undefined) throw new Error(`no paused sound ${spriteOrId}`);
            howl.paused.delete(spriteOrId);
            howl.playing.set(spriteOrId, name);
            return spriteOrId;
          }
          if (!(spriteOrId in options.sprite)) throw new Error(`no sprite ${spriteOrId}`);
          const id = nextId++;
          howl.playing.set(id, spriteOrId);
          howl.started.push(spriteOrId);
          return id;
        },
        pause(id) {
          const name = howl.playing.get(id);
          if (name === undefined) throw new Error(`pause of a sound not playing: ${id}`);
          howl.playing.delete(id);
          howl.paused.set(id, name);
        },
        stop(id) {
          if (id === undefined) {
            howl.playing.clear();
            howl.paused.clear();
          } else {
            howl.playing.delete(id);
            howl.paused.delete(id);
          }
        },
      };
    },
    muteAll: (muted) => {
      state.muted = muted;
    },
    resumeContext: () => {
      state.resumed++;
    },
  };
  const find = (what: 'effects' | 'music') => howls.find((h) => h.options.src.includes(`${what}.mp3`));
  return {
    backend,
    state,
    howls,
    effects: () => find('effects'),
    music: () => find('music'),
    /** Effects started, in order (the tick included). */
    effectsStarted: () => find('effects')?.started ?? [],
    musicAudible: () => !state.muted && [...(find('music')?.playing.values() ?? [])].includes('loop'),
    tickAudible: () => !state.muted && [...(find('effects')?.playing.values() ?? [])].includes('tick'),
  };
}

/** A bank after the first tap, its music file in (the music is fetched after the effects). */
async function unlockedBank() {
  const fake = fakeHowler();
  const bank = new SoundBank(fake.backend);
  bank.unlock();
  await bank.musicLoaded();
  return { fake, bank };
}

describe('which effect each event plays', () => {
  it('a rejected tap (covered, or no room) plays the empty sound; a move plays the unscrew', () => {
    expect(effectsFor([{ type: 'Rejected', screwId: 'a.0', reason: 'covered' }])).toEqual(['empty']);
    expect(effectsFor([{ type: 'Rejected', screwId: 'a.0', reason: 'no-room' }])).toEqual(['empty']);
    expect(effectsFor([{ type: 'Rejected', screwId: 'a.0', reason: 'not-playing' }])).toEqual([]);
    expect(
      effectsFor([
        { type: 'ScrewToBox', screwId: 'a.0', boardId: 'a', boxUid: 1, position: 0, slot: 2 },
        { type: 'BoardFreed', boardId: 'a' },
        { type: 'BoxFilled', boxUid: 1, position: 0, colour: 1 },
      ]),
    ).toEqual(['unscrew', 'boardFall', 'boxDone']);
  });

  it('a screw landing in a box or in the tray has its own sound', () => {
    expect(landingEffect({ type: 'ScrewToBox', screwId: 'a.0', boardId: 'a', boxUid: 1, position: 0, slot: 2 })).toBe(
      'boxLand',
    );
    expect(landingEffect({ type: 'TrayToBox', screwId: 'a.0', fromSlot: 0, boxUid: 1, position: 0, slot: 2 })).toBe(
      'boxLand',
    );
    expect(landingEffect({ type: 'ScrewToTray', screwId: 'a.0', boardId: 'a', slot: 1 })).toBe('trayLand');
    expect(landingEffect({ type: 'BoardFreed', boardId: 'a' })).toBeNull();
  });
});

describe('SoundBank', () => {
  it('loads the effects sprite and the music through howler, music at volume 0.3', async () => {
    const fake = fakeHowler();
    await new SoundBank(fake.backend).musicLoaded();
    expect(AUDIO.musicVolume).toBe(0.3);
    expect(fake.music()?.options.volume).toBe(0.3);
    expect(fake.music()?.options.sprite.loop?.[2]).toBe(true);
    expect(fake.effects()?.options.volume).toBe(AUDIO.effectsVolume);
    expect(Object.keys(fake.effects()!.options.sprite).sort()).toEqual([...EFFECT_NAMES].sort());
    // Only the tick loops.
    expect(Object.entries(fake.effects()!.options.sprite).filter(([, e]) => e[2] === true)).toEqual([
      ['tick', expect.any(Array)],
    ]);
    // Files, not data URIs inlined into the bundle.
    expect(fake.effects()!.options.src).toMatch(/effects\.mp3$/);
    expect(fake.music()!.options.src).toMatch(/music\.mp3$/);
  });

  it('loading waits for the effects, not the music: the music is fetched after them and plays once it loads', async () => {
    const fake = fakeHowler();
    let musicOnload = () => {};
    const order: string[] = [];
    const bank = new SoundBank({
      ...fake.backend,
      createHowl: (options) => {
        order.push(options.src.includes('music') ? 'music' : 'effects');
        if (!options.src.includes('music')) return fake.backend.createHowl(options);
        // The music file is still on its way: its onload comes later.
        musicOnload = options.onload;
        return fake.backend.createHowl({ ...options, onload: () => {} });
      },
    });
    bank.playMusic();
    bank.unlock();
    await bank.load();
    expect(order).toEqual(['effects', 'music']);
    let musicDone = false;
    void bank.musicLoaded().then(() => (musicDone = true));
    await Promise.resolve();
    expect(musicDone).toBe(false);
    // Asked for while loading: howler starts the loop when the file is in.
    expect(fake.musicAudible()).toBe(true);
    musicOnload();
    await bank.musicLoaded();
    expect(musicDone).toBe(true);
  });

  it('a failed load still resolves: the game plays without sound', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bank = new SoundBank({
      createHowl: (o) => {
        o.onloaderror('404');
        return { play: () => 0, pause: () => {}, stop: () => {} };
      },
      muteAll: () => {},
      resumeContext: () => {},
    });
    await expect(bank.load()).resolves.toBeUndefined();
    warn.mockRestore();
  });

  it('with a backend that loads on demand (howler as its own chunk), music and ticking asked for start once it is in', async () => {
    const fake = fakeHowler();
    let release = () => {};
    const prepared = new Promise<void>((resolve) => (release = resolve));
    const bank = new SoundBank({ ...fake.backend, prepare: () => prepared });
    bank.playMusic();
    bank.startTick();
    bank.unlock();
    bank.play('click');
    // Nothing yet: howler is still loading, and no tap's effect is queued for later.
    expect(fake.howls).toHaveLength(0);
    expect(bank.status().musicPlaying).toBe(false);
    release();
    await bank.load();
    expect(fake.musicAudible()).toBe(true);
    expect(fake.tickAudible()).toBe(true);
    expect(fake.effectsStarted()).toEqual(['tick']);
    bank.play('click');
    expect(fake.effectsStarted()).toEqual(['tick', 'click']);
  });

  it('a backend that cannot load (howler chunk refused) leaves a silent game, said once in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = fakeHowler();
    const bank = new SoundBank({ ...fake.backend, prepare: () => Promise.reject(new Error('chunk failed')) });
    bank.playMusic();
    bank.unlock();
    await expect(bank.load()).resolves.toBeUndefined();
    bank.play('click');
    expect(fake.howls).toHaveLength(0);
    expect(bank.status().musicPlaying).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('plays nothing before the first tap; music asked for before it starts on it', async () => {
    const fake = fakeHowler();
    const bank = new SoundBank(fake.backend);
    bank.playMusic();
    bank.play('click');
    bank.startTick();
    expect(fake.effectsStarted()).toEqual([]);
    expect(fake.musicAudible()).toBe(false);
    expect(bank.status()).toMatchObject({ unlocked: false, musicPlaying: false, ticking: false });

    bank.unlock();
    expect(fake.state.resumed).toBe(1);
    // The music file is fetched once the effects are in; it starts as it arrives.
    await bank.musicLoaded();
    expect(fake.musicAudible()).toBe(true);
    expect(fake.tickAudible()).toBe(true);
    bank.play('click');
    expect(fake.effectsStarted()).toEqual(['tick', 'click']);

    // Later taps only resume the context again; nothing restarts.
    bank.unlock();
    expect(fake.state.resumed).toBe(2);
    expect(fake.music()!.started).toEqual(['loop']);
  });

  it("unlocks itself on the first of the device's gestures", async () => {
    const fake = fakeHowler();
    const target = new EventTarget();
    // The device's gestures, as the web device reports them (a tap, a key).
    const gestures = (listener: () => void) =>
      ['pointerdown', 'keydown'].forEach((type) => target.addEventListener(type, listener));
    const bank = new SoundBank(fake.backend, gestures);
    bank.playMusic();
    expect(fake.musicAudible()).toBe(false);
    target.dispatchEvent(new Event('pointerdown'));
    expect(bank.status().unlocked).toBe(true);
    await bank.musicLoaded();
    expect(fake.musicAudible()).toBe(true);
    target.dispatchEvent(new Event('keydown'));
    expect(fake.state.resumed).toBe(2);
  });

  it('plays effects by their sprite names', async () => {
    const { fake, bank } = await unlockedBank();
    for (const name of EFFECT_NAMES) bank.play(name);
    expect(fake.effectsStarted()).toEqual([...EFFECT_NAMES]);
  });

  it('sound off: no effects and no ticking, at once; on again: effects and the ticking come back', async () => {
    const { fake, bank } = await unlockedBank();
    bank.startTick();
    bank.play('coin');
    expect(fake.tickAudible()).toBe(true);

    bank.setEnabled(false);
    expect(fake.tickAudible()).toBe(false);
    expect(fake.effects()!.playing.size).toBe(0); // the ringing coin stops too
    bank.play('click');
    bank.play('win');
    expect(fake.effectsStarted()).toEqual(['tick', 'coin']);

    bank.setEnabled(true);
    expect(fake.tickAudible()).toBe(true);
    bank.play('click');
    expect(fake.effectsStarted()).toEqual(['tick', 'coin', 'tick', 'click']);
  });

  it('music off stops the music at once, on resumes it; sound and music are independent', async () => {
    const { fake, bank } = await unlockedBank();
    bank.playMusic();
    expect(fake.musicAudible()).toBe(true);
    bank.setMusicEnabled(false);
    expect(fake.musicAudible()).toBe(false);
    bank.play('click');
    expect(fake.effectsStarted()).toEqual(['click']);
    bank.setMusicEnabled(true);
    expect(fake.musicAudible()).toBe(true);
    // Resumed, not started again.
    expect(fake.music()!.started).toEqual(['loop']);
    bank.setEnabled(false);
    expect(fake.musicAudible()).toBe(true);
  });

  it('music off from the saved settings: the first tap starts no music', async () => {
    const fake = fakeHowler();
    const bank = new SoundBank(fake.backend);
    bank.setMusicEnabled(false);
    bank.playMusic();
    bank.unlock();
    await bank.musicLoaded();
    expect(fake.musicAudible()).toBe(false);
    bank.setMusicEnabled(true);
    expect(fake.musicAudible()).toBe(true);
  });

  it('stopMusic stops it; playMusic starts it again', async () => {
    const { fake, bank } = await unlockedBank();
    bank.playMusic();
    bank.stopMusic();
    expect(fake.musicAudible()).toBe(false);
    expect(fake.music()!.paused.size).toBe(0);
    bank.playMusic();
    expect(fake.musicAudible()).toBe(true);
    bank.playMusic();
    expect(fake.music()!.started).toEqual(['loop', 'loop']);
  });

  it('a hidden tab is silent at once (mute, music paused, no ticking, no effects) and sounds again after', async () => {
    const { fake, bank } = await unlockedBank();
    bank.playMusic();
    bank.startTick();
    bank.setHidden(true);
    expect(fake.state.muted).toBe(true);
    expect(fake.music()!.playing.size).toBe(0);
    expect(fake.music()!.paused.size).toBe(1);
    expect(fake.tickAudible()).toBe(false);
    bank.play('coin');
    expect(fake.effectsStarted()).toEqual(['tick']);
    expect(bank.status().silenced).toBe(true);

    bank.setHidden(false);
    expect(fake.state.muted).toBe(false);
    expect(fake.musicAudible()).toBe(true);
    expect(fake.music()!.started).toEqual(['loop']);
    expect(fake.tickAudible()).toBe(true);
    bank.play('coin');
    expect(fake.effectsStarted()).toEqual(['tick', 'tick', 'coin']);
  });

  it('an ad silences everything, music included, until it ends; a hidden tab during an ad stays silent', async () => {
    const { fake, bank } = await unlockedBank();
    bank.playMusic();
    bank.setAdPlaying(true);
    expect(fake.state.muted).toBe(true);
    expect(fake.musicAudible()).toBe(false);
    bank.play('win');
    expect(fake.effectsStarted()).toEqual([]);

    bank.setHidden(true);
    bank.setAdPlaying(false);
    expect(fake.state.muted).toBe(true);
    expect(fake.musicAudible()).toBe(false);

    bank.setHidden(false);
    expect(fake.state.muted).toBe(false);
    expect(fake.musicAudible()).toBe(true);
    bank.play('win');
    expect(fake.effectsStarted()).toEqual(['win']);
  });

  it('the host turning sound off (YouTube Playables) silences everything until it turns it on, whatever the settings', async () => {
    const { fake, bank } = await unlockedBank();
    bank.playMusic();
    bank.setHostMuted(true);
    expect(fake.state.muted).toBe(true);
    expect(fake.musicAudible()).toBe(false);
    expect(bank.status().silenced).toBe(true);
    bank.play('win');
    bank.setAdPlaying(true);
    bank.setAdPlaying(false);
    expect(fake.musicAudible()).toBe(false);
    expect(fake.effectsStarted()).toEqual([]);
    bank.setHostMuted(false);
    expect(fake.state.muted).toBe(false);
    expect(fake.musicAudible()).toBe(true);
    bank.play('win');
    expect(fake.effectsStarted()).toEqual(['win']);
  });

  it('the music waiting for an ad to end does not start early on the first tap', async () => {
    const fake = fakeHowler();
    const bank = new SoundBank(fake.backend);
    bank.playMusic();
    bank.setAdPlaying(true);
    bank.unlock();
    await bank.musicLoaded();
    expect(fake.musicAudible()).toBe(false);
    bank.setAdPlaying(false);
    expect(fake.musicAudible()).toBe(true);
  });
});

describe('the countdown tick', () => {
  it.each([
    [60_000, true, false],
    [5_001, true, false],
    [5_000, true, true],
    [4_900, true, true],
    [1, true, true],
    [0, true, false],
    [-100, true, false],
    [3_000, false, false],
    [5_000, false, false],
  ])('%i ms left, running %s → ticking %s', (remainingMs, running, expected) => {
    expect(tickShouldPlay(remainingMs, running)).toBe(expected);
  });

  it('starts at 5 s and stops at 0, driven by the countdown in 100 ms steps', async () => {
    const { fake, bank } = await unlockedBank();
    const heard: number[] = [];
    for (let remaining = 8_000; remaining >= 0; remaining -= 100) {
      bank.updateTick(remaining, true);
      if (fake.tickAudible()) heard.push(remaining);
    }
    expect(heard[0]).toBe(5_000);
    expect(heard.at(-1)).toBe(100);
    expect(heard).toHaveLength(50);
    // One looping tick sound from 5 s to 0, started once.
    expect(fake.effectsStarted()).toEqual(['tick']);
    expect(bank.status().ticking).toBe(false);
  });

  it('stops when the countdown stops (pause, win) and starts again when it runs', async () => {
    const { fake, bank } = await unlockedBank();
    bank.updateTick(3_000, true);
    expect(fake.tickAudible()).toBe(true);
    bank.updateTick(3_000, false);
    expect(fake.tickAudible()).toBe(false);
    bank.updateTick(3_000, true);
    expect(fake.tickAudible()).toBe(true);
    bank.stopTick();
    expect(fake.tickAudible()).toBe(false);
    expect(fake.effectsStarted()).toEqual(['tick', 'tick']);
  });
});
