/** A notification's link as an address inside the app; anything else (which the server never sends) opens the home page. */
export const appPath = (link: string) => (link.startsWith('/') && !link.startsWith('//') ? link : '/');
