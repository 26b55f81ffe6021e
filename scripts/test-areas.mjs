// One domain's tests, alone: `AREA=grades npx vitest run`, `AREA=grades npx playwright test` (README, "Testing one
// area"). The one list of what belongs to an area, read by vitest.config.ts, playwright.config.ts and the matrix and
// fuzz tests. An area's `dirs` are its modules' folders (src/modules/<domain>/) and the platform folders its tests live in.
//
// - dirs: folder names, anywhere under src/ and scripts/, whose test files are the area's
// - routers: tRPC path prefixes: the area's rows of the authorization matrix and its procedures in the fuzz test
// - journeys: e2e/<name>.spec.ts files
/** @typedef {{ dirs: string[]; routers: string[]; journeys: string[] }} Area */
/** @type {Record<string, Area>} */
export const AREAS = {
  grades: {
    dirs: ["grades", "pdf"],
    routers: ["evaluations.", "gradebook.", "reportCards.", "yearEnd.", "marks."],
    journeys: ["evaluations", "gradetable", "marks", "report-cards"],
  },
  teaching: {
    dirs: ["teaching"],
    routers: ["timetable.", "textbook.", "homework.", "absences."],
    journeys: ["teaching", "timetables", "homework-absences"],
  },
  messages: {
    dirs: ["messages", "realtime"],
    routers: ["messages."],
    journeys: ["messages", "live", "dashboard-waiting"],
  },
  notify: {
    dirs: ["notify", "warnings", "push", "sms", "mail"],
    routers: ["notifications.", "sms.", "brief.", "warnings."],
    journeys: ["notifications", "notifications-live", "brief-sms"],
  },
  payments: {
    dirs: ["payments"],
    routers: ["payments."],
    journeys: ["payments", "proofs", "receipts", "verify"],
  },
  school: {
    dirs: ["school", "users", "seed"],
    routers: [
      "school.",
      "schoolYears.",
      "levels.",
      "subjects.",
      "classes.",
      "people.",
      "invitations.",
      "roles.",
      "users.",
      "reference.",
      "dashboard.",
    ],
    journeys: ["school", "invitations", "admin-users"],
  },
  family: { dirs: ["family"], routers: ["family."], journeys: ["family"] },
  circulars: { dirs: ["circulars"], routers: ["circulars."], journeys: ["circulars"] },
  meetings: { dirs: ["meetings"], routers: ["meetings."], journeys: ["meetings"] },
  events: { dirs: ["events"], routers: ["events."], journeys: ["events"] },
  documents: { dirs: ["documents"], routers: ["documents.", "verify."], journeys: ["documents"] },
  resources: { dirs: ["resources"], routers: ["resources."], journeys: ["resources"] },
  privacy: { dirs: ["privacy"], routers: ["privacy."], journeys: ["privacy"] },
  account: {
    dirs: ["account", "auth"],
    routers: ["auth.", "account."],
    journeys: ["auth", "keyboard"],
  },
  board: {
    dirs: ["ads", "moderation", "images"],
    routers: ["ads.", "comments.", "reports.", "moderation."],
    journeys: ["ads", "board-returns", "moderation"],
  },
  shell: {
    dirs: ["ui", "i18n"],
    routers: [],
    journeys: ["shell", "a11y", "pwa", "phone", "phone-labels", "phone-polish", "security-headers"],
  },
};

/**
 * The area named by AREA (undefined when unset); an unknown name stops the run with the list.
 * @returns {Area | undefined}
 */
export function selectedArea() {
  const name = process.env.AREA;
  if (!name) return undefined;
  const area = AREAS[name];
  if (!area)
    throw new Error(`AREA=${name}: no such test area (scripts/test-areas.mjs): ${Object.keys(AREAS).join(", ")}`);
  return area;
}

/**
 * The vitest files of the area: its folders' tests, and the matrix and fuzz files (which keep its routers' rows).
 * @param {Area} area
 */
export function areaTestFiles(area) {
  const dirs = area.dirs.length === 1 ? area.dirs[0] : `{${area.dirs.join(",")}}`;
  return [
    `{src,scripts}/**/${dirs}/**/*.test.{ts,tsx}`,
    ...(area.routers.length ? ["src/test/door/authorization-matrix.*.test.ts", "src/test/door/fuzz.test.ts"] : []),
  ];
}

/**
 * Whether a tRPC path is one of the area's (always, with no AREA set).
 * @param {string} path
 */
export function inSelectedArea(path) {
  const area = selectedArea();
  return !area || area.routers.some((prefix) => path.startsWith(prefix));
}
