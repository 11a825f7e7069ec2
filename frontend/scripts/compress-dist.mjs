// Writes a .br (brotli, quality 11) and a .gz (gzip, level 9) beside every built text asset,
// so the server sends the smallest encoding the browser accepts without compressing per
// request. It runs once per build, so the slowest, smallest settings are worth it. Node's own
// zlib only: no dependency. Usage: node scripts/compress-dist.mjs [dist folder]
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// Source maps are left out: only developer tools fetch them, and rarely.
const TEXT_TYPES = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt']);
// Below this the encoded file saves less than the request's own overhead.
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const encodings = [
  {
    suffix: '.br',
    encode: (data) =>
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { suffix: '.gz', encode: (data) => gzipped(data, { level: constants.Z_BEST_COMPRESSION }) },
];

/** Writes one encoding of a file, or removes a stale one when encoding does not pay. */
async function writeEncoded(path, data, { suffix, encode }) {
  const encoded = await encode(data);
  if (encoded.length < data.length) await writeFile(path + suffix, encoded);
  else await rm(path + suffix, { force: true });
}

async function compressFile(path) {
  const { size } = await stat(path);
  if (size <= MIN_BYTES) return;
  const data = await readFile(path);
  await Promise.all(encodings.map((encoding) => writeEncoded(path, data, encoding)));
}

const dist = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
const names = await readdir(dist, { recursive: true });
const texts = names.filter((name) => TEXT_TYPES.has(extname(name)));
// zlib's asynchronous calls run on libuv's thread pool, so the files compress in parallel.
await Promise.all(texts.map((name) => compressFile(join(dist, name))));
