import type { FastifyReply } from "fastify";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The plain name of a header holds ASCII only: "Tổ bay.xlsx" is "To bay.xlsx" there. */
export const asciiName = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\u0111/g, "d")
    .replace(/\u0110/g, "D")
    .replace(/[^\x20-\x7e]|["\\]/g, "_");

/**
 * A generated file (an export workbook, a report PDF) sent as a download: named both plainly and as
 * UTF-8 (RFC 6266) so a Vietnamese name survives, and never cached, since it holds what the caller
 * may see now.
 */
export function sendDownload(reply: FastifyReply, body: unknown, name: string, contentType: string) {
  return reply
    .header("content-type", contentType)
    .header(
      "content-disposition",
      `attachment; filename="${asciiName(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .header("cache-control", "no-store")
    .send(body);
}
