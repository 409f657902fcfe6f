import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

// The DejaVu Sans TrueType fonts of the npm package `dejavu-fonts-ttf` cover Vietnamese;
// read once, on the first PDF, from node_modules (nothing is downloaded at run time).
const require = createRequire(import.meta.url);
let fonts: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

/** The regular and bold fonts every generated PDF embeds (registered as "regular" and "bold"). */
export function loadPdfFonts() {
  fonts ??= Promise.all([
    readFile(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    readFile(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}
