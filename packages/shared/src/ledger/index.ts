export * from "./access";
export * from "./alerts";
export { VALIDITY_NAMES } from "./messages";
export * from "./rules";
export * from "./schemas";
