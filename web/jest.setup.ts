import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these browser APIs; the app only needs them to exist.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!URL.createObjectURL) {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
}
window.scrollTo = () => {};
