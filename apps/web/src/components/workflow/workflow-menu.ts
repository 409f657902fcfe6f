/**
 * One entry of a record's menu (or a row of buttons): what it reads, and what choosing it does —
 * open a page (`to`) or run `onSelect`. `key` names the entry once in its menu.
 */
export interface WorkflowMenuItem {
  key: string;
  label: string;
  /** A page to open (a link), instead of `onSelect`. */
  to?: string;
  onSelect?: () => void;
  /** Drawn in the error colour: a step that undoes or removes (reject, clean up). */
  danger?: boolean;
}

/**
 * What each workflow action opens, in the order the menu shows them; an action missing from the map
 * has no entry there. Two actions may open the same entry (the same `key`): it is shown once.
 */
export type WorkflowEntries<Action extends string, Entry> = { readonly [A in Action]?: Entry };

/**
 * The entries of the actions the workflow tables offer now (`availableActions` and its per-feature
 * unions): the map's entries whose action is among `available`, in the map's order, each once
 * (`keyOf` tells two entries apart; the entry itself by default).
 */
export function workflowEntries<Action extends string, Entry>(
  available: readonly string[],
  entries: WorkflowEntries<Action, Entry>,
  keyOf: (entry: Entry) => unknown = (entry) => entry,
): Entry[] {
  const chosen: Entry[] = [];
  const keys = new Set<unknown>();
  for (const [action, entry] of Object.entries(entries) as [string, Entry | undefined][]) {
    if (entry === undefined || !available.includes(action)) continue;
    const key = keyOf(entry);
    if (keys.has(key)) continue;
    keys.add(key);
    chosen.push(entry);
  }
  return chosen;
}

/** The same entries under other values (a dialog's kind → its menu item), the map's order kept. */
export function mapEntries<Action extends string, From, To>(
  entries: WorkflowEntries<Action, From>,
  to: (entry: From, action: Action) => To,
): WorkflowEntries<Action, To> {
  const mapped: { [A in Action]?: To } = {};
  for (const [action, entry] of Object.entries(entries) as [Action, From | undefined][]) {
    if (entry !== undefined) mapped[action] = to(entry, action);
  }
  return mapped;
}

/** A record's row menu, as the shared menu draws it. */
export interface WorkflowMenu<Action extends string> {
  /** The actions the workflow tables offer this account on this record now. */
  actions: readonly Action[];
  /** What each workflow action adds to the menu (the map's order is the menu's). */
  entries: WorkflowEntries<Action, WorkflowMenuItem>;
  /** Entries that are no workflow step, before the steps (detail, history, submission list). */
  before?: readonly WorkflowMenuItem[];
  /** Entries that are no workflow step, after the steps (certificate, clean up). */
  after?: readonly WorkflowMenuItem[];
}

/** Every entry of a row menu in the order drawn: `before`, the available steps, `after`. */
export function workflowMenuItems<Action extends string>({
  actions,
  entries,
  before = [],
  after = [],
}: WorkflowMenu<Action>): WorkflowMenuItem[] {
  return [...before, ...workflowEntries(actions, entries, (item) => item.key), ...after];
}
