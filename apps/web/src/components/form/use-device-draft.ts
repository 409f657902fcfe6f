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
  // The values read for a key: another key (another record's form in the same page) starts unread.
  const [loaded, setLoaded] = useState<{ key: string; values: V } | null>(null);
  const pending = useRef<{ key: string; values: V } | null>(null);
  // Once the form was sent (or given up), what it still reports (its reset) is not a draft.
  const done = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const aboutNow = useRef(about);
  aboutNow.current = about;
  const emptyNow = useRef(empty);
  emptyNow.current = empty;

  /** Writes what is typed but not yet kept, at once. */
  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const typed = pending.current;
    pending.current = null;
    if (typed) void saveDraft(typed.key, typed.values, aboutNow.current);
  }, []);

  useEffect(() => {
    if (!key) return;
    let live = true;
    done.current = false;
    readDraft<V>(key).then(
      (draft) => live && setLoaded({ key, values: draft ? draft.values : emptyNow.current() }),
      // A device without storage starts from the empty form, as before.
      () => live && setLoaded({ key, values: emptyNow.current() }),
    );
    return () => {
      live = false;
      // Leaving the form (or this record's form for another's) keeps what was typed last.
      flush();
    };
  }, [key, flush]);

  const keep = useCallback(
    (values: V) => {
      if (!key || done.current) return;
      pending.current = { key, values };
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, SAVE_AFTER_MS);
    },
    [key, flush],
  );

  const discard = useCallback(async () => {
    window.clearTimeout(timer.current);
    pending.current = null;
    done.current = true;
    if (key) await discardDraft(key);
  }, [key]);

  const initial = loaded && loaded.key === key ? loaded.values : null;
  return { initial, keep, discard };
}
