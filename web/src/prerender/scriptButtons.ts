/**
 * Markup drawn on the server with its buttons that only the app's scripts make work (menus, the
 * drawer) disabled until the app takes over: a tap on them would be lost. Links and forms (the
 * sign-out button submits one) work as they are. React escapes `>` in attribute values, so a tag
 * ends at its first `>`.
 */
export function disableScriptButtons(html: string): string {
  return html.replace(/<button(?=[^>]*\stype="button")/g, '<button disabled=""');
}
