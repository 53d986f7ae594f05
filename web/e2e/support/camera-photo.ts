import sharp from 'sharp';

/**
 * A photo as a phone camera writes it: 12 MP, stored sideways (4000×3000) with
 * EXIF Orientation 6 so it displays upright as 3000×4000, JPEG at camera
 * quality with sensor-like grain, so its size (~4.5 MB) is a real camera's.
 * Made from a real photo (`source`) scaled up; `marker` paints the displayed
 * top-left corner red, so a test can see whether orientation was applied.
 * `keepAspect` scales to 12 MP in the source's own proportions instead of cropping it to the
 * camera's 3:4, so a narrow crop of one person keeps the whole person.
 */
export async function cameraPhoto(
  source: Buffer,
  { marker = false, quality = 95, grain = 16, keepAspect = false }: { marker?: boolean; quality?: number; grain?: number; keepAspect?: boolean } = {},
): Promise<Buffer> {
  const upright = sharp(source).rotate();
  const { width: sourceWidth = 3, height: sourceHeight = 4 } = keepAspect ? await upright.clone().metadata().then(async (m) => (m.orientation && m.orientation >= 5 ? { width: m.height, height: m.width } : m)) : {};
  const scale = keepAspect ? Math.sqrt(12e6 / (sourceWidth * sourceHeight)) : 0;
  const width = keepAspect ? Math.round(sourceWidth * scale) : 3000;
  const height = keepAspect ? Math.round(sourceHeight * scale) : 4000;
  const { data, info } = await upright.resize(width, height, { fit: 'cover', kernel: 'lanczos3' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  // Grain: a triangular-distributed offset per sample (deterministic, so every run makes the same file).
  let seed = 0x2f6b1d;
  const random = () => ((seed = (seed * 1103515245 + 12345) >>> 0) & 0xffff) / 0x10000;
  for (let i = 0; i < data.length; i++) data[i] = Math.max(0, Math.min(255, data[i]! + (random() + random() - 1) * grain));
  if (marker) {
    for (let y = 0; y < 600; y++) for (let x = 0; x < 600; x++) data.set([230, 20, 20], (y * width + x) * 3);
  }
  // Stored a quarter turn counter-clockwise; Orientation 6 tells viewers to turn it back.
  const stored = await sharp(data, { raw: info }).rotate(-90).raw().toBuffer({ resolveWithObject: true });
  return sharp(stored.data, { raw: stored.info })
    .jpeg({ quality })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'FitRater', Model: 'Bench Camera' } })
    .toBuffer();
}
