// What other modules use of the search module.
export { search } from './search.service.ts';
