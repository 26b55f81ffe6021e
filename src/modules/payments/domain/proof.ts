/** A transfer proof's file, at most (a photo of the slip or the BaridiMob screen, or a PDF): client-safe, no zod. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
