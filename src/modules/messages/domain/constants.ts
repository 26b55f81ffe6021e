/** Messages (issue 30): limits shared by the composer and the server. */
/** A message's text: what a parent types on a phone, a page at most. */
export const MESSAGE_MAX = 2000;
/** Photos and documents of one message (a voice note besides). */
export const MESSAGE_FILES_MAX = 3;
/** A phone's photo or a scanned form: the resources' limit. */
export const MESSAGE_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** A voice note: five minutes at most; Opus or AAC at 32–64 kbit/s stays well under 3 MB. */
export const VOICE_MAX_MS = 5 * 60 * 1000;
export const VOICE_MAX_BYTES = 3 * 1024 * 1024;
/** what the file picker offers (the server judges by content, not by this) */
export const MESSAGE_FILE_ACCEPT = "image/jpeg,image/png,image/webp,.pdf,.doc,.docx,.xls,.xlsx,.odt,.ods";
