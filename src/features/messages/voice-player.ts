import { voiceTime } from "./voice-time";

/**
 * The voice notes of a conversation, played with one listener (as the message tools): each note is the server's HTML,
 * `[data-voice-note]` holding a `<button data-voice>`, an `<audio>` without the browser's controls and
 * `[data-voice-time]`. The browser's own player read the length from the file, and Chrome's recorder writes WebM
 * without one: it showed 0:00 / 0:00. The length shown is the one the server measured and stored (`durationMs`).
 * Returns the function that removes the listeners.
 */
export function playVoiceNotes(thread: HTMLElement): () => void {
  const noteOf = (el: Element | null) => el?.closest<HTMLElement>("[data-voice-note]") ?? null;
  const show = (note: HTMLElement, audio: HTMLAudioElement) => {
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
    if (time) time.textContent = `${voiceTime(Math.min(audio.currentTime * 1000, total || Infinity))} / ${voiceTime(total)}`;
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>("button[data-voice]");
    const note = noteOf(button ?? null);
    const audio = note?.querySelector("audio");
    if (!note || !audio || !thread.contains(note)) return;
    if (audio.paused || audio.ended) {
      // one note at a time
      for (const other of thread.querySelectorAll("audio")) if (other !== audio) other.pause();
      void audio.play().catch(() => show(note, audio));
    } else audio.pause();
  };
  // media events do not bubble: listened to while they go down
  const onMedia = (event: Event) => {
    const audio = event.target as HTMLAudioElement;
    const note = noteOf(audio);
    if (note && audio instanceof HTMLAudioElement) show(note, audio);
  };
  const media = ["play", "pause", "ended", "timeupdate"] as const;
  thread.addEventListener("click", onClick);
  for (const type of media) thread.addEventListener(type, onMedia, true);
  return () => {
    thread.removeEventListener("click", onClick);
    for (const type of media) thread.removeEventListener(type, onMedia, true);
  };
}
