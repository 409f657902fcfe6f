export * from "./engine";
export * from "./types";
