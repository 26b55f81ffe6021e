/** The largest photo a person may upload (the board's ads, an event's pictures): checked in the browser and on the server. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
