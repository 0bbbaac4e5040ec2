import { useCallback, useEffect, useRef, useState } from 'react';
import { recordingName, recordingType } from './recordingType';

export type RecorderState = 'idle' | 'recording' | 'paused' | 'stopped' | 'unavailable';

/** A finished recording, ready to listen back to and send. */
export interface Recording {
  file: File;
  url: string;
}

/**
 * Records from the microphone with MediaRecorder in the format the browser really supports (see
 * recordingType), with a live level (0..1, from an analyser of the same stream), pause and resume,
 * and the server's cap: the recording stops by itself when `maxSeconds` of sound are recorded.
 */
export function useRecorder(maxSeconds: number) {
  const [state, setState] = useState<RecorderState>('idle');
  const [elapsed, setElapsed] = useState(0);
  const [level, setLevel] = useState(0);
  const [recording, setRecording] = useState<Recording | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const cleanup = useRef<() => void>(() => {});
  const clock = useRef({ since: 0, before: 0 });

  const release = useCallback(() => {
    cleanup.current();
    cleanup.current = () => {};
  }, []);

  useEffect(() => release, [release]);
  useEffect(() => () => void (recording && URL.revokeObjectURL(recording.url)), [recording]);

  const stop = useCallback(() => {
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
  }, []);

  // The time recorded (pauses left out), and the cap.
  useEffect(() => {
    if (state !== 'recording') return;
    const timer = window.setInterval(() => {
      const seconds = clock.current.before + (performance.now() - clock.current.since) / 1000;
      setElapsed(seconds);
      if (seconds >= maxSeconds) stop();
    }, 200);
    return () => window.clearInterval(timer);
  }, [state, maxSeconds, stop]);

  const start = useCallback(async () => {
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      setState('unavailable');
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setState('unavailable');
      return;
    }
    const mimeType = recordingType((type) => MediaRecorder.isTypeSupported(type), navigator.userAgent);
    const media = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    media.ondataavailable = (event) => {
      if (event.data.size) chunks.push(event.data);
    };
    media.onstop = () => {
      const type = media.mimeType || mimeType || 'audio/webm';
      const blob = new Blob(chunks, { type });
      setRecording({ file: new File([blob], recordingName(type), { type }), url: URL.createObjectURL(blob) });
      setState('stopped');
      setLevel(0);
      release();
    };
    // The level meter: the RMS of the stream, read each frame.
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let frame = 0;
    const measure = () => {
      analyser.getFloatTimeDomainData(samples);
      let squares = 0;
      for (const sample of samples) squares += sample * sample;
      setLevel(Math.min(1, Math.sqrt(squares / samples.length) * 4));
      frame = requestAnimationFrame(measure);
    };
    frame = requestAnimationFrame(measure);
    cleanup.current = () => {
      cancelAnimationFrame(frame);
      void context.close().catch(() => {});
      stream.getTracks().forEach((track) => track.stop());
    };
    recorder.current = media;
    clock.current = { since: performance.now(), before: 0 };
    setElapsed(0);
    setRecording(null);
    media.start(1000);
    setState('recording');
  }, [release]);

  const pause = useCallback(() => {
    if (recorder.current?.state !== 'recording') return;
    recorder.current.pause();
    clock.current.before += (performance.now() - clock.current.since) / 1000;
    setState('paused');
  }, []);

  const resume = useCallback(() => {
    if (recorder.current?.state !== 'paused') return;
    recorder.current.resume();
    clock.current.since = performance.now();
    setState('recording');
  }, []);

  const discard = useCallback(() => {
    setRecording(null);
    setElapsed(0);
    setState('idle');
  }, []);

  return { state, elapsed, level, recording, start, stop, pause, resume, discard };
}
