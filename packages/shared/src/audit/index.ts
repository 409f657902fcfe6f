export * from "./history-names";
export * from "./history-words";
export * from "./integrity";
export * from "./messages";
export * from "./schemas";
