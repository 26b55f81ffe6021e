import { voiceTime } from "./voice-time";

/**
 * The voice notes of a conversation (loaded by ThreadTools on the first press of a note's button): each note is the
 * server's HTML, `[data-voice-note]` holding a `<button data-voice>`, an `<audio>` without the browser's controls and
 * `[data-voice-time]`. The browser's own player read the length from the file, and Chrome's recorder writes WebM
 * without one: it showed 0:00 / 0:00. The length shown is the one the server measured and stored (`durationMs`).
 */
const listening = new WeakMap<HTMLElement, () => void>();

function show(note: HTMLElement, audio: HTMLAudioElement) {
  const button = note.querySelector<HTMLButtonElement>("button[data-voice]");
  const time = note.querySelector<HTMLElement>("[data-voice-time]");
  const stored = Number(note.dataset.duration ?? 0);
  const total = stored > 0 ? stored : Number.isFinite(audio.duration) ? audio.duration * 1000 : 0;
  const playing = !audio.paused && !audio.ended;
  if (button) {
    button.setAttribute("aria-pressed", String(playing));
    button.setAttribute("aria-label", (playing ? button.dataset.pauseLabel : button.dataset.playLabel) ?? "");
    if (playing) button.dataset.playing = "";
    else delete button.dataset.playing;
  }
  if (time)
    time.textContent = `${voiceTime(Math.min(audio.currentTime * 1000, total || Infinity))} / ${voiceTime(total)}`;
}

/** Follows the thread's notes as they play (media events do not bubble: listened to while they go down). */
function listen(thread: HTMLElement) {
  if (listening.has(thread)) return;
  const onMedia = (event: Event) => {
    const audio = event.target;
    const note = audio instanceof HTMLAudioElement ? audio.closest<HTMLElement>("[data-voice-note]") : null;
    if (note) show(note, audio as HTMLAudioElement);
  };
  const media = ["play", "pause", "ended", "timeupdate"] as const;
  for (const type of media) thread.addEventListener(type, onMedia, true);
  listening.set(thread, () => {
    for (const type of media) thread.removeEventListener(type, onMedia, true);
  });
}

/** A note's button pressed: plays it (pausing any other of the thread), or pauses it. */
export function toggleVoiceNote(thread: HTMLElement, button: HTMLButtonElement) {
  listen(thread);
  const note = button.closest<HTMLElement>("[data-voice-note]");
  const audio = note?.querySelector("audio");
  if (!note || !audio) return;
  if (audio.paused || audio.ended) {
    for (const other of thread.querySelectorAll("audio")) if (other !== audio) other.pause();
    void audio.play().catch(() => show(note, audio));
  } else audio.pause();
}

/** The thread's page is leaving: its listeners go. */
export function forgetThread(thread: HTMLElement) {
  listening.get(thread)?.();
  listening.delete(thread);
}
