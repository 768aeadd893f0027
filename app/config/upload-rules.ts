/** What an image upload must be (decisions.md 10; screens.md 5 only hints at it): the server enforces it, the file pickers offer it. */
export const UPLOAD_RULES = {
  maxBytes: 2 * 1024 * 1024,
  minWidth: 154,
  minHeight: 50,
  /** Decoded pixels allowed at most: guards against decompression bombs (a small file, a huge canvas). */
  maxInputPixels: 40_000_000,
  acceptedTypes: ['image/jpeg', 'image/png'] as const,
} as const;

/** The file pickers' `accept`: the accepted types and their file name endings. */
export const IMAGE_ACCEPT = ['.jpg', '.jpeg', '.png', ...UPLOAD_RULES.acceptedTypes].join(',');
