// A stand-in for XMLHttpRequest that lets a test say how many bytes went out and what came
// back; jsdom's own would try to reach a server.
import { vi } from 'vitest';

interface FakeProgressEvent {
  lengthComputable: boolean;
  loaded: number;
  total: number;
}

export class FakeXMLHttpRequest {
  static instances: FakeXMLHttpRequest[] = [];

  method = '';
  url = '';
  requestHeaders: Record<string, string> = {};
  body: unknown = undefined;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders: Record<string, string> = {};

  upload: { onprogress: ((event: FakeProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXMLHttpRequest.instances.push(this);
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.requestHeaders[name] = value;
  }

  send(body: unknown): void {
    this.body = body;
  }

  abort(): void {
    this.onabort?.();
  }

  /** The browser reports `loaded` of `total` request bytes sent. */
  sendProgress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  getResponseHeader(name: string): string | null {
    const found = Object.entries(this.responseHeaders).find(
      ([header]) => header.toLowerCase() === name.toLowerCase(),
    );
    return found ? found[1] : null;
  }

  /** The server answers; an object body is sent as JSON, a string as is. */
  respond(
    status: number,
    statusText: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): void {
    this.status = status;
    this.statusText = statusText;
    this.responseHeaders = headers;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }

  /** The connection drops before any answer. */
  failNetwork(): void {
    this.onerror?.();
  }
}

export function installFakeXhr(): typeof FakeXMLHttpRequest {
  FakeXMLHttpRequest.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return FakeXMLHttpRequest;
}

export function lastXhr(): FakeXMLHttpRequest {
  const xhr = FakeXMLHttpRequest.instances.at(-1);
  if (!xhr) throw new Error('no XMLHttpRequest was sent');
  return xhr;
}
