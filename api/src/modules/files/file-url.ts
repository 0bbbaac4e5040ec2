/** The URL an uploaded file is read at (through its read check, see file.routes.ts). */
export const fileUrl = (key: string | null | undefined) => (key ? `/uploads/${key}` : null);
