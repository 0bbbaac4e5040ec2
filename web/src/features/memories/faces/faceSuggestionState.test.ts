import { faceSuggestionReducer, initialFaces, promptFor, type FaceAction, type FaceSuggestionState } from './faceSuggestionState';

const rosa = { memberId: 'rosa', name: 'Rosa', score: 0.82 };
const lena = { memberId: 'lena', name: 'Lena', score: 0.61 };
const run = (...actions: FaceAction[]) => actions.reduce<FaceSuggestionState>(faceSuggestionReducer, initialFaces);
const found: FaceAction = {
  type: 'found',
  faces: [
    { box: { x: 0.9, y: 0.1, width: 0.3, height: 0.2 }, descriptor: [0.1], score: 0.9 },
    { box: { x: 0.1, y: 0.1, width: 0.2, height: 0.2 }, descriptor: [0.2], score: 0.7 },
  ],
  candidates: [[rosa, lena], []],
};

describe('finding faces and saying who they are', () => {
  it('goes from loading to looking to the faces found, their boxes kept on the photo, the first selected', () => {
    expect(run({ type: 'start' }).phase).toBe('loading');
    expect(run({ type: 'start' }, { type: 'looking' }).phase).toBe('looking');
    const state = run({ type: 'start' }, { type: 'looking' }, found);
    expect(state.phase).toBe('ready');
    expect(state.faces.map((f) => f.box)).toEqual([{ x: 0.7, y: 0.1, width: 0.3, height: 0.2 }, { x: 0.1, y: 0.1, width: 0.2, height: 0.2 }]);
    expect(state.selected).toBe('face-1');
  });

  it('asks about the best person not turned down, then the next, then nobody', () => {
    let state = run(found);
    expect(promptFor(state.faces[0])).toEqual(rosa);
    state = faceSuggestionReducer(state, { type: 'reject', key: 'face-1', memberId: 'rosa' });
    expect(promptFor(state.faces[0])).toEqual(lena);
    state = faceSuggestionReducer(state, { type: 'reject', key: 'face-1', memberId: 'lena' });
    expect(promptFor(state.faces[0])).toBeNull();
    expect(promptFor(state.faces[1])).toBeNull();
  });

  it('moves a box on the photo, remembering where it was found', () => {
    const state = run(found, { type: 'move', key: 'face-2', box: { x: 0.95, y: -0.2, width: 0.2, height: 0.2 } });
    expect(state.faces[1].box).toEqual({ x: 0.8, y: 0, width: 0.2, height: 0.2 });
    expect(state.faces[1].detectedBox).toEqual({ x: 0.1, y: 0.1, width: 0.2, height: 0.2 });
  });

  it('takes away a face accepted or dismissed and selects the next one', () => {
    const state = run(found, { type: 'accepted', key: 'face-1' });
    expect(state.faces.map((f) => f.key)).toEqual(['face-2']);
    expect(state.selected).toBe('face-2');
    expect(run(found, { type: 'dismiss', key: 'face-2' }, { type: 'dismiss', key: 'face-1' })).toMatchObject({ faces: [], selected: null });
  });

  it('says a photo is too large without looking, and starts again from nothing', () => {
    expect(run(found, { type: 'tooLarge', megapixels: 100 })).toEqual({ phase: 'tooLarge', faces: [], selected: null, megapixels: 100 });
    expect(run(found, { type: 'reset' })).toEqual(initialFaces);
  });
});
