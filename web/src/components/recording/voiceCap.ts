import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

/** The longest voice recording the server takes, in seconds (one setting for every feature that keeps a voice). */
export const VoiceCapDocument = graphql(`
  query VoiceCap {
    voiceMaxSeconds
  }
`);

/** The server's default cap, shown until the server has answered. */
export const DEFAULT_VOICE_SECONDS = 600;

/** The server's cap on a voice recording, in seconds. */
export function useVoiceCap(): number {
  const { data } = useQuery(VoiceCapDocument);
  return data?.voiceMaxSeconds ?? DEFAULT_VOICE_SECONDS;
}
