/** Photos prepared on the device before upload (downscaled, upright, no metadata). */
export { preparePhoto, preparedFile, type PreparedPhoto, type PreparePhotoOptions } from './prepare-photo';
export { fitLongEdge, keepsOriginal, preparedName, PHOTO_LONG_EDGE, PHOTO_JPEG_QUALITY, PHOTO_KEEP_BYTES } from './photo-rules';
