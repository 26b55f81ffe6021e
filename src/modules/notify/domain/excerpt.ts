/**
 * The first words of a text the school wrote (a homework's instructions), to tell two notifications of the same
 * subject and day apart: at most `max` characters, cut at a word, "…" when cut. Spaces and line breaks fold to one.
 */
export function excerpt(text: string, max = 48): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.!?،؛-]+$/u, "")}…`;
}
