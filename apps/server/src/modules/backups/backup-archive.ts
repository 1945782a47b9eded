import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

// A backup is a .tar.gz (`tar tzf` lists it): a minimal ustar writer and reader of regular files, so no archive
// library is needed for the few entries a backup holds (the manifest, the tables' row batches, the uploads).

const BLOCK = 512;

function padding(size: number): number {
  return (BLOCK - (size % BLOCK)) % BLOCK;
}

function header(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) > 99) throw new Error(`Archive entry name too long: ${name}`);
  const block = Buffer.alloc(BLOCK);
  const octal = (value: number, width: number) => value.toString(8).padStart(width - 1, '0');
  block.write(name, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 8, 'ascii');
  block.write(octal(0, 8), 108, 8, 'ascii');
  block.write(octal(0, 8), 116, 8, 'ascii');
  block.write(octal(size, 12), 124, 12, 'ascii');
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 12, 'ascii');
  block.write('        ', 148, 8, 'ascii');
  block.write('0', 156, 1, 'ascii');
  block.write('ustar\u000000', 257, 8, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 8, 'ascii');
  return block;
}

export interface TArchiveWriter {
  add(name: string, content: Buffer): Promise<void>;
  /** Ends the archive and waits until the file is on disk. */
  close(): Promise<void>;
}

export function createArchive(path: string): TArchiveWriter {
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(path, { flags: 'wx' }));
  // A failed write (a full disk) rejects `written`; the next add or close reports it.
  let failure: unknown = null;
  written.catch((error: unknown) => {
    failure = error;
  });
  const write = async (chunk: Buffer) => {
    if (failure) throw failure;
    if (!gzip.write(chunk)) await Promise.race([once(gzip, 'drain'), written]);
  };
  const now = new Date();
  return {
    async add(name, content) {
      await write(header(name, content.length, now));
      await write(content);
      const pad = padding(content.length);
      if (pad) await write(Buffer.alloc(pad));
    },
    async close() {
      if (failure) throw failure;
      gzip.end(Buffer.alloc(BLOCK * 2));
      await written;
    },
  };
}

export interface TArchiveEntry {
  name: string;
  content: Buffer;
}

function readName(block: Buffer): string {
  const field = (start: number, length: number) => {
    const raw = block.subarray(start, start + length);
    const end = raw.indexOf(0);
    return raw.subarray(0, end === -1 ? length : end).toString('utf8');
  };
  const prefix = block.subarray(257, 262).toString('ascii') === 'ustar' ? field(345, 155) : '';
  return prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
}

/** The regular files of a .tar.gz in order, one at a time (an entry is held whole, the archive never is). */
export async function* readArchive(path: string): AsyncGenerator<TArchiveEntry> {
  const file = createReadStream(path);
  try {
    yield* entriesOf(file.pipe(createGunzip()) as AsyncIterable<Buffer>, path);
  } finally {
    file.destroy();
  }
}

async function* entriesOf(stream: AsyncIterable<Buffer>, path: string): AsyncGenerator<TArchiveEntry> {
  let chunks: Buffer[] = [];
  let length = 0;
  const take = (n: number): Buffer => {
    const all = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, length);
    chunks = [all.subarray(n)];
    length -= n;
    return all.subarray(0, n);
  };
  let entry: { name: string; size: number; regular: boolean } | null = null;
  let need = BLOCK;
  for await (const chunk of stream) {
    chunks.push(chunk);
    length += chunk.length;
    while (length >= need) {
      if (!entry) {
        const block = take(BLOCK);
        if (block.every((byte) => byte === 0)) return;
        const size = Number.parseInt(block.subarray(124, 136).toString('ascii').replace(/\0.*$/s, '').trim() || '0', 8);
        const type = String.fromCharCode(block[156]);
        entry = { name: readName(block), size, regular: type === '0' || type === '\u0000' };
        need = size + padding(size);
      } else {
        const data = take(need);
        if (entry.regular) yield { name: entry.name, content: data.subarray(0, entry.size) };
        entry = null;
        need = BLOCK;
      }
      if (need === 0) {
        // An empty file: no data blocks follow its header.
        if (entry?.regular) yield { name: entry.name, content: Buffer.alloc(0) };
        entry = null;
        need = BLOCK;
      }
    }
  }
  if (entry) throw new Error(`The backup ${path} ends in the middle of ${entry.name}: the file is incomplete.`);
}
