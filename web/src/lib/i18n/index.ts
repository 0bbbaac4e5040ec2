export { i18n, startI18n, startI18nWith, startingLanguage, chooseLanguage, currentLanguage, tKey, LANGUAGE_STORAGE_KEY } from './i18n';
export { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from './languages';
export { formatNumber } from './format';
export { followLanguage } from './followLanguage';
export { useViewerLanguage } from './useViewerLanguage';
