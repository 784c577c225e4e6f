// What the image screens share: the categories and sizes as browsers show them.
export const IMAGE_CATEGORIES = ["logo", "product-photo", "label-artwork", "other"] as const;

/** The server's limit (server/src/modules/image/image.service.ts). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** "1.2 MB", "300 KB", "900 B". */
export function imageSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}
