import { useCallback, useEffect, useRef, useState } from 'react';
import { recordingName, recordingType } from './recordingType';

export type RecorderState = 'idle' | 'recording' | 'paused' | 'stopped' | 'unavailable';

/** A finished recording (or a chosen audio file), ready to listen back to and send. */
export interface Recording {
  file: File;
  url: string;
}

/** What useRecorder gives: the state to show (VoiceRecorderPanel shows it) and what to do. */
export interface Recorder {
  state: RecorderState;
  /** Seconds of sound recorded, pauses left out. */
  elapsed: number;
  /** The longest recording, in seconds: the server's cap. */
  maxSeconds: number;
  /** The live level of the microphone, 0..1. */
  level: number;
  /** The recording to listen back to and use, once stopped (or the file chosen instead). */
  recording: Recording | null;
  /** Recording or paused: there is no recording to use until it is stopped. */
  busy: boolean;
  start: () => Promise<void>;
  stop: () => void;
  pause: () => void;
  resume: () => void;
  /** Uses an audio file instead of a recording. */
  choose: (file: File) => void;
  /** Drops the recording (stopping it first, if it is under way) and starts over. */
  discard: () => void;
}

/**
 * Records from the microphone with MediaRecorder in the format the browser really supports (see
 * recordingType), with a live level (0..1, from an analyser of the same stream), pause and resume,
 * and the server's cap: the recording stops by itself when `maxSeconds` of sound are recorded.
 */
export function useRecorder(maxSeconds: number): Recorder {
  const [state, setState] = useState<RecorderState>('idle');
  const [elapsed, setElapsed] = useState(0);
  const [level, setLevel] = useState(0);
  const [recording, setRecording] = useState<Recording | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  // Ends the level meter and releases the microphone of the recording under way.
  const release = useRef<() => void>(() => {});
  const clock = useRef({ since: 0, before: 0 });

  // Leaving the page or dialog mid-recording releases the microphone.
  useEffect(() => () => release.current(), []);
  useEffect(() => () => void (recording && URL.revokeObjectURL(recording.url)), [recording]);

  const stop = useCallback(() => {
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
  }, []);

  // The time recorded (pauses left out), and the cap.
  useEffect(() => {
    if (state !== 'recording') return;
    const timer = window.setInterval(() => {
      const seconds = clock.current.before + (performance.now() - clock.current.since) / 1000;
      setElapsed(Math.min(seconds, maxSeconds));
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
    let media: MediaRecorder;
    try {
      media = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    } catch {
      stream.getTracks().forEach((track) => track.stop());
      setState('unavailable');
      return;
    }
    const chunks: Blob[] = [];
    media.ondataavailable = (event) => {
      if (event.data.size) chunks.push(event.data);
    };
    const end = meterOf(stream, setLevel);
    media.onstop = () => {
      end();
      // A recording discarded while under way (or replaced by a new one) is not kept.
      if (recorder.current !== media) return;
      recorder.current = null;
      setLevel(0);
      const type = media.mimeType || mimeType || 'audio/webm';
      const blob = new Blob(chunks, { type });
      setRecording({ file: new File([blob], recordingName(type), { type }), url: URL.createObjectURL(blob) });
      setState('stopped');
    };
    release.current = end;
    recorder.current = media;
    clock.current = { since: performance.now(), before: 0 };
    setElapsed(0);
    setRecording(null);
    media.start(1000);
    setState('recording');
  }, []);

  const pause = useCallback(() => {
    if (recorder.current?.state !== 'recording') return;
    recorder.current.pause();
    clock.current.before += (performance.now() - clock.current.since) / 1000;
    setElapsed(Math.min(clock.current.before, maxSeconds));
    setState('paused');
  }, [maxSeconds]);

  const resume = useCallback(() => {
    if (recorder.current?.state !== 'paused') return;
    recorder.current.resume();
    clock.current.since = performance.now();
    setState('recording');
  }, []);

  const choose = useCallback((file: File) => {
    setRecording({ file, url: URL.createObjectURL(file) });
    setElapsed(0);
    setState('stopped');
  }, []);

  const discard = useCallback(() => {
    const media = recorder.current;
    recorder.current = null;
    if (media && media.state !== 'inactive') media.stop();
    setLevel(0);
    setRecording(null);
    setElapsed(0);
    setState('idle');
  }, []);

  const busy = state === 'recording' || state === 'paused';
  return { state, elapsed, maxSeconds, level, recording, busy, start, stop, pause, resume, choose, discard };
}

/**
 * The level meter: the RMS of the stream, read each frame, handed to `onLevel`. Answers what ends
 * it and releases the microphone. Without Web Audio the recording goes on, the meter at 0.
 */
function meterOf(stream: MediaStream, onLevel: (level: number) => void): () => void {
  const releaseMicrophone = () => stream.getTracks().forEach((track) => track.stop());
  if (typeof AudioContext === 'undefined') return releaseMicrophone;
  let context: AudioContext | null = null;
  let analyser: AnalyserNode;
  try {
    context = new AudioContext();
    analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    context.createMediaStreamSource(stream).connect(analyser);
  } catch {
    void context?.close().catch(() => {});
    return releaseMicrophone;
  }
  const samples = new Float32Array(analyser.fftSize);
  let frame = 0;
  const measure = () => {
    analyser.getFloatTimeDomainData(samples);
    let squares = 0;
    for (const sample of samples) squares += sample * sample;
    onLevel(Math.min(1, Math.sqrt(squares / samples.length) * 4));
    frame = requestAnimationFrame(measure);
  };
  frame = requestAnimationFrame(measure);
  return () => {
    cancelAnimationFrame(frame);
    void context?.close().catch(() => {});
    releaseMicrophone();
  };
}
