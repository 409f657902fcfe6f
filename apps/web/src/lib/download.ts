import { API_BASE, apiHeaders, REQUEST_ID_HEADER, readEnvelope } from "./api";

/** The file name the server chose, from Content-Disposition (its UTF-8 form when given). */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get("content-disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * Downloads a file the API serves by GET (an export, a report) and saves it. Fetched rather than
 * linked, so a failure reaches the page as an ApiError (shown as a notice) instead of a JSON body in
 * a new tab. The name is `name` when given, else the server's, else `fallback`.
 */
export async function downloadApiFile(
  path: string,
  query: URLSearchParams,
  options: { name?: string; fallback: string },
): Promise<void> {
  const response = await fetch(`${API_BASE}${path}?${query}`, {
    headers: apiHeaders(),
    credentials: "same-origin",
  });
  if (!response.ok)
    readEnvelope(path, response.status, await response.text(), response.headers.get(REQUEST_ID_HEADER));
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = options.name ?? fileNameOf(response, options.fallback);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
