/**
 * The URL of a stored file, served under `/files` or another files route base (`/phase_report`,
 * `/training_document/file`). Keys are URL-safe as stored (file-key.ts), so the URL's last segment
 * is the file's name exactly as it downloads.
 */
export function fileUrl(key: string, base?: string): string;
export function fileUrl(key: string | null, base?: string): string | null;
export function fileUrl(key: string | null, base = "/files"): string | null {
  return key ? `/api/v1${base}/${key}` : null;
}
