export * from "./envelope";
export * from "./ids";
export * from "./messages";
export * from "./page-render";
export * from "./record-version";
export * from "./replies";
