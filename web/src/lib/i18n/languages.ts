export { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '../../../../shared/languages/index.ts';
