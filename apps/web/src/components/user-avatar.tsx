import Avatar from "@mui/material/Avatar";

/** First and last initials, as the top bar shows them, for accounts without a photo. */
export function initials(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

/** A person's photo, or their initials; decorative (alt="") because the name is always beside it. */
export function UserAvatar({
  src,
  name,
  size = 36,
}: {
  src: string | null | undefined;
  name: string;
  size?: number;
}) {
  return (
    <Avatar
      src={src ?? undefined}
      alt=""
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        bgcolor: "primary.light",
        color: "primary.contrastText",
      }}
    >
      {/* No name yet (a new pilot): MUI's default person silhouette instead of empty initials. */}
      {initials(name) || undefined}
    </Avatar>
  );
}
