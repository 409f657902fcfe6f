// What a screen needs of accounts at render, apart from the calls' schemas so it does not load zod
// with them (ADR 0999).

export const USER_PAGE_SIZE = 5;
export const UserStatus = { BLOCKED: 0, ACTIVE: 1 } as const;
