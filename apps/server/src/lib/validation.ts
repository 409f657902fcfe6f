import { isServerMessageKey, type ServerMessageKey } from "@trms/shared";

/** A zod issue's own key when it names one of ours; otherwise a key by the issue's kind. */
export function issueMessageKey(kind: string, message: string | undefined): ServerMessageKey {
  if (message && isServerMessageKey(message)) return message;
  switch (kind) {
    case "invalid_type":
      return message?.includes("received undefined") ? "field_required" : "field_wrong_type";
    case "unrecognized_keys":
      return "field_unknown";
    case "too_big":
      return "field_too_long";
    case "too_small":
      return "field_too_short";
    default:
      return "field_invalid";
  }
}
