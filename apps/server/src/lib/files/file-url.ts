/** The URL the web uses for a stored file key served under `/files` (avatars). */
export const fileUrl = (key: string | null) => (key ? `/api/v1/files/${key}` : null);
