// What the rest of the app uses of stories: the page.
export { StoriesPage } from './StoriesPage';
