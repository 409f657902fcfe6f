/** The retention purge's own audit chain: one row per purge that removed anything. */
export const RETENTION_PURGE_ENTITY = "retention";
export const RETENTION_PURGE_ENTITY_ID = "purge";
