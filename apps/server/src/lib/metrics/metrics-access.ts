import { createHash, timingSafeEqual } from "node:crypto";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether an Authorization header carries the metrics token, compared in constant time. */
export function holdsMetricsToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  if (!match?.[1]) return false;
  return timingSafeEqual(digest(match[1]), digest(token));
}
