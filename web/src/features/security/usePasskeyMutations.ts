import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { errorMessageOf } from '../../apollo/errors';
import { BeginPasskeyRegistrationDocument } from './beginPasskeyRegistration';
import { FinishPasskeyRegistrationDocument } from './finishPasskeyRegistration';
import { passkeyBrowser, passkeyRefusal } from './passkeyBrowser';
import { PasskeysDocument } from './passkeysQuery';
import { RemovePasskeyDocument } from './removePasskey';

/** Adding a passkey (server options → the browser's prompt → the server) and removing one. */
export function usePasskeyMutations() {
  const { t } = useTranslation('security');
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
      return errorMessageOf(error, t('passkeys.beginFailed'));
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
      return errorMessageOf(error, t('passkeys.saveFailed'));
    }
  };

  return { add, remove, removing: removeState.loading };
}
