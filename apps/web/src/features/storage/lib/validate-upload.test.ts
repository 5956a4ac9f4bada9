import { MAX_UPLOAD_BYTES } from '@repo/contracts/files';
import { describe, expect, it } from 'vitest';
import { validateUpload } from './validate-upload';

const MB = 1024 * 1024;

describe('validateUpload', () => {
  it.each(['image/png', 'image/jpeg', 'application/pdf', 'text/plain'])('accepts %s', (type) => {
    expect(validateUpload({ type, size: 1200 })).toBeNull();
  });

  it('rejects a GIF, naming the types allowed', () => {
    expect(validateUpload({ type: 'image/gif', size: 1200 })).toBe(
      'Unsupported file type: image/gif. Allowed: PNG, JPEG, PDF, TXT',
    );
  });

  it('names an unknown type "unknown"', () => {
    expect(validateUpload({ type: '', size: 1200 })).toBe(
      'Unsupported file type: unknown. Allowed: PNG, JPEG, PDF, TXT',
    );
  });

  it('rejects a 21 MB file with its size in MB', () => {
    expect(validateUpload({ type: 'application/pdf', size: 21 * MB })).toBe(
      'File too large: 21.0 MB. Max 20 MB',
    );
  });

  it('accepts a file of exactly 20 MB', () => {
    expect(validateUpload({ type: 'application/pdf', size: MAX_UPLOAD_BYTES })).toBeNull();
  });

  it('rejects an empty file', () => {
    expect(validateUpload({ type: 'text/plain', size: 0 })).toBe('The file is empty');
  });
});
