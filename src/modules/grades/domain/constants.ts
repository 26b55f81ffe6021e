/** Grade lists, apart from the zod schemas (client components import these without zod). */
/** Evaluation kinds (spec §9): continuous evaluation, test, exam, quiz, note. */
export const EVALUATION_KINDS = ["CONTINUOUS", "TEST", "EXAM", "QUIZ", "NOTE"] as const;
export type EvaluationKindKey = (typeof EVALUATION_KINDS)[number];
/** The class council's decisions at the year's end. */
export const COUNCIL_DECISIONS = ["PROMOTED", "REPEATS", "REDIRECTED"] as const;
export type CouncilDecisionKey = (typeof COUNCIL_DECISIONS)[number];
/**
 * How long a save may go unanswered before the grade table gives up on it and tries again (a stalled 3G connection
 * would otherwise leave it "saving" for ever). A save that did reach the server is harmless to send again: a cell
 * that already holds the value is not written twice.
 */
export const GRADE_SAVE_TIMEOUT_MS = 15_000;
