export * from "./envelope";
export * from "./ids";
export * from "./messages";
export * from "./replies";
