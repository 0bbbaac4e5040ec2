import type { PhotoBox } from '../viewer/photoBox';
import { clampBox } from './faceBoxes';

/** Who a face may be, as the server answered. */
export interface Candidate {
  memberId: string;
  name: string;
  score: number;
}

/** A face found on the photo, waiting for a person to say who it is (or that it is nobody to tag). */
export interface FoundFace {
  key: string;
  /** Where it is now (the person may have moved or resized it). */
  box: PhotoBox;
  /** Where the detector found it (turned-down suggestions are remembered for this box). */
  detectedBox: PhotoBox;
  descriptor: number[];
  /** How sure the detector is that this is a face. */
  score: number;
  candidates: Candidate[];
  /** People said not to be this face. */
  rejected: string[];
}

export type Phase = 'idle' | 'loading' | 'looking' | 'ready' | 'failed' | 'tooLarge';

export interface FaceSuggestionState {
  phase: Phase;
  faces: FoundFace[];
  /** The face the person is working on (its box is drawn above the others). */
  selected: string | null;
  /** How large the refused photo is (tooLarge). */
  megapixels?: number;
}

export type FaceAction =
  | { type: 'start' }
  | { type: 'looking' }
  | { type: 'found'; faces: Omit<FoundFace, 'key' | 'detectedBox' | 'rejected' | 'candidates'>[]; candidates: Candidate[][] }
  | { type: 'failed' }
  | { type: 'tooLarge'; megapixels: number }
  | { type: 'select'; key: string | null }
  | { type: 'move'; key: string; box: PhotoBox }
  | { type: 'reject'; key: string; memberId: string }
  | { type: 'dismiss'; key: string }
  | { type: 'accepted'; key: string }
  | { type: 'reset' };

export const initialFaces: FaceSuggestionState = { phase: 'idle', faces: [], selected: null };

const withFace = (state: FaceSuggestionState, key: string, change: (face: FoundFace) => FoundFace) => ({ ...state, faces: state.faces.map((f) => (f.key === key ? change(f) : f)) });

/** What finding faces goes through: loading the models, looking, then each face accepted, moved, turned down or dismissed. */
export function faceSuggestionReducer(state: FaceSuggestionState, action: FaceAction): FaceSuggestionState {
  switch (action.type) {
    case 'start':
      return { ...initialFaces, phase: 'loading' };
    case 'looking':
      return { ...state, phase: 'looking' };
    case 'found': {
      const faces = action.faces.map((f, i) => {
        const box = clampBox(f.box);
        return { ...f, key: `face-${i + 1}`, box, detectedBox: box, candidates: action.candidates[i] ?? [], rejected: [] };
      });
      return { phase: 'ready', faces, selected: faces[0]?.key ?? null };
    }
    case 'failed':
      return { ...state, phase: 'failed' };
    case 'tooLarge':
      return { ...initialFaces, phase: 'tooLarge', megapixels: action.megapixels };
    case 'select':
      return { ...state, selected: action.key };
    case 'move':
      return withFace(state, action.key, (f) => ({ ...f, box: clampBox(action.box) }));
    case 'reject':
      return withFace(state, action.key, (f) => ({ ...f, rejected: [...new Set([...f.rejected, action.memberId])] }));
    case 'dismiss':
    case 'accepted': {
      const faces = state.faces.filter((f) => f.key !== action.key);
      return { ...state, faces, selected: state.selected === action.key ? (faces[0]?.key ?? null) : state.selected };
    }
    case 'reset':
      return initialFaces;
  }
}

/** The person to ask about for a face: its best candidate not yet turned down, if any. */
export function promptFor(face: FoundFace): Candidate | null {
  return face.candidates.find((c) => !face.rejected.includes(c.memberId)) ?? null;
}
