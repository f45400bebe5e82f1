import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { endpointUrl, type EndpointDeclaration } from '@common/api/endpoint';
import { send } from './request';

// Small real files for upload tests: each one is recognised by its content, as the server checks.

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** An OLE compound file header: what .doc and .xls files are. */
export const OLE_BYTES = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
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
