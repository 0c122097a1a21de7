// npm run audio: synthesises the game's sounds and writes the committed files in assets/audio:
//   effects.mp3 + effects.json  every effect in one sprite, and where each one is (ms)
//   music.mp3 + music.json      the menu and game music, and its loop window (ms)
// Options: --preview DIR also writes each effect and the music loop as WAV files to listen to.
// The output is deterministic: the same bytes on every run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EFFECT_NAMES } from '../../src/audio/effects';
import { renderEffect } from './effectSounds';
import { encodeMp3 } from './encode';
import { MUSIC_KBPS, renderMusic, renderMusicLoop } from './music';
import { EFFECTS_KBPS, EFFECTS_RATE, renderEffectsSprite } from './sprite';
import { toWav } from './synth';

export interface AudioFiles {
  'effects.mp3': Uint8Array;
  'effects.json': string;
  'music.mp3': Uint8Array;
  'music.json': string;
}

/** An object of [number, number] entries, one entry a line. */
function json(map: Record<string, readonly number[]>): string {
  const lines = Object.entries(map).map(([name, entry]) => `  ${JSON.stringify(name)}: [${entry.join(', ')}]`);
  return `{\n${lines.join(',\n')}\n}\n`;
}

/** Every committed audio file, as bytes or text. */
export function buildAudio(): AudioFiles {
  const effects = renderEffectsSprite();
  const music = renderMusic();
  return {
    'effects.mp3': encodeMp3(effects.track, EFFECTS_KBPS),
    'effects.json': json(effects.sprite),
    'music.mp3': encodeMp3(music.track, MUSIC_KBPS),
    'music.json': json({ loop: music.loop }),
  };
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function main(argv: readonly string[]): void {
  const outDir = join(root, 'assets/audio');
  mkdirSync(outDir, { recursive: true });
  const files = buildAudio();
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(outDir, name), content);
    const bytes = typeof content === 'string' ? Buffer.byteLength(content) : content.length;
    console.log(`assets/audio/${name}  ${(bytes / 1024).toFixed(1)} KB`);
  }
  const previewAt = argv.indexOf('--preview');
  if (previewAt >= 0) {
    const dir = resolve(argv[previewAt + 1] ?? 'scratch/audio-preview');
    mkdirSync(dir, { recursive: true });
    for (const name of EFFECT_NAMES) writeFileSync(join(dir, `${name}.wav`), toWav(renderEffect(name, EFFECTS_RATE)));
    writeFileSync(join(dir, 'effects.wav'), toWav(renderEffectsSprite().track));
    writeFileSync(join(dir, 'music-loop.wav'), toWav(renderMusicLoop()));
    console.log(`previews in ${dir}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
