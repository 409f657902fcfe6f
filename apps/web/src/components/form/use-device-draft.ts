import { useCallback, useEffect, useRef, useState } from "react";
import { discardDraft, readDraft, saveDraft } from "../../lib/device/drafts";
import type { NewOutboxItem } from "../../lib/device/outbox-item";

/** How long typing pauses before the draft is written. */
const SAVE_AFTER_MS = 800;

export interface DeviceDraft<V> {
  /** The form's starting values: the device's draft if it keeps one, else the empty form; null while read. */
  initial: V | null;
  /** Keeps the values typed so far (written once typing pauses). */
  keep: (values: V) => void;
  /** Forgets the draft: the form was sent (or queued) or given up. */
  discard: () => Promise<void>;
}

/**
 * A new record's form kept on the device as it is typed (ADR 1620), so a lost network, a reload or a
 * closed tab loses nothing: reopened, the form starts from the draft, which the Outbox lists too.
 */
export function useDeviceDraft<V>(
  key: string | null,
  empty: () => V,
  about: Pick<NewOutboxItem, "title" | "link">,
): DeviceDraft<V> {
  const [initial, setInitial] = useState<V | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const aboutNow = useRef(about);
  aboutNow.current = about;
  const emptyNow = useRef(empty);
  emptyNow.current = empty;

  useEffect(() => {
    if (!key) return;
    let live = true;
    readDraft<V>(key).then(
      (draft) => {
        if (live) setInitial(draft ? draft.values : emptyNow.current());
      },
      // A device without storage starts from the empty form, as before.
      () => live && setInitial(emptyNow.current()),
    );
    return () => {
      live = false;
      window.clearTimeout(timer.current);
    };
  }, [key]);

  const keep = useCallback(
    (values: V) => {
      if (!key) return;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void saveDraft(key, values, aboutNow.current), SAVE_AFTER_MS);
    },
    [key],
  );

  const discard = useCallback(async () => {
    window.clearTimeout(timer.current);
    if (key) await discardDraft(key);
  }, [key]);

  return { initial, keep, discard };
}
