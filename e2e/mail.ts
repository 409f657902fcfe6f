import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { serverDataDir } from "./servers";

/** The text of an .eml with quoted-printable soft breaks and =3D undone and base64 parts decoded. */
function readableMail(raw: string): string {
  const quotedPrintable = raw.replace(/=\r?\n/g, "").replace(/=3D/gi, "=");
  const base64Parts = [
    ...raw.matchAll(/Content-Transfer-Encoding:\s*base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi),
  ].map((match) => Buffer.from((match[1] ?? "").replace(/\s/g, ""), "base64").toString("utf8"));
  return [quotedPrintable, ...base64Parts].join("\n");
}

/** Waits for a mail to this address in DATA_DIR/outbox and returns the reset link's path. */
export async function resetLinkFor(email: string): Promise<string> {
  const dataDir = serverDataDir(test.info().parallelIndex);
  const outbox = join(dataDir, "outbox");
  let link: string | undefined;
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(outbox).filter((file) => file.endsWith(".eml"));
        } catch {
          return false;
        }
        for (const file of files) {
          const mail = readableMail(readFileSync(join(outbox, file), "utf8"));
          if (!mail.toLowerCase().includes(email)) continue;
          const found = mail.match(/https?:\/\/[^\s"'<>]+\/login\/reset_password\/[^\s"'<>]+/);
          if (found) link = found[0];
        }
        return Boolean(link);
      },
      { message: `a reset mail for ${email} in ${outbox}`, timeout: 15_000 },
    )
    .toBe(true);
  const url = new URL(link as string);
  return url.pathname + url.search;
}
