/** The photo as the worker prepared it: auto-rotated, metadata stripped, ≤ 1024 px, JPEG. */
export interface PreparedImage {
  bytes: Buffer;
  width: number;
  height: number;
  mimeType: 'image/jpeg';
}
