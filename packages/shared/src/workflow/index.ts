export * from "./engine";
export * from "./history";
export * from "./schemas";
export * from "./set-status";
export * from "./types";
