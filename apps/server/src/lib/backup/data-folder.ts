import { createHash } from "node:crypto";
import { chmod, rm } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The embedded database's folder is opened by one process at a time (ADR 1041). Whoever opens it
 * (the server, or the backup and restore commands when no server runs) first binds a Unix socket
 * in the data folder; a second process finds the socket answering and does not open the folder.
 * The server answers the backup command's request for a snapshot on the same socket.
 */

/** Who holds a data folder. */
export type Holder = "server" | "backup" | "restore" | "verify" | "purge";

export type FolderRequest =
  | { op: "who" }
  | { op: "snapshot"; target: string }
  | { op: "verify" }
  | { op: "purge" };
export type FolderReply =
  | { ok: true; holder: Holder; pid: number; snapshot?: unknown; verification?: unknown; purge?: unknown }
  | { ok: false; holder: Holder; pid: number; error: string };

/**
 * The socket of a data folder: `trms.sock` inside it, or, when that path is too long for a Unix
 * socket (about 107 bytes), a name in the temporary folder made from the data folder's path.
 */
export function dataFolderSocket(dataDir: string): string {
  const inside = path.join(path.resolve(dataDir), "trms.sock");
  if (Buffer.byteLength(inside) <= 100) return inside;
  const hash = createHash("sha256").update(path.resolve(dataDir)).digest("hex").slice(0, 16);
  return path.join(tmpdir(), `trms-${hash}.sock`);
}

/** Asks the process holding the folder; undefined when none answers (no socket, or a stale one). */
export function askHolder(
  dataDir: string,
  request: FolderRequest,
  timeoutMs = 10 * 60_000,
): Promise<FolderReply | undefined> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(dataFolderSocket(dataDir));
    let answer = "";
    let connected = false;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error("the process holding the data folder did not answer"));
    }, timeoutMs);
    socket.setEncoding("utf8");
    socket.on("connect", () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("end", () => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(answer) as FolderReply);
      } catch {
        reject(new Error("the process holding the data folder answered something unreadable"));
      }
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (!connected && (error.code === "ENOENT" || error.code === "ECONNREFUSED")) resolve(undefined);
      else reject(error);
    });
  });
}

/** Thrown when another process holds the data folder. */
export class DataFolderHeld extends Error {
  constructor(
    readonly holder: Holder,
    readonly pid: number,
  ) {
    super(`the data folder is in use by another process (${holder}, pid ${pid})`);
  }
}

export interface DataFolderClaim {
  /** Answers snapshot requests from now on (the server, once it serves). */
  answerSnapshots(handler: (target: string) => Promise<unknown>): void;
  /** Answers `npm run verify`'s requests from now on (the server, once it serves). */
  answerVerifications(handler: () => Promise<unknown>): void;
  /** Answers `npm run purge`'s requests from now on (the server, once it serves). */
  answerPurges(handler: () => Promise<unknown>): void;
  release(): Promise<void>;
}

function listen(server: net.Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    server.once("error", failed);
    server.listen(socketPath, () => {
      server.off("error", failed);
      resolve();
    });
  });
}

/**
 * Claims the data folder for this process, or throws DataFolderHeld naming the process that has
 * it. A socket left by a process that died is found not answering and replaced.
 */
export async function claimDataFolder(dataDir: string, holder: Holder): Promise<DataFolderClaim> {
  const socketPath = dataFolderSocket(dataDir);
  let snapshots: ((target: string) => Promise<unknown>) | undefined;
  let verifications: (() => Promise<unknown>) | undefined;
  let purges: (() => Promise<unknown>) | undefined;
  const reply = async (request: FolderRequest): Promise<FolderReply> => {
    const who = { holder, pid: process.pid };
    if (request.op === "who") return { ok: true, ...who };
    if (request.op === "verify") {
      if (!verifications) return { ok: false, ...who, error: holder === "server" ? "starting" : "busy" };
      try {
        return { ok: true, ...who, verification: await verifications() };
      } catch (error) {
        return { ok: false, ...who, error: (error as Error).message };
      }
    }
    if (request.op === "purge") {
      if (!purges) return { ok: false, ...who, error: holder === "server" ? "starting" : "busy" };
      try {
        return { ok: true, ...who, purge: await purges() };
      } catch (error) {
        return { ok: false, ...who, error: (error as Error).message };
      }
    }
    if (!snapshots) return { ok: false, ...who, error: holder === "server" ? "starting" : "busy" };
    try {
      // A new folder of the caller's choosing: the socket admits the data folder's owner only.
      if (!path.isAbsolute(request.target)) throw new Error("the snapshot folder must be an absolute path");
      return { ok: true, ...who, snapshot: await snapshots(request.target) };
    } catch (error) {
      return { ok: false, ...who, error: (error as Error).message };
    }
  };
  const server = net.createServer((socket) => {
    let request = "";
    socket.setEncoding("utf8");
    socket.on("error", () => undefined);
    socket.on("data", (chunk) => {
      request += chunk;
      if (!request.includes("\n")) return;
      let parsed: FolderRequest;
      try {
        parsed = JSON.parse(request.slice(0, request.indexOf("\n"))) as FolderRequest;
      } catch {
        socket.end();
        return;
      }
      void reply(parsed).then((answer) => socket.end(`${JSON.stringify(answer)}\n`));
    });
  });
  try {
    await listen(server, socketPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    const other = await askHolder(dataDir, { op: "who" }, 5_000).catch(() => undefined);
    if (other) throw new DataFolderHeld(other.holder, other.pid);
    await rm(socketPath, { force: true });
    try {
      await listen(server, socketPath);
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === "EADDRINUSE") throw new DataFolderHeld(holder, 0);
      throw again;
    }
  }
  // Only the data folder's owner may ask for a snapshot (the files are theirs already).
  await chmod(socketPath, 0o600);
  server.unref();
  return {
    answerSnapshots(handler) {
      snapshots = handler;
    },
    answerVerifications(handler) {
      verifications = handler;
    },
    answerPurges(handler) {
      purges = handler;
    },
    async release() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(socketPath, { force: true });
    },
  };
}
