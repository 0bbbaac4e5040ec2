/** Leaving the signed-in app for good (the account is gone): one object, so tests can stand in for it. */
export const leave = {
  to(url: string) {
    window.location.assign(url);
  },
};
