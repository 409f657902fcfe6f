import type { SessionUser } from "@trms/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../errors";
import type { FileStore } from "./file-store";

/** Decides, per folder, whether this account may read a stored file; unknown folders are denied. */
export type FileAccess = (user: SessionUser, key: string) => Promise<boolean>;

const CONTENT_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  xls: "application/vnd.ms-excel",
};

export const filesRoutes: FastifyPluginAsyncZod<{
  store: FileStore;
  access: Record<string, FileAccess>;
  /** Where the files are served under the API base: "/files" or the spec's "/phase_report". */
  base: string;
  /**
   * The app's own pages may show the files in a frame (the documents folder previews PDFs in the
   * browser); every other page still may not.
   */
  embeddable?: boolean;
}> = async (app, { store, access, base, embeddable }) => {
  app.get(
    `${base}/*`,
    {
      schema: {
        params: z.object({ "*": z.string().max(300) }),
        tags: ["files"],
        summary: "A stored file, for those who may see its record",
      },
      config: { access: "session.any" },
    },
    async (request, reply) => {
      const key = request.params["*"];
      const folder = key.split("/")[0] ?? "";
      const allowed = access[folder];
      // A file the account may not see reads exactly like one that does not exist.
      if (!allowed || !/^[a-z_]+\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.[a-z]+$/.test(key) || !request.user)
        throw notFound();
      if (!(await allowed(request.user, key))) throw notFound();
      const stream = await store.get(key);
      if (!stream) throw notFound();
      const extension = key.split(".").pop() ?? "";
      reply.header("content-type", CONTENT_TYPES[extension] ?? "application/octet-stream");
      reply.header("cache-control", "private, max-age=3600");
      reply.header("content-disposition", `inline; filename="${key.split("/").pop()}"`);
      if (embeddable) {
        reply.header("content-security-policy", "frame-ancestors 'self'");
        reply.header("x-frame-options", "SAMEORIGIN");
      }
      return reply.send(stream);
    },
  );
};
