import type { Permission, Role } from "@trms/shared";
import { pilots } from "../src/features/pilot";
import { users } from "../src/features/user";
import { hashVerifier, passwordVerifier, randomHex } from "../src/lib/crypto";
import type { TestContext } from "./harness";

export const TEST_PASSWORD = "Test@1234";

/** Creates exactly the account a test needs, straight in the database. */
export async function createAccount(
  ctx: TestContext,
  account: {
    email: string;
    role: Role;
    fleet?: string;
    managementRole?: readonly Permission[];
    isAdmin?: boolean;
    crewCode?: string;
  },
) {
  const salt = randomHex(16);
  const [user] = await ctx.database.db
    .insert(users)
    .values({
      email: account.email,
      fullName: account.email.split("@")[0] ?? "test",
      role: account.role,
      fleet: account.fleet ?? "A321",
      isAdmin: account.isAdmin ?? false,
      managementRole: [...(account.managementRole ?? [])],
      passwordSalt: salt,
      passwordHash: await hashVerifier(passwordVerifier(TEST_PASSWORD, salt)),
    })
    .returning();
  if (!user) throw new Error("insert failed");
  let pilotId: number | null = null;
  if (account.crewCode) {
    const [pilot] = await ctx.database.db
      .insert(pilots)
      .values({ userId: user.id, crewCode: account.crewCode, fullName: user.fullName, fleet: user.fleet })
      .returning({ id: pilots.id });
    pilotId = pilot?.id ?? null;
  }
  return { ...user, pilotId };
}

export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** The demo accounts most route tests sign in as (admin is the super administrator). */
export const DEMO_ACCOUNTS = {
  admin: "admin@demo.trms",
  staff: "staff@demo.trms",
  instructor: "instructor@demo.trms",
  pilot: "pilot@demo.trms",
  pilot2: "pilot2@demo.trms",
} as const;

/** Signs each demo account in and returns its token by key. */
export async function demoTokens(api: {
  tokenFor(email: string): Promise<string>;
}): Promise<Record<keyof typeof DEMO_ACCOUNTS, string>> {
  const tokens = {} as Record<keyof typeof DEMO_ACCOUNTS, string>;
  for (const [key, email] of Object.entries(DEMO_ACCOUNTS) as [keyof typeof DEMO_ACCOUNTS, string][]) {
    tokens[key] = await api.tokenFor(email);
  }
  return tokens;
}
