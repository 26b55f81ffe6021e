/** The module's server API: what other modules may use of it (the only way in, checked by the lint). */
export { adsChanged } from "./server/ad-pages";
export { expiryFrom } from "./server/ad-rules";
export { listCommunes } from "./server/board";
export { startBoardWorker } from "./server/board-job";
export { lockAd, recountComments } from "./server/counters";
export { checkPhotos, photoUrls, removeStoredPhotos, storePhoto, storePhotoSized } from "./server/photos";
export type { StoredPhoto, UploadedFile } from "./server/photos";
export { requestMatch } from "./server/request-match";
