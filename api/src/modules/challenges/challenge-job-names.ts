/** Works out one person's progress, completions and rewards again (payload `{ userId }`, keyed per person). */
export const CHALLENGE_PROGRESS = 'challenge-progress';
/** Every night: every person with a challenge, again (a rule changed, a tree deleted, a time limit passed). */
export const CHALLENGE_PROGRESS_ALL = 'challenge-progress-all';
/** The channel a changed progress is announced on, once committed: `{ userId, ids }`. */
export const PROGRESS_CHANNEL = 'kinfolk_challenge_progress';
