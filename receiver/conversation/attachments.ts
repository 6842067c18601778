import { createHash, randomUUID } from 'node:crypto';
import { chmod, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { InboundAttachment } from './inbound';

/**
 * The files a visitor sends with a message: kept for the team only, outside every folder the site
 * or the receiver serves, under their SHA-256 (the same file twice is kept once; a message read by
 * two receivers at once writes one file). What is kept is decided by the file's own bytes, never
 * by its name or the sender's stated type: documents and pictures an enquiry needs (passports,
 * bookings, photos) are kept; executables, archives, scripts and anything unknown are refused and
 * only listed, and so is a file over the size limit.
 */

/** The types kept, by what file-type reads in their bytes. */
const KEPT_TYPES = new Map<string, string>([
  ['pdf', 'application/pdf'],
  ['jpg', 'image/jpeg'],
  ['png', 'image/png'],
  ['gif', 'image/gif'],
  ['webp', 'image/webp'],
  ['heic', 'image/heic'],
  ['avif', 'image/avif'],
  ['tif', 'image/tiff'],
  ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  ['odt', 'application/vnd.oasis.opendocument.text'],
  ['ods', 'application/vnd.oasis.opendocument.spreadsheet'],
]);

/** Plain text (a .txt, a calendar invitation): no signature to read, so judged as text. */
const TEXT_TYPES = new Set(['text/plain', 'text/calendar', 'text/csv']);

/** What the bytes are, when they are a type the desk keeps; undefined to refuse them. */
export async function keptType(content: Uint8Array, declared: string): Promise<string | undefined> {
  const detected = await fileTypeFromBuffer(content);
  if (detected) return KEPT_TYPES.get(detected.ext);
  const type = declared.toLowerCase().split(';', 1)[0]!.trim();
  return TEXT_TYPES.has(type) && isPlainText(content) ? type : undefined;
}

/** UTF-8 without NUL or other C0 controls but tab, line feed, carriage return and form feed. */
function isPlainText(content: Uint8Array): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(content);
    return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/u.test(text);
  } catch {
    return false;
  }
}

/**
 * A file name fit to show and to offer for download: no folders, no control or bidirectional
 * characters (a name that reads `gpj.exe` backwards), at most 150 characters, never empty.
 */
export function safeFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/u).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/^[.\s]+|[.\s]+$/gu, '')
    .trim();
  if (!clean) return 'attachment';
  const characters = Array.from(clean);
  if (characters.length <= 150) return clean;
  const extension = /\.[\p{L}\p{N}]{1,8}$/u.exec(clean)?.[0] ?? '';
  return `${characters.slice(0, 150 - extension.length).join('')}${extension}`;
}

/** Where a kept file lives: `<dir>/ab/abcdef…` by its SHA-256 (hex, never a name the sender chose). */
export function attachmentPath(dir: string, sha256: string): string {
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error('not a SHA-256');
  return path.join(dir, sha256.slice(0, 2), sha256);
}

export interface ReceivedFile {
  filename?: string;
  contentType: string;
  content: Buffer;
}

/**
 * Keeps or refuses one file. A kept one is written to a temporary name beside its place and
 * renamed when complete (never a half-written file under its hash), readable by its owner only.
 */
export async function keepAttachment(
  file: ReceivedFile,
  options: { dir: string; maxBytes: number },
): Promise<InboundAttachment> {
  const filename = safeFilename(file.filename);
  const size = file.content.length;
  const sha256 = createHash('sha256').update(file.content).digest('hex');
  if (size > options.maxBytes)
    return { filename, contentType: 'application/octet-stream', size, sha256, refused: 'too-large' };
  const type = await keptType(file.content, file.contentType);
  if (!type) return { filename, contentType: 'application/octet-stream', size, sha256, refused: 'type' };
  const target = attachmentPath(options.dir, sha256);
  const exists = await stat(target).then(
    (found) => found.size === size,
    () => false,
  );
  if (!exists) {
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const temporary = `${target}.${randomUUID()}.part`;
    const handle = await open(temporary, 'wx', 0o600);
    try {
      await handle.writeFile(file.content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await chmod(temporary, 0o600);
    await rename(temporary, target).catch(async (error: unknown) => {
      await rm(temporary, { force: true });
      throw error;
    });
  }
  return { filename, contentType: type, size, sha256, refused: null };
}
