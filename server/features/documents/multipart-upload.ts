import type { FastifyRequest } from 'fastify';
// Brings in the types of request.isMultipart() and request.parts().
import type {} from '@fastify/multipart';
import type { z } from 'zod';
import { AppError, invalidInput } from '../../errors/app-error';
import { errorCode } from '../../errors/error-code';
import { zodIssueMessage, type Message } from '../../errors/message';

export interface ReceivedUpload {
  file: { fileName: string; content: Buffer } | null;
  fields: Record<string, string>;
}

const isClientError = (error: unknown) => {
  const status = typeof error === 'object' && error !== null ? (error as { statusCode?: unknown }).statusCode : undefined;
  return error instanceof AppError || (typeof status === 'number' && status >= 400 && status < 500);
};

/**
 * Reads a multipart upload: its text fields and at most one file, buffered up to `maxBytes`.
 * The size is checked on the bytes received, whatever the client claims.
 */
export async function receiveUpload(request: FastifyRequest, options: { maxBytes: number; tooLargeMessage: Message }): Promise<ReceivedUpload> {
  if (!request.isMultipart()) return { file: null, fields: {} };
  const fields: Record<string, string> = {};
  let file: ReceivedUpload['file'] = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxBytes, files: 1 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const content = await part.toBuffer();
      // An empty file input still sends a part, with no name and no bytes: that is "no file".
      if (part.filename && content.length > 0) file = { fileName: part.filename, content };
    }
  } catch (error) {
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(options.tooLargeMessage);
    if (errorCode(error) === 'FST_FILES_LIMIT')
      throw new AppError('BAD_REQUEST', 'documents.oneFileAtATime', [{ path: 'file', message: 'documents.oneFileIssue' }]);
    if (isClientError(error)) throw error;
    // The multipart parser's own complaints ("Unexpected end of form", "Malformed part header")
    // carry no status: the body is broken, which is the client's to fix, not a 500.
    throw new AppError('BAD_REQUEST', 'documents.malformed', [{ path: 'file', message: 'documents.malformedIssue' }]);
  }
  if (file && file.content.length > options.maxBytes) throw tooLarge(options.tooLargeMessage);
  return { file, fields };
}

function tooLarge(message: Message) {
  return new AppError('PAYLOAD_TOO_LARGE', message, [{ path: 'file', message }]);
}

/** The file of an upload, or the refusal "Please select a file to upload." (docs/product/schools.md#documents). */
export function requireFile(upload: ReceivedUpload): NonNullable<ReceivedUpload['file']> {
  if (!upload.file) throw new AppError('VALIDATION_FAILED', 'documents.noFile', [{ path: 'file', message: 'documents.noFile' }]);
  return upload.file;
}

/** Validates the text fields of a multipart body with the shared contract, naming each bad field. */
export function parseUploadFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw invalidInput(parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || '(body)', message: zodIssueMessage(issue) })));
}
