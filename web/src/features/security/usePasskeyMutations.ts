import { useMutation } from '@apollo/client/react';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { errorMessageOf } from '../../apollo/errors';
import { BeginPasskeyRegistrationDocument } from './beginPasskeyRegistration';
import { FinishPasskeyRegistrationDocument } from './finishPasskeyRegistration';
import { passkeyBrowser, passkeyRefusal } from './passkeyBrowser';
import { PasskeysDocument } from './passkeysQuery';
import { RemovePasskeyDocument } from './removePasskey';

/** Adding a passkey (server options → the browser's prompt → the server) and removing one. */
export function usePasskeyMutations() {
  const [begin] = useMutation(BeginPasskeyRegistrationDocument);
  const [finish] = useMutation(FinishPasskeyRegistrationDocument, {
    update(cache, { data }) {
      const added = data?.finishPasskeyRegistration;
      if (!added) return;
      cache.updateQuery({ query: PasskeysDocument }, (existing) =>
        existing ? { passkeys: [added, ...existing.passkeys.filter((p) => p.id !== added.id)] } : existing,
      );
    },
  });
  const [remove, removeState] = useMutation(RemovePasskeyDocument, {
    update(cache, { data }) {
      const removed = data?.removePasskey;
      if (!removed) return;
      cache.updateQuery({ query: PasskeysDocument }, (existing) =>
        existing ? { passkeys: existing.passkeys.filter((p) => p.id !== removed) } : existing,
      );
    },
  });

  /** Resolves with null when the passkey was added, else with why not. */
  const add = async (name: string): Promise<string | null> => {
    let optionsJSON: PublicKeyCredentialCreationOptionsJSON;
    try {
      const { data } = await begin();
      optionsJSON = data?.beginPasskeyRegistration as PublicKeyCredentialCreationOptionsJSON;
    } catch (error) {
      return errorMessageOf(error, 'Kinfolk could not start adding a passkey. Please try again.');
    }
    let response;
    try {
      response = await passkeyBrowser.register(optionsJSON);
    } catch (error) {
      return passkeyRefusal(error);
    }
    try {
      await finish({ variables: { input: { response, name } } });
      return null;
    } catch (error) {
      return errorMessageOf(error, 'The passkey could not be saved. Please try again.');
    }
  };

  return { add, remove, removing: removeState.loading };
}
