/** Rules for images uploaded through the editor: the drop zone and the server apply the same. */
export const UPLOAD_RULES = {
  types: { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' },
  minBytes: 1024,
  maxBytes: 5 * 1024 * 1024,
} as const;

export type UploadType = keyof typeof UPLOAD_RULES.types;

/** The largest request carrying a file (an upload, a replacement): base64 is 4/3 of the bytes, plus the JSON. */
export const UPLOAD_BODY_LIMIT = Math.ceil((UPLOAD_RULES.maxBytes * 4) / 3) + 4096;
