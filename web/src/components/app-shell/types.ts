/** What the app shell shows of the signed-in user. */
export interface ShellUser {
  displayName: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
}
