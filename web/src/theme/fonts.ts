/** The app's type: Inter for text (its Latin letters are bundled, main.tsx), Fraunces for headings. */
export const bodyFont = '"Inter", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Roboto, Arial, sans-serif';
export const headingFont = '"Fraunces", "Iowan Old Style", "Palatino Linotype", Palatino, Georgia, serif';
