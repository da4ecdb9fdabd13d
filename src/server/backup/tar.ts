/**
 * The few parts of the tar format (ustar) a backup needs: regular files, written and read as streams. Names
 * longer than 100 bytes go in the 155-byte prefix field; anything else (links, devices) is refused on reading.
 */

const BLOCK = 512;

export interface TarEntryHead {
  name: string;
  size: number;
}

function octal(value: number, length: number) {
  return `${value.toString(8).padStart(length - 1, "0")}\0`;
}

export function tarHeader({ name, size }: TarEntryHead, mtime = Date.now()): Buffer {
  const header = Buffer.alloc(BLOCK);
  const bytes = Buffer.from(name, "utf8");
  let prefix = "";
  let base = name;
  if (bytes.length > 100) {
    const cut = name.lastIndexOf("/", name.length - 1);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
    if (cut < 0 || Buffer.byteLength(prefix) > 155 || Buffer.byteLength(base) > 100) {
      throw new Error(`A name too long for the archive: ${name}`);
    }
  }
  header.write(base, 0, 100, "utf8");
  header.write(octal(0o644, 8), 100, "ascii");
  header.write(octal(0, 8), 108, "ascii");
  header.write(octal(0, 8), 116, "ascii");
  header.write(octal(size, 12), 124, "ascii");
  header.write(octal(Math.floor(mtime / 1000), 12), 136, "ascii");
  header.write("        ", 148, "ascii");
  header.write("0", 156, "ascii");
  header.write("ustar\0", 257, "ascii");
  header.write("00", 263, "ascii");
  header.write(prefix, 345, 155, "utf8");
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "ascii");
  return header;
}

/** The zeros that round an entry's data up to whole blocks. */
export function tarPadding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** The end of an archive: two zero blocks. */
export const TAR_END = Buffer.alloc(BLOCK * 2);

export class NotATarError extends Error {}

/** Reads exact byte counts from a stream of chunks. */
class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;
  constructor(private readonly source: AsyncIterator<Uint8Array>) {}

  private async fill(n: number) {
    while (this.length < n) {
      const next = await this.source.next();
      if (next.done) return false;
      const chunk = Buffer.from(next.value);
      this.buffered.push(chunk);
      this.length += chunk.length;
    }
    return true;
  }

  /** Up to `max` bytes (at least one), or undefined at the end of the stream. */
  async some(max: number): Promise<Buffer | undefined> {
    if (!(await this.fill(1))) return undefined;
    const first = this.buffered[0]!;
    const piece = first.subarray(0, max);
    if (piece.length === first.length) this.buffered.shift();
    else this.buffered[0] = first.subarray(max);
    this.length -= piece.length;
    return piece;
  }

  async exactly(n: number): Promise<Buffer | undefined> {
    if (!(await this.fill(n))) return undefined;
    const all = Buffer.concat(this.buffered);
    this.buffered = all.length > n ? [all.subarray(n)] : [];
    this.length = all.length - n;
    return all.subarray(0, n);
  }
}

function readString(block: Buffer, start: number, length: number) {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? length : end).toString("utf8");
}

function parseHeader(block: Buffer): TarEntryHead & { type: string } {
  if (block.toString("ascii", 257, 262) !== "ustar") throw new NotATarError("not a tar archive");
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
  if (Number.parseInt(readString(block, 148, 8).trim(), 8) !== sum) {
    throw new NotATarError("a damaged tar header");
  }
  const prefix = readString(block, 345, 155);
  const name = readString(block, 0, 100);
  return {
    name: prefix ? `${prefix}/${name}` : name,
    size: Number.parseInt(readString(block, 124, 12).trim() || "0", 8),
    type: readString(block, 156, 1) || "0",
  };
}

export interface TarEntry extends TarEntryHead {
  /** The entry's data in pieces; what is not read is skipped when the next entry is asked for. */
  body(): AsyncGenerator<Buffer>;
}

/** The regular files of a tar stream, one at a time. Throws NotATarError on anything else. */
export async function* readTar(source: AsyncIterable<Uint8Array>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source[Symbol.asyncIterator]());
  for (;;) {
    const block = await reader.exactly(BLOCK);
    if (!block) throw new NotATarError("the archive ends early");
    if (block.every((byte) => byte === 0)) return;
    const head = parseHeader(block);
    if (head.type !== "0") throw new NotATarError(`an entry that is not a file: ${head.name}`);
    let left = head.size;
    // Reads what is left of the entry's data: a second call, or the skip below, goes on where the last stopped.
    const body = async function* () {
      while (left > 0) {
        const piece = await reader.some(left);
        if (!piece) throw new NotATarError("the archive ends early");
        left -= piece.length;
        yield piece;
      }
    };
    yield { name: head.name, size: head.size, body };
    for await (const _ of body()) void _;
    if (!(await reader.exactly(tarPadding(head.size).length)))
      throw new NotATarError("the archive ends early");
  }
}
