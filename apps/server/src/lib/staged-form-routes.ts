import { okReply, type SessionUser } from "@trms/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../plugins/envelope";
import { unauthorized, validation } from "./errors";
import type { FileStore } from "./files/file-store";
import { uploadForm, withUpload } from "./files/upload";
import type { AnyStagedForm, StagedFormCalls } from "./staged-form";
import { reportFileRule, statusFileRule } from "./workflow-files";

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The signed-in account of a call past the route guard. */
function actorOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * The routes of a staged form's calls, as its declaration names them: the stage upload and the
 * status change (multipart, their files under the form's folder), the history, and the
 * downloaded flag when the form has one. Each guard (`access`) runs before the body is read; the
 * transition table then decides, and the upload of a refused call is removed again.
 */
export function registerStagedFormRoutes(
  app: App,
  form: AnyStagedForm,
  calls: StagedFormCalls,
  store: FileStore,
) {
  const report = reportFileRule(form.folder);
  const statusFile = statusFileRule(form.folder);
  const multipart = { tags: [form.tag], consumes: ["multipart/form-data"] };

  app.post(
    form.submit.path,
    {
      schema: { ...multipart, response: { 200: okReply(form.submit.reply) }, summary: form.submit.summary },
      config: { access: form.submit.access, upload: uploadForm(form.submit.body, report) },
    },
    async (request) =>
      ok(
        await withUpload(request, store, form.submit.body, report, (body, files) => {
          const file = files.submitted_report?.[0];
          if (!file) throw validation("submitted_report", "file_required");
          return calls.submit(actorOf(request), body, file);
        }),
      ),
  );

  app.post(
    form.setStatus.path,
    {
      schema: {
        ...multipart,
        response: { 200: okReply(form.setStatus.reply) },
        summary: form.setStatus.summary,
      },
      config: { access: form.setStatus.access, upload: uploadForm(form.setStatus.body, statusFile) },
    },
    async (request) =>
      ok(
        await withUpload(request, store, form.setStatus.body, statusFile, (body, files) =>
          calls.setStatus(actorOf(request), body, files.status_file?.[0]),
        ),
      ),
  );

  app.post(
    form.history.path,
    {
      schema: {
        body: form.history.body,
        tags: [form.tag],
        response: { 200: okReply(form.history.reply) },
        summary: form.history.summary,
      },
      config: { access: form.history.access },
    },
    async (request) =>
      ok(await calls.history(actorOf(request), form.history.id(request.body as Record<string, unknown>))),
  );

  const downloaded = form.downloaded;
  if (downloaded)
    app.post(
      downloaded.path,
      {
        schema: {
          body: downloaded.body,
          tags: [form.tag],
          response: { 200: okReply(downloaded.reply) },
          summary: downloaded.summary,
        },
        config: { access: downloaded.access },
      },
      async (request) =>
        ok(
          await calls.setDownloadedFlag(
            actorOf(request),
            downloaded.id(request.body as Record<string, unknown>),
          ),
        ),
    );
}
