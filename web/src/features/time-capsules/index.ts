// What the rest of the app uses of time capsules: the page.
export { TimeCapsulesPage } from './TimeCapsulesPage';
