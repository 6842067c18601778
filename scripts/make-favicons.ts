/**
 * Renders the favicon set from public/favicon.svg: favicon.ico (16 and 32 px), the Apple touch
 * icon and the manifest icons. Run it after changing the SVG:  npx tsx scripts/make-favicons.ts
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const PUBLIC_DIR = path.join(process.cwd(), 'public');

async function png(svg: Buffer, size: number): Promise<Buffer> {
  return sharp(svg, { density: 384 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
}

/** An ICO file whose images are PNGs (supported by every current browser). */
export function buildIco(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

async function main(): Promise<void> {
  const source = await readFile(path.join(PUBLIC_DIR, 'favicon.svg'));
  const ico = buildIco([
    { size: 16, data: await png(source, 16) },
    { size: 32, data: await png(source, 32) },
  ]);
  await writeFile(path.join(PUBLIC_DIR, 'favicon.ico'), ico);
  await writeFile(path.join(PUBLIC_DIR, 'apple-touch-icon.png'), await png(source, 180));
  await writeFile(path.join(PUBLIC_DIR, 'icon-192.png'), await png(source, 192));
  await writeFile(path.join(PUBLIC_DIR, 'icon-512.png'), await png(source, 512));
  console.log('favicons written to public/');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
