import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadConfig } from "../src/config";

/**
 * The deploy files as far as they can be proven without a container engine: the
 * settings compose.yaml and the Dockerfile give the app are ones the server reads and docs/operations.md
 * names, they load, and the image, the load balancer and the services agree on names, ports and
 * paths. The same topology runs without containers in two-instances.test.ts. One run is enough:
 * nothing here depends on the database.
 */
const here = process.env.TEST_DATABASE_URL
  ? process.env.TRMS_TEST_DB === "postgres"
  : process.env.TRMS_TEST_DB !== "postgres";
const root = path.resolve(import.meta.dirname, "../../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

interface Service {
  build?: unknown;
  image?: string;
  environment?: Record<string, string | number | boolean>;
  ports?: string[];
  volumes?: string[];
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
}
const compose = parse(read("compose.yaml"), { merge: true }) as {
  services: Record<string, Service>;
  networks: Record<string, { ipam?: { config?: { subnet: string }[] } }>;
};
const appServices = Object.entries(compose.services).filter(([, service]) => service.build !== undefined);
const dockerfile = read("Dockerfile");
/** The Dockerfile's last stage: what the image runs. */
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));

/** Every variable config.ts reads from the environment (`env.NAME`), with storage-env.ts, which it uses. */
const configVariables = new Set(
  ["apps/server/src/config.ts", "apps/server/src/storage-env.ts"]
    .flatMap((file) => [...read(file).matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)])
    .map((match) => match[1]),
);
/** The configuration section of docs/operations.md, up to the next section of the same level. */
const readmeConfiguration = (() => {
  const readme = read("docs/operations.md");
  const start = readme.indexOf("\n## Configuration");
  const end = readme.indexOf("\n## ", start + 1);
  return readme.slice(start, end === -1 ? undefined : end);
})();

/** `${NAME:?message}` and `${NAME:-default}` as compose would fill them from this environment. */
function interpolate(value: string, secrets: Record<string, string>): string {
  return value
    .replace(
      /\$\{([A-Z_][A-Z0-9_]*)(?::([?-])([^}]*))?\}/g,
      (_, name: string, kind?: string, rest?: string) => {
        if (secrets[name] !== undefined) return secrets[name];
        if (kind === "-") return rest ?? "";
        throw new Error(`compose would stop: ${name} is unset (${rest})`);
      },
    )
    .replaceAll("$$", "$");
}

const SECRETS = {
  POSTGRES_PASSWORD: "postgres-secret",
  JWT_SECRET: "a-jwt-secret-shared-by-both-instances",
  S3_SECRET_ACCESS_KEY: "minio-secret-key",
  METRICS_TOKEN: "metrics-token-0123456789abcdef",
};
const dataDir = mkdtempSync(path.join(tmpdir(), "trms-compose-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.runIf(here)("compose.yaml and the Dockerfile", () => {
  it("runs two app instances built from the Dockerfile", () => {
    expect(appServices.map(([name]) => name).sort()).toEqual(["app1", "app2"]);
    expect(compose.services).toHaveProperty("postgres");
    expect(compose.services).toHaveProperty("minio");
    expect(compose.services).toHaveProperty("mailpit");
    expect(compose.services).toHaveProperty("lb");
  });

  it("sets only variables the server reads, each named in the configuration section of docs/operations.md", () => {
    expect(configVariables.size).toBeGreaterThan(15);
    const dockerfileVariables = [...runtimeStage.matchAll(/^\s*(?:ENV\s+)?([A-Z][A-Z0-9_]*)=/gm)].map(
      (match) => match[1],
    );
    expect(dockerfileVariables.sort()).toEqual(["DATA_DIR", "NODE_ENV", "PORT"]);
    for (const [name, service] of appServices) {
      const variables = Object.keys(service.environment ?? {});
      expect(variables.length, name).toBeGreaterThan(10);
      for (const variable of [...variables, ...dockerfileVariables]) {
        expect(configVariables.has(variable), `${name}: ${variable} is not read by config.ts`).toBe(true);
        expect(
          readmeConfiguration,
          `${variable} is not in the configuration section of docs/operations.md`,
        ).toContain(`\`${variable}`);
      }
    }
  });

  it("gives both instances the settings they must share, and values the server accepts", () => {
    const [first, second] = appServices.map(([, service]) => service.environment ?? {});
    for (const shared of ["DATABASE_URL", "JWT_SECRET", "S3_BUCKET", "S3_ENDPOINT", "PUBLIC_URL", "SMTP_URL"])
      expect(first?.[shared], shared).toBeDefined();
    expect(first).toEqual(second);
    const env = Object.fromEntries(
      Object.entries(first ?? {}).map(([name, value]) => [name, interpolate(String(value), SECRETS)]),
    );
    const config = loadConfig({ ...env, DATA_DIR: dataDir });
    expect(config.databaseUrl).toBe("postgres://trms:postgres-secret@postgres:5432/trms");
    expect(config.s3).toMatchObject({ bucket: "trms-files", endpoint: "http://minio:9000" });
    expect(config.smtpUrl).toBe("smtp://mailpit:1025");
    expect(config.seedDemo).toBe(false);
    expect(config.metrics).toEqual({ token: SECRETS.METRICS_TOKEN, port: 9464 });
    // Only the load balancer's address may name the client's.
    const lb = compose.services.lb?.networks as Record<string, { ipv4_address?: string }>;
    const [network, attachment] = Object.entries(lb)[0] ?? [];
    expect(config.trustProxy).toEqual([attachment?.ipv4_address]);
    const subnet = compose.networks[network ?? ""]?.ipam?.config?.[0]?.subnet ?? "";
    expect(attachment?.ipv4_address?.startsWith(subnet.split(".").slice(0, 3).join("."))).toBe(true);
    // Without a secret compose refuses to start rather than run with an empty one.
    expect(() => interpolate(String(first?.JWT_SECRET), {})).toThrow(/JWT_SECRET/);
  });

  it("balances over both instances on their port, keeps /metrics inside and takes 30 MB uploads", () => {
    const nginx = read("deploy/nginx.conf");
    const port = String(appServices[0]?.[1].environment?.PORT);
    const upstreams = [...nginx.matchAll(/^\s*server\s+([\w-]+):(\d+)/gm)].map(
      (match) => `${match[1]}:${match[2]}`,
    );
    expect(upstreams.sort()).toEqual(appServices.map(([name]) => `${name}:${port}`).sort());
    expect(nginx).toMatch(/location = \/metrics \{ return 404; \}/);
    expect(Number(/client_max_body_size (\d+)m;/.exec(nginx)?.[1])).toBeGreaterThanOrEqual(30);
    expect(nginx).toContain("proxy_set_header X-Request-Id");
    expect(compose.services.lb?.volumes).toContain("./deploy/nginx.conf:/etc/nginx/nginx.conf:ro");
  });

  it("builds a non-root image of the compiled server and the built web app, checked on /healthz", () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/RUN npm ci\n/);
    expect(dockerfile).toMatch(/RUN npm run build\n/);
    expect(runtimeStage).toMatch(/^USER node$/m);
    expect(runtimeStage).toMatch(/^HEALTHCHECK [^\n]*\\\n[^\n]*\/healthz/m);
    expect(runtimeStage).toContain('CMD ["node", "apps/server/dist/main.js"]');
    const copied = [...runtimeStage.matchAll(/^COPY --from=build \/app\/(\S+) (\S+)$/gm)].map(
      (match) => match[1],
    );
    expect(copied.sort()).toEqual([
      "apps/server/assets",
      "apps/server/dist",
      "apps/server/drizzle",
      "apps/web/dist",
      "scripts/archive.mjs",
    ]);
    // What the server reads beside its code at run time is in the image: the demo workbook the seed
    // files, and the script `npm run backup` runs.
    expect(existsSync(path.join(root, "apps/server/assets/demo/sim-schedule.xlsx"))).toBe(true);
    expect(JSON.parse(read("package.json")).scripts.backup).toContain("scripts/archive.mjs");
    // The build writes the compiled server and the web app where the image takes them from.
    expect(read("scripts/build-server.mjs")).toContain('path.join(root, "apps/server/dist")');
    expect(existsSync(path.join(root, "apps/server/drizzle/meta/_journal.json"))).toBe(true);
    expect(runtimeStage).not.toMatch(/COPY (--from=build \/app\/)?(apps\/server\/src|packages|e2e)/);
    const exposed = /^EXPOSE ([\d ]+)$/m.exec(runtimeStage)?.[1]?.split(" ");
    expect(exposed).toEqual(
      expect.arrayContaining(["3000", String(appServices[0]?.[1].environment?.METRICS_PORT)]),
    );
  });

  it("leaves out of the build context nothing the build reads", () => {
    const ignored = read(".dockerignore")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#"));
    const needed = [
      "package.json",
      "package-lock.json",
      "tsconfig.base.json",
      "scripts/build-server.mjs",
      "scripts/route-sizes.mjs",
      "apps/server/src/main.ts",
      "apps/server/drizzle/meta/_journal.json",
      "apps/web/index.html",
      "apps/web/vite.config.ts",
      "packages/shared/src/index.ts",
    ];
    for (const file of needed) {
      expect(existsSync(path.join(root, file)), file).toBe(true);
      const hit = ignored.find((pattern) => {
        const bare = pattern.replace(/^\*\*\//, "");
        return file === bare || file.startsWith(`${bare}/`) || file.split("/").includes(bare);
      });
      expect(hit, `${file} is ignored by ${hit}`).toBeUndefined();
    }
    for (const heavy of ["**/node_modules", "**/dist", ".git", "data"]) expect(ignored).toContain(heavy);
  });
});
