import { useReducer, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../apollo/errors';
import { useToast } from '../../../components/toast';
import type { MemoryFieldsFragment } from '../../../gql/graphql';
import type { PersonChoice } from '../../../components/people-choices/usePeopleOptions';
import { MemoryDocument } from '../memoryQueries';
import type { PhotoBox } from '../viewer/photoBox';
import { detectionSource } from './detectionSource';
import { untaggedFaces } from './faceBoxes';
import { ConfirmFaceDocument, FaceSuggestionsDocument, FaceSuggestionTreesDocument, RejectFaceSuggestionDocument } from './faceQueries';
import { faceSuggestionReducer, initialFaces, type Candidate, type FoundFace } from './faceSuggestionState';

/**
 * Finding faces on a photo in the browser and asking the server who they may be in the viewer's
 * trees with face suggestions on; each face accepted (a verified tag), moved, turned down or
 * dismissed by the person. Nothing happens until they ask: the detector is loaded then.
 */
export function useFaceSuggestions(memory: MemoryFieldsFragment) {
  const { t } = useTranslation('memories');
  const toast = useToast();
  const client = useApolloClient();
  const usable = memory.kind === 'image' && memory.viewerCan.tag;
  const trees = useQuery(FaceSuggestionTreesDocument, { skip: !usable });
  const onTrees = (trees.data?.trees ?? []).filter((tree) => tree.faceSuggestions);
  const [state, dispatch] = useReducer(faceSuggestionReducer, initialFaces);
  const [busy, setBusy] = useState(false);
  const [stateOf, setStateOf] = useState(memory.id);
  if (stateOf !== memory.id) {
    setStateOf(memory.id);
    dispatch({ type: 'reset' });
  }
  const refetch = [{ query: MemoryDocument, variables: { id: memory.id } }];
  const [confirm] = useMutation(ConfirmFaceDocument, { refetchQueries: refetch, awaitRefetchQueries: true });
  const [reject] = useMutation(RejectFaceSuggestionDocument);

  /** Who each face may be, from every tree of the viewer's with suggestions on, best first. */
  const askWho = async (faces: { box: PhotoBox; descriptor: number[] }[]): Promise<Candidate[][]> => {
    const found: Candidate[][] = faces.map(() => []);
    for (const tree of onTrees) {
      const { data } = await client.query({
        query: FaceSuggestionsDocument,
        variables: { input: { memoryId: memory.id, treeId: tree.id, faces: faces.map((f) => ({ box: f.box, descriptor: f.descriptor })) } },
        fetchPolicy: 'no-cache',
      });
      for (const s of data?.faceSuggestions ?? []) found[s.index].push(...s.candidates.map((c) => ({ memberId: c.member.id, name: c.member.fullName, score: c.score })));
    }
    return found.map((list) => list.sort((a, b) => b.score - a.score).slice(0, 3));
  };

  const find = async () => {
    const source = detectionSource(memory);
    if (source.kind === 'tooLarge') return dispatch({ type: 'tooLarge', megapixels: source.megapixels });
    dispatch({ type: 'start' });
    try {
      const { detectFaces, loadImage, loadModels } = await import('./faceDetector');
      const [img] = await Promise.all([loadImage(source.url), loadModels()]);
      dispatch({ type: 'looking' });
      const faces = untaggedFaces(await detectFaces(img), memory.photoTags.map((tag) => tag.box));
      dispatch({ type: 'found', faces, candidates: faces.length ? await askWho(faces) : [] });
    } catch (error) {
      dispatch({ type: 'failed' });
      toast({ title: t('faces.failed'), text: errorMessageOf(error, t('error.tryAgain')), variant: 'error' });
    }
  };

  /** Tags the person where the face is: verified, its descriptor kept where their tree has suggestions on. */
  const accept = async (face: FoundFace, person: PersonChoice, score: number) => {
    setBusy(true);
    try {
      // A person of a tree whose owner keeps no faces is tagged all the same; the server drops the descriptor.
      await confirm({ variables: { input: { memoryId: memory.id, memberId: person.id, box: face.box, confidence: score, descriptor: face.descriptor } } });
      dispatch({ type: 'accepted', key: face.key });
      toast({ title: t('tagging.saved', { name: person.name }), variant: 'success' });
    } catch (error) {
      toast({ title: t('tagging.notSaved'), text: errorMessageOf(error, t('error.tryAgain')), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  /** "Not this person": remembered by the server for this face and this viewer, so not asked again. */
  const turnDown = async (face: FoundFace, candidate: Candidate) => {
    setBusy(true);
    try {
      await reject({ variables: { input: { memoryId: memory.id, memberId: candidate.memberId, box: face.detectedBox } } });
      dispatch({ type: 'reject', key: face.key, memberId: candidate.memberId });
    } catch (error) {
      toast({ title: t('faces.notRemembered'), text: errorMessageOf(error, t('error.tryAgain')), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return {
    /** Whether finding faces is offered here: a photo the viewer may tag, in a tree with suggestions on. */
    available: usable && onTrees.length > 0,
    /** Whether the viewer's trees are known and none has them on (a line says whose switch it is). */
    off: usable && Boolean(trees.data) && onTrees.length === 0,
    state,
    busy,
    find: () => {
      void find();
    },
    accept: (face: FoundFace, person: PersonChoice, score: number) => {
      void accept(face, person, score);
    },
    turnDown: (face: FoundFace, candidate: Candidate) => {
      void turnDown(face, candidate);
    },
    dismiss: (face: FoundFace) => dispatch({ type: 'dismiss', key: face.key }),
    move: (key: string, box: PhotoBox) => dispatch({ type: 'move', key, box }),
    select: (key: string | null) => dispatch({ type: 'select', key }),
    close: () => dispatch({ type: 'reset' }),
  };
}

export type FaceSuggestions = ReturnType<typeof useFaceSuggestions>;
