// jsdom has no object URLs and cannot follow a download link; this records what
// lib/csv.ts would have downloaded instead.
import { vi } from 'vitest';

export interface Download {
  fileName: string;
  blob: Blob;
}

/** Stubs object URLs and link clicks; restore it with vi.restoreAllMocks(). */
export function stubDownloads() {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  const createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  const revokeObjectURL = vi.fn();
  // jsdom's URL lacks these two, so there is nothing for vi.spyOn to wrap.
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) downloads.push({ fileName: this.download, blob });
  });
  return { downloads, revokeObjectURL };
}
