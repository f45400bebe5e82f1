import { Transform, type TransformCallback } from 'node:stream';

export class ByteLimitExceededError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The upload is larger than ${maxBytes} bytes.`);
    this.name = 'ByteLimitExceededError';
  }
}

/**
 * Passes bytes through until more than `maxBytes` have gone by, then fails the stream. The
 * server counts what it really receives and never trusts a Content-Length or a client check.
 */
export function createByteLimit(maxBytes: number): Transform & { readonly bytesSeen: number } {
  let bytesSeen = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      bytesSeen += chunk.length;
      if (bytesSeen > maxBytes) callback(new ByteLimitExceededError(maxBytes));
      else callback(null, chunk);
    },
  });
  return Object.defineProperty(limiter, 'bytesSeen', { get: () => bytesSeen }) as Transform & { readonly bytesSeen: number };
}
