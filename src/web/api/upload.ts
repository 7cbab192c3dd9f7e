import type { ErrorBody } from '../../shared/errors.ts';
import { ApiError } from './http.ts';

/** A file on its way to the server: the answer when it lands, and a way to stop it. */
export interface UploadHandle<T> {
  done: Promise<T>;
  cancel(): void;
}

/**
 * Sends a file's raw bytes to `url`. XMLHttpRequest rather than fetch: only it reports upload
 * progress in every browser. `onProgress` gets a fraction from 0 to 1; any status but `expected`
 * becomes the one ApiError the rest of the client throws.
 */
export function uploadBytes<T>(
  url: string,
  file: File,
  expected: number,
  onProgress: (fraction: number) => void,
  headers: Record<string, string> = {},
): UploadHandle<T> {
  const xhr = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    xhr.open('POST', url);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === expected) return resolve(xhr.response as T);
      const error = (xhr.response as ErrorBody | null)?.error;
      reject(
        new ApiError(
          xhr.status,
          error?.code ?? 'internal',
          error?.message ?? `The upload failed (${xhr.status})`,
        ),
      );
    };
    xhr.onerror = () =>
      reject(
        new ApiError(0, 'unavailable', 'Memento could not be reached. Check your connection and try again.'),
      );
    xhr.onabort = () => reject(new ApiError(0, 'aborted', 'Upload cancelled'));
    xhr.send(file);
  });
  return { done, cancel: () => xhr.abort() };
}

/** The name a file is sent under: the query parameter, at most 200 characters. */
export const uploadName = (file: File) => encodeURIComponent(file.name.slice(0, 200));
