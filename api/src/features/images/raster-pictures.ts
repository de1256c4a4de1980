import pLimit from 'p-limit';
import sharp, { type Sharp } from 'sharp';

/** The widths (px) a product picture is served at: a card's srcset picks one by its width and the screen's density. */
export const PICTURE_WIDTHS = [160, 320, 480, 640, 960] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
export type RasterFormat = 'webp' | 'avif';

export const RASTER_CONTENT_TYPES: Readonly<Record<RasterFormat, string>> = { webp: 'image/webp', avif: 'image/avif' };

/** The drawings are 600 x 600 user units; librsvg reads them at 72 dpi. */
const SVG_SIZE = 600;

/**
 * Encoder settings: flat colours and clean strokes compress well, so a
 * middling quality is invisible; AVIF's effort stays low because a picture
 * is encoded while a visitor waits for it (once, then it is cached).
 */
const ENCODE = {
  webp: (image: Sharp) => image.webp({ quality: 80, effort: 4 }),
  avif: (image: Sharp) => image.avif({ quality: 55, effort: 2 }),
} as const;

/**
 * Rasterises the product drawings to sized WebP and AVIF with sharp (libvips,
 * Apache-2.0), and keeps the results in memory, least recently used first out
 * past `maxBytes`: a listing asks for the same dozen pictures for every
 * visitor. One encoding per name at a time (a second request for a picture
 * being made waits for it), and at most `concurrency` at once, so a page of
 * pictures does not take every core from the API's other calls.
 */
export class RasterPictures {
  private readonly cache = new Map<string, Buffer>();
  private readonly pending = new Map<string, Promise<Buffer>>();
  private readonly limit: ReturnType<typeof pLimit>;
  private bytes = 0;
  /** How many pictures this instance has encoded (for the tests). */
  encoded = 0;

  constructor(private readonly options: { maxBytes: number; concurrency: number } = { maxBytes: 64 * 1024 * 1024, concurrency: 2 }) {
    this.limit = pLimit(options.concurrency);
  }

  /**
   * The picture `key` (its file name) at `width` in `format`, drawn by `svg`
   * when it is not cached; kept only when `keep` (an unknown product's parcel
   * is not: a product added later under its id gets its own picture).
   */
  async get(key: string, width: PictureWidth, format: RasterFormat, svg: () => string, keep = true): Promise<Buffer> {
    const hit = this.cache.get(key);
    if (hit) {
      // Most recently used again: to the end of the map's order.
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const running = this.pending.get(key);
    if (running) return running;
    const job = this.limit(async () => this.encode(svg(), width, format)).finally(() => this.pending.delete(key));
    this.pending.set(key, job);
    const result = await job;
    if (keep) this.remember(key, result);
    return result;
  }

  private async encode(svg: string, width: PictureWidth, format: RasterFormat): Promise<Buffer> {
    this.encoded++;
    // Read at the density that gives `width` pixels: the vector is drawn sharp, not scaled up.
    const density = Math.max(1, (72 * width) / SVG_SIZE);
    return ENCODE[format](sharp(Buffer.from(svg), { density }).resize(width, width)).toBuffer();
  }

  private remember(key: string, result: Buffer): void {
    if (this.cache.has(key)) return;
    this.cache.set(key, result);
    this.bytes += result.length;
    for (const [oldest, buffer] of this.cache) {
      if (this.bytes <= this.options.maxBytes) break;
      this.cache.delete(oldest);
      this.bytes -= buffer.length;
    }
  }
}
