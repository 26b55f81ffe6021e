// npx tsx bench/zip-bomb.ts — what a ZIP bomb uploaded as a resource costs the type check (issue 27, finding 2):
// a ~1 MB upload whose "mimetype" entry inflates to 1 GiB. Prints the wall time (the event loop is blocked for
// all of it: the check is synchronous) and the growth of the process's peak RSS.
import { performance } from "node:perf_hooks";
import { resourceFileType } from "~/modules/resources/server/file-type";
import { zipBomb } from "~/test/zip-bomb";

const bomb = zipBomb();
const peakBefore = process.resourceUsage().maxRSS;
const start = performance.now();
let outcome: string;
try {
  outcome = JSON.stringify(resourceFileType(bomb, "cours.odt"));
} catch (error) {
  outcome = `threw ${(error as Error).message.slice(0, 80)}`;
}
const ms = performance.now() - start;
const peakGrowth = (process.resourceUsage().maxRSS - peakBefore) / 1024;
console.log(
  `upload ${(bomb.length / 1e6).toFixed(2)} MB -> ${outcome}; ${ms.toFixed(1)} ms, peak RSS +${peakGrowth.toFixed(1)} MB`,
);
