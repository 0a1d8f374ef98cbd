// Writes NAME.br (quality 11) and NAME.gz (level 9) beside each compressible file of a
// folder of hashed assets, for nginx's brotli_static and gzip_static. Hashed names never
// change content, so an existing copy is kept. Usage: node deploy/precompress.mjs build/client/assets
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(css|js|mjs|json|svg|txt|xml|webmanifest|data)$/;
const folder = process.argv[2];
if (!folder || !existsSync(folder)) {
  console.error(`precompress: no folder ${folder ?? "(none given)"}`);
  process.exit(1);
}
let written = 0;
for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const body = readFileSync(file);
  if (!existsSync(`${file}.br`)) {
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    written += 1;
  }
  if (!existsSync(`${file}.gz`)) {
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    written += 1;
  }
}
console.log(`precompress: ${written} copies written in ${folder}`);
