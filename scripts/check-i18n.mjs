#!/usr/bin/env node
// Parity check of the web locales: vi and en hold the same namespace files, the same nested keys,
// and no empty texts. Prints every difference and exits 1 on any.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../apps/web/src/locales/", import.meta.url));
const LANGUAGES = ["vi", "en"];
const problems = [];

/** Every leaf as "a.b.c" → value; arrays and non-strings are problems of their own. */
function leaves(tree, prefix, where) {
  const out = new Map();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      for (const [leaf, text] of leaves(value, path, where)) out.set(leaf, text);
    } else if (typeof value !== "string") {
      problems.push(`${where}: ${path} is not a text`);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

function load(language, file) {
  try {
    return leaves(JSON.parse(readFileSync(join(root, language, file), "utf8")), "", `${language}/${file}`);
  } catch (error) {
    problems.push(`${language}/${file}: ${error.message}`);
    return new Map();
  }
}

const files = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    readdirSync(join(root, language)).filter((f) => f.endsWith(".json")),
  ]),
);
const allFiles = [...new Set(LANGUAGES.flatMap((language) => files[language]))].sort();

for (const file of allFiles) {
  const missingIn = LANGUAGES.filter((language) => !files[language].includes(file));
  if (missingIn.length) {
    problems.push(`${file}: missing in ${missingIn.join(", ")}`);
    continue;
  }
  const texts = Object.fromEntries(LANGUAGES.map((language) => [language, load(language, file)]));
  for (const language of LANGUAGES) {
    for (const [key, text] of texts[language]) {
      if (!text.trim()) problems.push(`${language}/${file}: ${key} is empty`);
      for (const other of LANGUAGES) {
        if (other !== language && !texts[other].has(key)) {
          problems.push(`${file}: ${key} is in ${language} but not in ${other}`);
        }
      }
    }
  }
}

if (problems.length) {
  console.error(`i18n check failed (${problems.length}):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(
  `i18n check passed: ${allFiles.length} namespaces, same keys in ${LANGUAGES.join(" and ")}, none empty.`,
);
