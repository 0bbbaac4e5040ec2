// What the registry uses of the search feature.
export { HeaderSearch } from './HeaderSearch';
