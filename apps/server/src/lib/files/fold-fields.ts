const FORBIDDEN_KEYS = new Set(["__proto__", "prototype", "constructor"]);

/** Splits `sectors[0].departure` into ["sectors", 0, "departure"]. */
export function fieldPath(name: string): (string | number)[] | null {
  const tokens: (string | number)[] = [];
  for (const match of name.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (match[2] !== undefined) tokens.push(Number(match[2]));
    else if (match[1] !== undefined) tokens.push(match[1]);
  }
  if (tokens.length === 0 || tokens.some((t) => typeof t === "string" && FORBIDDEN_KEYS.has(t))) return null;
  if (tokens.some((t) => typeof t === "number" && t > 1000)) return null;
  return tokens;
}

type Container = Record<string, unknown> | unknown[];

/**
 * Folds multipart text fields with dotted/indexed names into one object, so a multipart body
 * is validated by the same zod schema as its JSON form. A repeated plain name becomes a list.
 */
export function foldFields(entries: [string, unknown][]): {
  value: Record<string, unknown>;
  invalid: string[];
} {
  // Containers without a prototype: a field named like a built-in (toString) is just a field.
  const root: Record<string, unknown> = Object.create(null);
  const invalid: string[] = [];
  for (const [name, value] of entries) {
    const tokens = fieldPath(name);
    if (!tokens) {
      invalid.push(name);
      continue;
    }
    let node: Container = root;
    for (let i = 0; i < tokens.length - 1; i++) {
      const token = tokens[i] as string | number;
      const nextIsIndex = typeof tokens[i + 1] === "number";
      const current = (node as Record<string | number, unknown>)[token];
      if (current === undefined || current === null || typeof current !== "object") {
        const created: Container = nextIsIndex ? [] : Object.create(null);
        (node as Record<string | number, unknown>)[token] = created;
        node = created;
      } else {
        node = current as Container;
      }
    }
    const last = tokens[tokens.length - 1] as string | number;
    const record = node as Record<string | number, unknown>;
    const existing = record[last];
    if (existing === undefined) record[last] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else record[last] = [existing, value];
  }
  // Sparse indexes (sectors[0], sectors[2]) must not leave holes that read as "undefined" entries.
  const compact = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(compact);
    if (value && typeof value === "object") {
      for (const key of Object.keys(value)) {
        (value as Record<string, unknown>)[key] = compact((value as Record<string, unknown>)[key]);
      }
    }
    return value;
  };
  compact(root);
  return { value: root, invalid };
}
