// MP3 encoding with a pure-JavaScript LAME port (@breezystack/lamejs): no native build, no binary
// download, and the same bytes for the same samples on every run.
import { Mp3Encoder } from '@breezystack/lamejs';
import { toPcm16, type Track } from './synth';

/**
 * Samples of silence an MP3 decoder puts before the first encoded sample when the file has no
 * LAME gapless tag (lamejs writes none): LAME's encoder delay (576) plus the decoder delay (529).
 * Sprite offsets add it so each entry starts on its own sound; measured with mpg123 --no-gapless.
 */
export const MP3_DELAY_SAMPLES = 1105;

/** Mono MP3 at `kbps` (constant bitrate). */
export function encodeMp3(t: Track, kbps: number): Uint8Array {
  const encoder = new Mp3Encoder(1, t.rate, kbps);
  const pcm = toPcm16(t);
  const parts: Uint8Array[] = [];
  const keep = (chunk: Int8Array | Uint8Array) => {
    if (chunk.length > 0) parts.push(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length).slice());
  };
  for (let i = 0; i < pcm.length; i += 1152) keep(encoder.encodeBuffer(pcm.subarray(i, i + 1152)));
  keep(encoder.flush());
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
