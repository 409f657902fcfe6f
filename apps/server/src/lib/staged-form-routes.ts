import { jsonCall, type Route, uploadCall } from "./routes";
import type { AnyStagedForm } from "./staged-form";
import {
  setStagedFormDownloadedFlag,
  setStagedFormStatus,
  stagedFormHistory,
  submitFormStage,
} from "./staged-form";
import { reportFileRule, statusFileRule } from "./workflow-files";

/**
 * The routes of a staged form's calls, as its declaration names them: the stage upload and the
 * status change (multipart, their files under the form's folder, on the record version `If-Match`
 * names, ADR 1600), the history, and the
 * downloaded flag when the form has one. Each guard (`access`) runs before the body is read; the
 * transition table then decides, and the upload of a refused call is removed again.
 */
export function stagedFormRoutes(form: AnyStagedForm): Route[] {
  const tags = [form.tag];
  const routes: Route[] = [
    uploadCall({
      path: form.submit.path,
      access: form.submit.access,
      summary: form.submit.summary,
      tags,
      body: form.submit.body,
      files: reportFileRule(form.folder),
      reply: form.submit.reply,
      ifMatch: true,
      call: (args) => submitFormStage(form, args),
    }),
    uploadCall({
      path: form.setStatus.path,
      access: form.setStatus.access,
      summary: form.setStatus.summary,
      tags,
      body: form.setStatus.body,
      files: statusFileRule(form.folder),
      reply: form.setStatus.reply,
      ifMatch: true,
      call: (args) => setStagedFormStatus(form, args),
    }),
    jsonCall({
      path: form.history.path,
      access: form.history.access,
      summary: form.history.summary,
      tags,
      body: form.history.body,
      reply: form.history.reply,
      call: (args) => stagedFormHistory(form, args),
    }),
  ];
  const downloaded = form.downloaded;
  if (downloaded)
    routes.push(
      jsonCall({
        path: downloaded.path,
        access: downloaded.access,
        summary: downloaded.summary,
        tags,
        body: downloaded.body,
        reply: downloaded.reply,
        call: (args) => setStagedFormDownloadedFlag(form, args),
      }),
    );
  return routes;
}
