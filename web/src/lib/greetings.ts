/** The note a connection request carries unless the user writes their own. */
export function connectionGreeting(firstName?: string | null): string {
  const name = firstName?.trim();
  return `Hi${name ? ` ${name}` : ''}! I think we are family. I would love to connect on Kinfolk.`;
}

/** The dashboard's heading: a first visit is welcomed, later ones are welcomed back. */
export function welcomeHeading(name: string, firstVisit: boolean): string {
  return `${firstVisit ? 'Welcome' : 'Welcome back'}, ${name}!`;
}
