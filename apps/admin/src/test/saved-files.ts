import { vi } from 'vitest';

/**
 * The CSV files the console saves, by name, as text (without the byte-order mark): the browser's
 * download (an object URL on a clicked link) caught. Call vi.restoreAllMocks after the test.
 */
export function savedFiles(): Map<string, Promise<string>> {
  const files = new Map<string, Promise<string>>();
  let last: Blob | undefined;
  URL.createObjectURL = (blob: Blob) => {
    last = blob;
    return 'blob:csv';
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.set(
      this.download,
      (last as Blob).text().then((text) => text.replace(/^\uFEFF/, '')),
    );
  });
  return files;
}
