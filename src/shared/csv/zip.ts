import { Inflate } from "fflate";

/** The uncompressed bytes of a workbook's parts that one import reads at most (the parts it needs, not the
 * pictures): a zip bomb stops here. A 20,000-row guest list with 90 columns is about 60 MB of sheet XML. */
export const MAX_UNZIPPED_BYTES = 100 * 1024 * 1024;
/** Entries a workbook may list: Excel writes a dozen, a workbook with many pictures a few hundred. */
const MAX_ENTRIES = 10_000;
/** Compressed bytes inflated at a time: DEFLATE expands at most ~1,032 times, so one step stays ~16 MB. */
const STEP = 16 * 1024;

export type ZipProblem = "corrupt" | "encrypted" | "tooLarge";

/** A zip archive that cannot be read: broken, encrypted with a password, or expanding past the limit. */
export class ZipError extends Error {
  constructor(readonly problem: ZipProblem) {
    super(problem);
    this.name = "ZipError";
  }
}

interface ZipEntry {
  method: number;
  encrypted: boolean;
  compressedSize: number;
  size: number;
  offset: number;
}

const u16 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) | (u16(bytes, at + 2) << 16)) >>> 0;
const u64 = (bytes: Uint8Array, at: number) => u32(bytes, at) + u32(bytes, at + 4) * 2 ** 32;

/** The end-of-central-directory record, searched from the end (a comment of up to 64 KB may follow it). */
function endRecord(bytes: Uint8Array): number {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at--) {
    if (u32(bytes, at) === 0x06054b50) return at;
  }
  throw new ZipError("corrupt");
}

/**
 * A zip archive's entries by name, read from its central directory (sizes from a zip64 extra field where a
 * writer put them there). Reads nothing else: an entry is inflated only when asked for, within a budget.
 */
export class ZipArchive {
  private readonly entries = new Map<string, ZipEntry>();
  private budget: number;

  /** `limits`: a workbook's by default; Import an event has its own (src/shared/account-data.ts). */
  constructor(
    private readonly bytes: Uint8Array,
    limits: { entries: number; bytes: number } = { entries: MAX_ENTRIES, bytes: MAX_UNZIPPED_BYTES },
  ) {
    this.budget = limits.bytes;
    const end = endRecord(bytes);
    const count = u16(bytes, end + 10);
    let at = u32(bytes, end + 16);
    if (count > limits.entries) throw new ZipError("tooLarge");
    const names = new TextDecoder();
    for (let index = 0; index < count; index++) {
      if (at + 46 > bytes.length || u32(bytes, at) !== 0x02014b50) throw new ZipError("corrupt");
      const nameLength = u16(bytes, at + 28);
      const extraLength = u16(bytes, at + 30);
      const entry: ZipEntry = {
        method: u16(bytes, at + 10),
        encrypted: (u16(bytes, at + 8) & 1) === 1,
        compressedSize: u32(bytes, at + 20),
        size: u32(bytes, at + 24),
        offset: u32(bytes, at + 42),
      };
      const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
      this.readZip64(entry, at + 46 + nameLength, extraLength);
      this.entries.set(name, entry);
      at += 46 + nameLength + extraLength + u16(bytes, at + 32);
    }
  }

  /** Sizes and offset too large for 32 bits are in the zip64 extra field, in this order, when marked so. */
  private readZip64(entry: ZipEntry, start: number, length: number) {
    for (let at = start; at + 4 <= start + length; at += 4 + u16(this.bytes, at + 2)) {
      if (u16(this.bytes, at) !== 0x0001) continue;
      let field = at + 4;
      for (const key of ["size", "compressedSize", "offset"] as const) {
        if (entry[key] !== 0xffffffff) continue;
        entry[key] = u64(this.bytes, field);
        field += 8;
      }
    }
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** The entries' names, as the archive lists them. */
  names(): string[] {
    return [...this.entries.keys()];
  }

  /** What every entry declares it inflates to, summed: checked against a budget before inflating anything. */
  declaredSize(): number {
    let total = 0;
    for (const entry of this.entries.values()) total += entry.size;
    return total;
  }

  /** The entry's bytes, or null when the archive has no such entry. Inflates step by step and stops as soon
   * as the output passes the size the entry declares or what is left of the archive's budget. */
  read(name: string): Uint8Array | null {
    const entry = this.entries.get(name);
    if (!entry) return null;
    if (entry.encrypted) throw new ZipError("encrypted");
    if (entry.size > this.budget) throw new ZipError("tooLarge");
    const local = entry.offset;
    if (local + 30 > this.bytes.length || u32(this.bytes, local) !== 0x04034b50)
      throw new ZipError("corrupt");
    const start = local + 30 + u16(this.bytes, local + 26) + u16(this.bytes, local + 28);
    const data = this.bytes.subarray(start, start + entry.compressedSize);
    if (data.length !== entry.compressedSize) throw new ZipError("corrupt");
    let output: Uint8Array;
    if (entry.method === 0) output = data;
    else if (entry.method === 8) output = this.inflate(data, entry.size);
    else throw new ZipError("corrupt");
    if (output.length !== entry.size) throw new ZipError("corrupt");
    this.budget -= output.length;
    return output;
  }

  private inflate(data: Uint8Array, size: number): Uint8Array {
    const output = new Uint8Array(size);
    let written = 0;
    const inflater = new Inflate((chunk) => {
      if (written + chunk.length > size) throw new ZipError("corrupt");
      output.set(chunk, written);
      written += chunk.length;
    });
    try {
      for (let at = 0; at < data.length || at === 0; at += STEP) {
        inflater.push(data.subarray(at, at + STEP), at + STEP >= data.length);
      }
    } catch (error) {
      throw error instanceof ZipError ? error : new ZipError("corrupt");
    }
    return output.subarray(0, written);
  }

  /** The entry as UTF-8 text (what every XML part of a workbook is). */
  text(name: string): string | null {
    const bytes = this.read(name);
    return bytes ? new TextDecoder().decode(bytes) : null;
  }
}
