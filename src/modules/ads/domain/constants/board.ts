// The board that returns things (issue 33), apart from constants/ads.ts: that module is in the first load of every
// screen with a date field (todayInAlgeria), these only where claims, messages and the posting form are.

/** A found ad's question, a claim's answer, a board message. */
export const AD_CLAIM_QUESTION_MAX = 200;
export const AD_CLAIM_ANSWER_MAX = 500;
export const AD_MESSAGE_MAX = 1000;

/** Identity papers (ID card, passport, driving licence): their photos must be blurred; moderators see a flag. */
export const IDENTITY_CATEGORY_ID = "cat_identity";
