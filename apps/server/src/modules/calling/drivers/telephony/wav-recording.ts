// A short, valid WAV file made in code: what the simulator offers as a call's recording, so the
// recording page plays something without a telephony account.

const SAMPLE_RATE = 8000;
const BYTES_PER_SAMPLE = 2;

/**
 * `seconds` of 16-bit mono PCM at 8 kHz: alternating "voices" (two tones) in half-second turns
 * with short pauses, faded in and out so nothing clicks. `seed` varies the pitches per call.
 */
export function wavRecording(seconds: number, seed = 0): Buffer {
  const samples = Math.round(seconds * SAMPLE_RATE);
  const dataBytes = samples * BYTES_PER_SAMPLE;
  const file = Buffer.alloc(44 + dataBytes);
  file.write('RIFF', 0, 'ascii');
  file.writeUInt32LE(36 + dataBytes, 4);
  file.write('WAVE', 8, 'ascii');
  file.write('fmt ', 12, 'ascii');
  file.writeUInt32LE(16, 16); // size of the fmt chunk
  file.writeUInt16LE(1, 20); // PCM
  file.writeUInt16LE(1, 22); // mono
  file.writeUInt32LE(SAMPLE_RATE, 24);
  file.writeUInt32LE(SAMPLE_RATE * BYTES_PER_SAMPLE, 28); // byte rate
  file.writeUInt16LE(BYTES_PER_SAMPLE, 32); // block align
  file.writeUInt16LE(16, 34); // bits per sample
  file.write('data', 36, 'ascii');
  file.writeUInt32LE(dataBytes, 40);

  const pitches = [330 + (seed % 7) * 20, 520 + (seed % 5) * 25];
  const turn = SAMPLE_RATE / 2;
  const pause = SAMPLE_RATE / 10;
  for (let i = 0; i < samples; i++) {
    const inTurn = i % turn;
    const speaking = inTurn < turn - pause;
    const fade = Math.min(1, inTurn / 200, (turn - pause - inTurn) / 200);
    const pitch = pitches[Math.floor(i / turn) % 2]!;
    const value = speaking ? Math.sin((2 * Math.PI * pitch * i) / SAMPLE_RATE) * fade * 0.3 : 0;
    file.writeInt16LE(Math.round(value * 32767), 44 + i * BYTES_PER_SAMPLE);
  }
  return file;
}
