import type { AnyRecordKind } from "./record-kind-pages";

type PageName = "RecordKindListPage" | "RecordKindCreatePage" | "RecordKindDetailPage";

/**
 * The lazy route modules of a kind's three screens: the common pages and the kind's definition load
 * together when a screen is first opened, so neither weighs on the first page load.
 */
export function recordKindRoutes(load: () => Promise<AnyRecordKind>) {
  const page = (name: PageName) => async () => {
    const [spec, pages] = await Promise.all([load(), import("./record-kind-pages")]);
    const Page = pages[name];
    return { Component: () => <Page spec={spec} /> };
  };
  return {
    listPage: page("RecordKindListPage"),
    createPage: page("RecordKindCreatePage"),
    detailPage: page("RecordKindDetailPage"),
  };
}
