import { REQUEST_TIMEOUT_MS } from "@trms/shared";
import i18next from "i18next";
import { API_BASE, ApiError, apiHeaders, REQUEST_ID_HEADER, readEnvelope } from "./api";

// The body builder lives apart (no browser session needed) and is re-exported: one upload helper.
export { multipartBody } from "./multipart";

export interface UploadOptions {
  /** Fraction sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Headers of this call beside the app's own (a queued write's Idempotency-Key and If-Match). */
  headers?: Record<string, string>;
}

/**
 * The one multipart POST (build its body with multipartBody), through XMLHttpRequest, because fetch reports no upload progress.
 * The timeout restarts with each progress event so a slow but moving 30 MB upload is not cut off.
 */
export function apiUpload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let timer = 0;
    let timedOut = false;
    const fail = (reason: "internal" | "timeout") =>
      reject(new ApiError("INTERNAL_ERROR", i18next.t(`common:errors.${reason}`)));
    const armTimeout = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        timedOut = true;
        xhr.abort();
      }, REQUEST_TIMEOUT_MS);
    };
    xhr.open("POST", API_BASE + path);
    for (const [name, value] of Object.entries({ ...apiHeaders(), ...options.headers }))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      armTimeout();
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      window.clearTimeout(timer);
      try {
        resolve(
          readEnvelope<T>(path, xhr.status, xhr.responseText, xhr.getResponseHeader(REQUEST_ID_HEADER)),
        );
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => {
      window.clearTimeout(timer);
      fail("internal");
    };
    xhr.onabort = () => {
      window.clearTimeout(timer);
      if (timedOut) fail("timeout");
      else reject(new DOMException("Aborted", "AbortError"));
    };
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    armTimeout();
    xhr.send(form);
  });
}
