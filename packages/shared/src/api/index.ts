export * from "./envelope";
export * from "./messages";
