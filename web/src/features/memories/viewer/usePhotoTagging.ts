import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../apollo/errors';
import { useToast } from '../../../components/toast';
import type { MemoryFieldsFragment, PhotoTagFieldsFragment } from '../../../gql/graphql';
import type { PersonChoice } from '../../../components/people-choices/usePeopleOptions';
import type { PhotoBox } from './photoBox';
import { usePhotoTagMutations } from './usePhotoTagMutations';

export type TaggingMode =
  | { kind: 'idle' }
  | { kind: 'tagging'; box: PhotoBox | null; person: PersonChoice | null }
  | { kind: 'moving'; tag: PhotoTagFieldsFragment };

/** Tagging someone (a box drawn on the photo, then who it is), moving a tag's box, removing a tag. */
export function usePhotoTagging(memory: MemoryFieldsFragment) {
  const { t } = useTranslation('memories');
  const toast = useToast();
  const { tagPhoto, movePhotoTag, removePhotoTag, busy } = usePhotoTagMutations(memory.id);
  const [mode, setMode] = useState<TaggingMode>({ kind: 'idle' });
  // Moving to another memory ends any tagging begun on this one.
  const [modeOf, setModeOf] = useState(memory.id);
  if (modeOf !== memory.id) {
    setModeOf(memory.id);
    setMode({ kind: 'idle' });
  }
  const isPhoto = memory.kind === 'image';

  const attempt = async (action: () => Promise<unknown>, failure: string, success?: string) => {
    try {
      await action();
      if (success) toast({ title: success, variant: 'success' });
      return true;
    } catch (error) {
      toast({ title: failure, text: errorMessageOf(error, t('error.tryAgain')), variant: 'error' });
      return false;
    }
  };

  const moveTo = async (tag: PhotoTagFieldsFragment, box: PhotoBox) => {
    const moved = await attempt(() => movePhotoTag({ variables: { id: tag.id, box } }), t('tagging.notMoved'), t('tagging.moved', { name: tag.member.fullName }));
    if (moved) setMode({ kind: 'idle' });
  };

  return {
    mode,
    busy,
    /** Whether a drag on the photo draws a box now. */
    drawing: isPhoto && mode.kind !== 'idle',
    startTagging: () => setMode({ kind: 'tagging', box: null, person: null }),
    startMoving: (tag: PhotoTagFieldsFragment) => setMode({ kind: 'moving', tag }),
    cancel: () => setMode({ kind: 'idle' }),
    choosePerson: (person: PersonChoice | null) => setMode((m) => (m.kind === 'tagging' ? { ...m, person } : m)),
    draw: (box: PhotoBox) => {
      if (mode.kind === 'tagging') setMode({ ...mode, box });
      else if (mode.kind === 'moving') void moveTo(mode.tag, box);
    },
    save: async () => {
      if (mode.kind !== 'tagging' || !mode.person) return;
      const { person, box } = mode;
      const input = { memoryId: memory.id, memberId: person.id, ...(box ? { box } : {}) };
      const saved = await attempt(() => tagPhoto({ variables: { input } }), t('tagging.notSaved'), t('tagging.saved', { name: person.name }));
      if (saved) setMode({ kind: 'idle' });
    },
    remove: (tag: PhotoTagFieldsFragment) =>
      void attempt(() => removePhotoTag({ variables: { id: tag.id } }), t('tagging.notRemoved'), t('tagging.removed', { name: tag.member.fullName })),
  };
}

export type PhotoTagging = ReturnType<typeof usePhotoTagging>;
