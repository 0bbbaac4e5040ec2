/** The page's address, as the menu, the dashboard's card, the profile and the notices link to it. */
export const CHALLENGES_PATH = '/discovery-challenges';
