// A Windows icon file holding PNG images (the "PNG-in-ICO" form every browser since IE 9 and
// Windows Vista reads). Written by hand: the one well-kept npm package (png-to-ico) stores BMP
// images instead, and the format is a 6-byte header plus a 16-byte entry per image.

export interface IcoImage {
  /** Pixels, 1 to 256. */
  size: number;
  png: Buffer;
}

export function encodeIco(images: IcoImage[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((img, i) => {
    if (img.size < 1 || img.size > 256) throw new RangeError(`icon size ${img.size} is outside 1..256`);
    const at = 6 + 16 * i;
    header.writeUInt8(img.size % 256, at); // width; 0 means 256
    header.writeUInt8(img.size % 256, at + 1); // height
    header.writeUInt8(0, at + 2); // no palette
    header.writeUInt8(0, at + 3); // reserved
    header.writeUInt16LE(1, at + 4); // colour planes
    header.writeUInt16LE(32, at + 6); // bits per pixel
    header.writeUInt32LE(img.png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += img.png.length;
  });
  return Buffer.concat([header, ...images.map((img) => img.png)]);
}

/** The directory of an icon file (tests read what the server sends with it). */
export function readIcoDirectory(ico: Buffer): { width: number; height: number; bytes: number; offset: number }[] {
  if (ico.length < 6 || ico.readUInt16LE(0) !== 0 || ico.readUInt16LE(2) !== 1) throw new Error('not an icon file');
  const count = ico.readUInt16LE(4);
  return Array.from({ length: count }, (_, i) => {
    const at = 6 + 16 * i;
    const entry = {
      width: ico.readUInt8(at) || 256,
      height: ico.readUInt8(at + 1) || 256,
      bytes: ico.readUInt32LE(at + 8),
      offset: ico.readUInt32LE(at + 12),
    };
    if (entry.offset + entry.bytes > ico.length) throw new Error(`icon entry ${i} runs past the end of the file`);
    return entry;
  });
}
