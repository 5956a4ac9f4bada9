import { MAX_UPLOAD_BYTES, fileTooLargeMessage } from '@repo/contracts/files';
import { HTTPException } from 'hono/http-exception';

/** Room for the multipart boundaries, part headers and the userId field around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES;

export interface UploadForm {
  file: File;
  /** The file name as the user's system had it (multipart escaping undone). */
  fileName: string;
  userId: unknown;
}

const tooLarge = (bytes: number) => new HTTPException(413, { message: fileTooLargeMessage(bytes) });

/**
 * Reads the multipart body of an upload. A declared length over the limit is refused
 * before a byte of the body is read; a body without a length (or a lying one) is counted
 * as it streams and cut off at the limit.
 */
export async function readUploadForm(request: Request): Promise<UploadForm> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw new HTTPException(415, {
      message: 'Expected a multipart/form-data body with the fields file and userId',
    });
  }
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > MAX_BODY_BYTES) throw tooLarge(declared - estimateOverhead(contentType));
  if (!request.body) throw new HTTPException(400, { message: 'The upload has no body' });

  let received = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > MAX_BODY_BYTES) controller.error(tooLarge(received));
        else controller.enqueue(chunk);
      },
    }),
  );

  let form: FormData;
  try {
    form = await new Response(counted, { headers: { 'content-type': contentType } }).formData();
  } catch (error) {
    if (received > MAX_BODY_BYTES) throw tooLarge(received);
    throw new HTTPException(400, {
      message: `The multipart body could not be read: ${error instanceof Error ? error.message : 'malformed'}`,
    });
  }
  const file: unknown = form.get('file');
  if (!(file instanceof File)) {
    throw new HTTPException(400, {
      message: 'Missing field: file (send the file as a multipart file part)',
    });
  }
  return {
    file,
    fileName: unescapeMultipartName(file.name),
    userId: form.get('userId') ?? undefined,
  };
}

// Browsers escape exactly three characters in a multipart file name (HTML's
// multipart/form-data encoding): line feed, carriage return and the double quote.
function unescapeMultipartName(name: string): string {
  return name.replace(/%0A/gi, '\n').replace(/%0D/gi, '\r').replace(/%22/g, '"');
}

// The multipart framing around one small field and the file: a few hundred bytes. Taken
// off a declared length so the refusal names about the size of the file itself.
function estimateOverhead(contentType: string): number {
  const boundary = /boundary=("?)([^";]+)\1/i.exec(contentType)?.[2] ?? '';
  return 4 * (boundary.length + 4) + 256;
}
