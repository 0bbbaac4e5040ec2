import { useEffect, useRef, useState } from 'react';
import type { MemoryFieldsFragment } from '../../../gql/graphql';
import { i18n } from '../../../lib/i18n';
import { messages } from '../../../lib/validation';
import { mediaKindOf } from '../memoryText';
import { sendUploadMemory, UploadMemoryError, type UploadProgress } from '../uploadMemoryRequest';
import { readVideoFacts, type VideoFacts } from '../videoStill';
import { toUploadFields, type UploadMemoryValues } from './uploadMemoryForm';

export type UploadPhase = 'idle' | 'preparing' | 'sending';

const cancelled = () => new UploadMemoryError(i18n.t('memories:upload.error.cancelled'), {}, true);

/**
 * Sends a new memory: a video first gets its still and length, then the request goes with its
 * progress in bytes. `cancel` stops it at any point; leaving the screen stops it too.
 */
export function useMemoryUpload() {
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const stop = useRef<(() => void) | null>(null);

  useEffect(() => () => stop.current?.(), []);

  const upload = async (values: UploadMemoryValues): Promise<MemoryFieldsFragment> => {
    const file = values.file;
    if (!file) throw new UploadMemoryError(i18n.t('memories:upload.error.noFile'), { file: messages.required() });
    let stopped = false;
    stop.current = () => void (stopped = true);
    setPhase('preparing');
    try {
      const facts: VideoFacts = mediaKindOf(file) === 'video' ? await readVideoFacts(file) : { poster: null, durationSeconds: null };
      if (stopped) throw cancelled();
      setPhase('sending');
      setProgress({ loaded: 0, total: file.size + (facts.poster?.size ?? 0) });
      const request = sendUploadMemory({
        fields: toUploadFields(values, facts.durationSeconds),
        file,
        poster: facts.poster,
        onProgress: setProgress,
      });
      stop.current = request.cancel;
      return await request.done;
    } finally {
      stop.current = null;
      setPhase('idle');
      setProgress(null);
    }
  };

  return { phase, progress, upload, cancel: () => stop.current?.() };
}
