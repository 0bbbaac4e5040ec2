/** Where the administrator downloads a backup the server made (admin.routes.ts serves it). */
export const backupDownloadUrl = (id: string) => `/api/admin/backups/${id}/download`;
