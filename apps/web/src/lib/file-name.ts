/**
 * The name a stored file downloads as, and the name to show for it: the last segment of its URL
 * (part2 §9), which the server makes the name the file was uploaded with.
 */
export function fileNameOfUrl(url: string, fallback = "file"): string {
  const last = url.split(/[?#]/)[0]?.split("/").pop() ?? "";
  try {
    return decodeURIComponent(last) || fallback;
  } catch {
    return last || fallback;
  }
}
