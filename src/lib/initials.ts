/**
 * Mantine Avatar's initials and colour for a name (`name` with `color="initials"`), so our plain avatars (the
 * header's, a member's page) draw exactly what it drew.
 */
const COLORS = ["blue", "cyan", "grape", "green", "indigo", "lime", "orange", "pink", "red", "teal", "violet"];

export function initialsOf(name: string) {
  const words = name.split(" ");
  return (
    words.length === 1
      ? name.slice(0, 2)
      : words
          .map((w) => w[0])
          .slice(0, 2)
          .join("")
  ).toUpperCase();
}

export function initialsColor(name: string) {
  let hash = 0;
  for (let i = 0; i < name.length; i += 1) hash = ((hash << 5) - hash + name.charCodeAt(i)) | 0;
  return COLORS[Math.abs(hash) % COLORS.length]!;
}
