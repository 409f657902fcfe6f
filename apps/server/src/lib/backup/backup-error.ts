import { type Language, type ServerMessageKey, translateServerMessage } from "@trms/shared";

/** A refusal or failure the operator reads: a message key of the catalogue and its values. */
export class BackupError extends Error {
  constructor(
    readonly key: ServerMessageKey,
    readonly values: Record<string, string> = {},
  ) {
    super(translateServerMessage(key, "en", values));
  }

  /** The message in the operator's language. */
  in(language: Language): string {
    return translateServerMessage(this.key, language, this.values);
  }
}
