import { describe, expect, it } from "vitest";
import type { ServerPage } from "./ssr";
import { fillTemplate } from "./ssr-page";

const TEMPLATE =
  '<!doctype html><html lang="vi"><head><title>TRMS</title></head><body><div id="root"></div></body></html>';

const page = (note: string): ServerPage => ({
  language: "en",
  desktop: true,
  user: null,
  queries: {
    mutations: [],
    queries: [{ queryKey: ["sim"], queryHash: "x", state: { data: note } } as never],
  },
  loaderData: {},
});

/** The page's data as the browser reads it back (lib/ssr.ts). */
function readBack(html: string): ServerPage {
  const text = /<script type="application\/json" id="trms-page">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(text ?? "null") as ServerPage;
}

describe("a page the server rendered, in the built index.html", () => {
  it("keeps a record's text as written, whatever it holds", () => {
    for (const note of ["$& and $' and $` and $1", "</script><script>alert(1)</script>", "line\u2028break"]) {
      // The markup as React writes it, its text escaped.
      const markup = `<p>${note.replace(/</g, "&lt;")}</p>`;
      const html = fillTemplate(TEMPLATE, { language: "en", styles: [], html: markup, page: page(note) });
      expect(html).toContain(`<div id="root" inert>${markup}</div>`);
      expect(html.match(/<\/script>/g)).toHaveLength(1);
      expect(readBack(html).queries.queries[0]?.state.data).toBe(note);
    }
  });

  it("names the page's language and puts its styles in the head, never ending their element early", () => {
    const html = fillTemplate(TEMPLATE, {
      language: "en",
      styles: [
        { name: "abc", rules: ".css-abc{color:red;}" },
        { name: "def", rules: '.css-def::after{content:"</style><b>"}' },
      ],
      html: "",
      page: page(""),
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<style data-emotion="css abc def">.css-abc{color:red;}');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(html.indexOf("</style>")).toBeLessThan(html.indexOf("</head>"));
  });
});
