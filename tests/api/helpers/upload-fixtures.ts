import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { endpointUrl, type EndpointDeclaration } from '@common/api/endpoint';
import { send } from './request';

// Small real files for upload tests: each one is recognised by its content, as the server checks.

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/**
 * An OLE compound file ([MS-CFB], version 3: sectors of 512 bytes), what .doc and .xls files are:
 * a header, one FAT sector and a directory naming `entries` under the root. Their streams hold no
 * data; the server reads the directory only.
 */
export function compoundFile(entries: Array<{ name: string; type: 'storage' | 'stream' }>): Buffer {
  const SECTOR = 512;
  const NONE = 0xffffffff;
  const directory = [{ name: 'Root Entry', type: 5 }, ...entries.map((entry) => ({ name: entry.name, type: entry.type === 'storage' ? 1 : 2 }))];
  const directorySectors = Math.ceil(directory.length / 4);
  const header = Buffer.alloc(SECTOR);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18); // minor version
  header.writeUInt16LE(3, 0x1a); // major version
  header.writeUInt16LE(0xfffe, 0x1c); // byte order
  header.writeUInt16LE(9, 0x1e); // 512-byte sectors
  header.writeUInt16LE(6, 0x20); // 64-byte mini sectors
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(1, 0x30); // the directory starts at sector 1
  header.writeUInt32LE(4096, 0x38); // mini stream cutoff
  header.writeUInt32LE(0xfffffffe, 0x3c); // no mini FAT
  header.writeUInt32LE(0xfffffffe, 0x44); // no DIFAT sectors
  header.fill(0xff, 0x4c); // the header's DIFAT: free...
  header.writeUInt32LE(0, 0x4c); // ...but for the FAT, in sector 0
  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0 is the FAT itself
  for (let i = 1; i <= directorySectors; i += 1) fat.writeUInt32LE(i === directorySectors ? 0xfffffffe : i + 1, 4 * i);
  const entriesBytes = Buffer.alloc(directorySectors * SECTOR);
  directory.forEach((entry, index) => {
    const offset = index * 128;
    const name = Buffer.from(`${entry.name}\0`, 'utf16le');
    name.copy(entriesBytes, offset);
    entriesBytes.writeUInt16LE(name.length, offset + 0x40);
    entriesBytes.writeUInt8(entry.type, offset + 0x42);
    entriesBytes.writeUInt8(1, offset + 0x43); // black
    // A plain tree: the root's child is the first entry, each entry's right sibling the next.
    entriesBytes.writeUInt32LE(NONE, offset + 0x44);
    entriesBytes.writeUInt32LE(index > 0 && index + 1 < directory.length ? index + 1 : NONE, offset + 0x48);
    entriesBytes.writeUInt32LE(index === 0 && directory.length > 1 ? 1 : NONE, offset + 0x4c);
    entriesBytes.writeUInt32LE(0xfffffffe, offset + 0x74); // no data
  });
  return Buffer.concat([header, fat, entriesBytes]);
}

/** A .doc or .xls without macros: what old Word and Excel files are. */
export const OLE_BYTES = compoundFile([{ name: 'WordDocument', type: 'stream' }]);
/** An old Word file with a VBA project: Word keeps it in the `Macros` storage. */
export const DOC_WITH_MACROS_BYTES = compoundFile([
  { name: 'WordDocument', type: 'stream' },
  { name: 'Macros', type: 'storage' },
  { name: 'VBA', type: 'storage' },
  { name: 'dir', type: 'stream' },
]);
/** An old Excel file with a VBA project: Excel keeps it in the `_VBA_PROJECT_CUR` storage. */
export const XLS_WITH_MACROS_BYTES = compoundFile([
  { name: 'Workbook', type: 'stream' },
  { name: '_VBA_PROJECT_CUR', type: 'storage' },
  { name: 'VBA', type: 'storage' },
]);
/** Only the signature of a compound file, with no directory to read. */
export const OLE_SIGNATURE_ONLY_BYTES = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
export const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64)]);
/** A Windows executable's header. */
export const EXE_BYTES = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);
export const TEXT_BYTES = Buffer.from('Just some plain text pretending to be a document.\n');

/** A zip archive with stored (uncompressed) entries. */
function storedZip(entries: Array<{ name: string; content: string }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = Buffer.from(entry.content);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

const openXml = (mainType: string, folder: string) =>
  storedZip([
    {
      name: '[Content_Types].xml',
      content: `<?xml version="1.0"?><Types><Override PartName="/${folder}/main.xml" ContentType="${mainType}.main+xml"/></Types>`,
    },
    { name: `${folder}/main.xml`, content: '<root/>' },
  ]);

export const DOCX_BYTES = openXml('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'word');
export const XLSX_BYTES = openXml('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xl');
export const PLAIN_ZIP_BYTES = storedZip([{ name: 'notes.txt', content: 'hello' }]);

export interface UploadPart {
  file?: { name: string; content: Buffer; field?: string };
  fields?: Record<string, string>;
}

/** A multipart/form-data body, encoded the way a browser encodes it. */
export async function multipartBody({ file, fields = {} }: UploadPart): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append(file.field ?? 'file', new Blob([new Uint8Array(file.content)]), file.name);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
}

/** Sends a multipart upload to a declared upload endpoint as the caller (null: a visitor). */
export async function upload(app: FastifyInstance, caller: { cookie?: string } | null, endpoint: EndpointDeclaration, part: UploadPart) {
  const { payload, headers } = await multipartBody(part);
  return send(app, caller, endpoint.method, endpointUrl(endpoint), payload, headers);
}
