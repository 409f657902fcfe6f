/** A keyword for LIKE '%…%': its own %, _ and \ match themselves. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%keyword%`, lower-cased, for the generated lower-case search columns. */
export const containsPattern = (keyword: string) => `%${escapeLike(keyword.toLowerCase())}%`;
