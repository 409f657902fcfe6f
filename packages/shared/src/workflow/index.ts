export * from "./engine";
export * from "./history";
export * from "./schemas";
export * from "./types";
