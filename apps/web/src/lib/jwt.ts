/** The expiry (epoch seconds) of a JWT, or null when the token is not readable. The signature is the server's business. */
export function jwtExpiry(token: string): number | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), "=");
    const claims: unknown = JSON.parse(atob(padded));
    if (typeof claims === "object" && claims !== null && "exp" in claims && typeof claims.exp === "number") {
      return claims.exp;
    }
    return null;
  } catch {
    return null;
  }
}

export function isJwtLive(token: string, nowMs = Date.now()): boolean {
  const exp = jwtExpiry(token);
  return exp !== null && exp * 1000 > nowMs;
}
