import type { SessionUser } from "@trms/shared";
import { jwtVerify, SignJWT } from "jose";

export interface TokenClaims {
  sub: string;
  jti: string;
  exp: number;
}

/** A signed HS256 token naming the session (jti); the server trusts the session row, not the claims. */
export async function signToken(secret: Uint8Array, user: SessionUser, jti: string, expiresAt: Date) {
  return new SignJWT({
    role: user.role,
    fleet: user.fleet,
    crew_code: user.crew_code,
    management_role: user.management_role,
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(user.id))
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

export async function verifyToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"] });
    if (!payload.sub || !payload.jti || !payload.exp) return null;
    return { sub: payload.sub, jti: payload.jti, exp: payload.exp };
  } catch {
    return null;
  }
}
