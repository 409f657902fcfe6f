import { SERVER_PAGE_ID, type ServerPage } from "./ssr";

/** JSON that is safe inside a script element: no `</script>` can end it early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The built index.html with a page the server rendered: its language, its collected
 * styles in the head, its markup in the root (inert until the app has taken it over) and, beside it,
 * the page's data as JSON, not as a script: the page's security policy runs no inline script.
 */
export function fillTemplate(
  template: string,
  page: { language: "vi" | "en"; styles: { name: string; rules: string }[]; html: string; page: ServerPage },
): string {
  // No text of the page's styles may end their element early.
  const css = page.styles
    .map((style) => style.rules)
    .join("")
    .replace(/<\/style/gi, "<\\/style");
  const names = page.styles.map((style) => style.name).join(" ");
  const styles = page.styles.length ? `<style data-emotion="css ${names}">${css}</style>` : "";
  const data = `<script type="application/json" id="${SERVER_PAGE_ID}">${scriptJson(page.page)}</script>`;
  // Replaced by functions: a record's text holding "$&" or "$'" must stay as written.
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${page.language}"`)
    .replace("</head>", () => `${styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root" inert>${page.html}</div>${data}`);
}
