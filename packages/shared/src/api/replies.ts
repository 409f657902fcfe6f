import { z } from "zod";

/**
 * What a call answers, described once in zod: the server serialises each reply
 * through its route's schema (what is not described is not sent, what does not match is a server
 * fault), the API description is generated from it, and the web's reply types are inferred from it.
 */

/** The success envelope `{code: "OK", data}` around one call's data. */
export const okReply = <Data extends z.ZodType>(data: Data) => z.object({ code: z.literal("OK"), data });

/** A call that answers no data: `{code: "OK", data: null}`. */
export const okEmptyReply = okReply(z.null());

/** A date as the contract sends it: YYYY-MM-DD. */
export const dateText = z.string().meta({ format: "date" });
/** A moment as the contract sends it: ISO 8601 with its offset. */
export const dateTimeText = z.string().meta({ format: "date-time" });
/** A stored file's URL (its last segment is the file's name, part2 §9), or null when none. */
export const fileUrlText = z.string().meta({ description: "The file's URL; its last segment is its name" });

/**
 * A file answered as it is (a PDF, a workbook, a calendar), not in the envelope: the description
 * names its content types, and Fastify sends the bytes without serialising them.
 */
export const fileReply = (description: string, ...contentTypes: string[]) => ({
  description,
  content: Object.fromEntries(
    contentTypes.map((type) => [type, { schema: z.string().meta({ format: "binary" }) }]),
  ),
});
