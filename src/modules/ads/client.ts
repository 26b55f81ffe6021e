/** The module's browser-safe surface: its pure rules, schemas and the components it lends (no server code). */
export { AD_PHOTO_MAX_BYTES, MAX_AD_PHOTOS } from "./domain/constants/ads";
