/** What the browser learns of a video before it is sent: a still to show before it plays, and its length. */
export interface VideoFacts {
  poster: Blob | null;
  durationSeconds: number | null;
}

const WIDEST = 1600;
const GIVE_UP_AFTER_MS = 10_000;

/** Where the still is taken: about one second in, or a tenth of the way into a short video. */
export function stillTime(duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  return Math.min(1, duration * 0.1);
}

function drawStill(video: HTMLVideoElement): Promise<Blob | null> {
  const scale = Math.min(1, WIDEST / (video.videoWidth || WIDEST));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(video.videoWidth * scale);
  canvas.height = Math.round(video.videoHeight * scale);
  const context = canvas.getContext('2d');
  if (!context || !canvas.width || !canvas.height) return Promise.resolve(null);
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/jpeg', 0.85));
}

/**
 * Loads the video in a hidden element, seeks a little way in and draws that frame. A video the
 * browser cannot play still uploads: it then goes without a still (and the server may make one).
 */
export function readVideoFacts(file: File): Promise<VideoFacts> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    let duration: number | null = null;
    const finish = (poster: Blob | null) => {
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load?.();
      URL.revokeObjectURL(url);
      resolve({ poster, durationSeconds: duration });
    };
    const timer = setTimeout(() => finish(null), GIVE_UP_AFTER_MS);
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    video.onloadedmetadata = () => {
      duration = Number.isFinite(video.duration) ? video.duration : null;
      video.currentTime = stillTime(video.duration);
    };
    video.onseeked = () => {
      drawStill(video).then(finish, () => finish(null));
    };
    video.onerror = () => finish(null);
    video.src = url;
  });
}
