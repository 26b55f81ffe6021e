/** A voice note's length: "0:07", "1:32" (digits read left to right in every language). */
export function voiceTime(ms: number) {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
