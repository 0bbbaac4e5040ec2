/** The formats tried, in order, where the browser's claims can be trusted. */
const PREFERRED = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4'];

/** Safari (not Chrome, Edge or Firefox on iOS, whose engine it is, nor Android's browsers) says it records WebM/Opus on some versions, and then writes files it cannot play. */
export function isSafari(userAgent: string): boolean {
  return /Safari\//.test(userAgent) && !/(Chrome|Chromium|CriOS|FxiOS|EdgiOS|Edg|Android)\//.test(userAgent);
}

/**
 * The format to record in: on Safari MP4 (AAC) first, however WebM/Opus is claimed; elsewhere the
 * first of WebM/Opus, Ogg/Opus and MP4 the browser supports; '' lets the browser choose.
 */
export function recordingType(isTypeSupported: (type: string) => boolean, userAgent: string): string {
  const order = isSafari(userAgent) ? ['audio/mp4', ...PREFERRED.filter((type) => type !== 'audio/mp4')] : PREFERRED;
  return order.find((type) => isTypeSupported(type)) ?? '';
}

/** A file name for a recording of `type`. */
export function recordingName(type: string): string {
  const extension = type.startsWith('audio/mp4') ? 'm4a' : type.startsWith('audio/ogg') ? 'ogg' : 'webm';
  return `voice-message.${extension}`;
}

/** "1:05" for 65 seconds. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
