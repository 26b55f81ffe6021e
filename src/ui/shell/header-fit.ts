// From which width the header's links fit on its one line (issue 17: the admin's header wrapped at 1,280 px and its
// first line went under the page). Below it, the burger and its drawer carry the links. The width is estimated on
// the server from the labels' lengths, so the page arrives already laid out (no measuring after hydration): a
// generous 9 px a character at the header's 16 px medium weight (French measured 8.7; Arabic is narrower).

/** The breakpoints the stylesheet knows (header.module.css: .nav48 … .nav120, .burger48 … .burger120), in em. */
export const NAV_BREAKPOINTS = [48, 64, 75, 80, 85, 90, 95, 100, 110, 120] as const;
export type NavBreakpoint = (typeof NAV_BREAKPOINTS)[number];

/** px a character, by the script of the labels */
const CHAR = { latin: 8.4, arabic: 7.4 };
const GAP = 16;
/** the bar's padding, the brand, the gaps around the links */
const FRAME = 2 * 16 + 64 + 24 + 16;
/** the language button, the colour mode switch, the gaps between them */
const SWITCHES = 44 + 180 + 2 * 10;

export interface HeaderContent {
  /** the labels' script */
  script: keyof typeof CHAR;
  /** the links' and menus' labels as shown */
  links: string[];
  /** a signed-in member's name (with a bell and an avatar), or a visitor's buttons' labels */
  end: { name: string } | { buttons: string[] };
}

/** The header's width on one line, in px. */
export function headerWidth({ script, links, end }: HeaderContent): number {
  const char = CHAR[script];
  const nav = links.reduce((width, label) => width + label.length * char, 0) + Math.max(0, links.length - 1) * GAP;
  // a name is written in its own script: the wider measure
  const tail =
    "name" in end
      ? 32 + 10 + 26 + 8 + end.name.length * CHAR.latin
      : end.buttons.reduce((width, label) => width + label.length * char + 36 + 10, 0);
  return FRAME + nav + SWITCHES + tail;
}

/** The smallest breakpoint (em) at which the links fit; the largest when they never do below it. */
export function navBreakpoint(content: HeaderContent): NavBreakpoint {
  const width = headerWidth(content);
  return NAV_BREAKPOINTS.find((em) => em * 16 >= width) ?? NAV_BREAKPOINTS[NAV_BREAKPOINTS.length - 1]!;
}
