// What the rest of the app uses of achievements: the page, and a person's achievements for their details.
export { AchievementsPage } from './AchievementsPage';
export { MemberAchievements } from './MemberAchievements';
