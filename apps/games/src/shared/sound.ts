/** Generated tones (WebAudio): no sound files to download. Muting is remembered. */
const MUTE_KEY = 'pisoplay-games-muted';
let context: AudioContext | undefined;
let muted = localStorage.getItem(MUTE_KEY) === '1';

export const isMuted = () => muted;
export function setMuted(value: boolean) {
  muted = value;
  localStorage.setItem(MUTE_KEY, value ? '1' : '0');
}

/** Plays notes (Hz) one after another, each `length` seconds. */
export function tones(
  notes: number[],
  length = 0.09,
  type: OscillatorType = 'triangle',
  volume = 0.12,
) {
  if (muted) return;
  context ??= new AudioContext();
  const start = context.currentTime;
  notes.forEach((frequency, i) => {
    const oscillator = context!.createOscillator();
    const gain = context!.createGain();
    oscillator.type = type;
    oscillator.frequency.value = frequency;
    const at = start + i * length;
    gain.gain.setValueAtTime(volume, at);
    gain.gain.exponentialRampToValueAtTime(0.001, at + length * 0.95);
    oscillator.connect(gain).connect(context!.destination);
    oscillator.start(at);
    oscillator.stop(at + length);
  });
}

export const SOUNDS = {
  tick: () => tones([880], 0.03, 'square', 0.04),
  start: () => tones([330, 440], 0.06),
  win: () => tones([523, 659, 784, 1047], 0.1),
  bigWin: () => tones([523, 659, 784, 1047, 784, 1047, 1319], 0.11),
  lose: () => tones([220, 165], 0.14, 'sine'),
  crash: () => tones([196, 147, 110, 82], 0.08, 'sawtooth', 0.1),
  card: () => tones([1200], 0.025, 'square', 0.03),
};
