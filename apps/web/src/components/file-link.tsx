import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import Link from "@mui/material/Link";
import type { SxProps, Theme } from "@mui/material/styles";
import { fileNameOfUrl } from "../lib/file-name";

/**
 * A stored file, opened in a new tab and named as it was uploaded (its URL's last segment). Every
 * screen that links a record's file uses this, so each shows the same name the download gets.
 */
export function FileLink({
  url,
  name,
  sx,
  "aria-label": label,
}: {
  url: string;
  name?: string;
  sx?: SxProps<Theme>;
  /** A fuller name for screen readers where the file's own name alone is ambiguous. */
  "aria-label"?: string;
}) {
  const shown = name ?? fileNameOfUrl(url);
  return (
    <Link
      href={url}
      aria-label={label}
      target="_blank"
      rel="noopener"
      variant="body2"
      sx={[
        { display: "inline-flex", alignItems: "center", gap: 0.5, overflowWrap: "anywhere", minWidth: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <span>{shown}</span>
      <OpenInNewIcon sx={{ fontSize: 16, flexShrink: 0 }} aria-hidden />
    </Link>
  );
}
