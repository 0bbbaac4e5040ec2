export { LanguageSection } from './LanguageSection';
