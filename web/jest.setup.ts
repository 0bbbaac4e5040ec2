import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, startI18nWith } from './src/lib/i18n';

// jsdom lacks these browser APIs; the app only needs them to exist.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!URL.createObjectURL) {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
}
window.scrollTo = () => {};

// A busy machine (a CI runner, tests of other projects beside these) may take seconds to render what
// a test waits for: the waits are generous, so a test fails only when what it waits for never comes
// (the default second failed tests by chance under load). Jest's own limit still ends a stuck test.
configure({ asyncUtilTimeout: 15_000 });

// Every catalogue, loaded at once: components render their texts on the first render, in English
// unless a test asks for another language (web/src/test/inLanguage.ts).
const catalogues = (language: string) => {
  const folder = path.join(import.meta.dirname, 'src/locales', language);
  return Object.fromEntries(
    readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(folder, file), 'utf8'))]),
  );
};
void startI18nWith(Object.fromEntries(LANGUAGES.map((language) => [language, catalogues(language)])));
