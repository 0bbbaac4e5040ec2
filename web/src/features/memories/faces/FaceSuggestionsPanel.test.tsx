import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { peopleMock, treesMock } from '../../../test/peopleChoiceMocks';
import { memory as sampleMemory } from '../test/memoryFixtures';
import { FaceSuggestionsPanel } from './FaceSuggestionsPanel';
import { faceSuggestionReducer, initialFaces, type FaceSuggestionState } from './faceSuggestionState';
import type { FaceSuggestions } from './useFaceSuggestions';

const rosa = { memberId: 'm-rosa', name: 'Rosa Rivera', score: 0.82 };

function fakeFaces(state: FaceSuggestionState, extra: Partial<FaceSuggestions> = {}): FaceSuggestions {
  return { available: true, off: false, state, busy: false, find: jest.fn(), accept: jest.fn(), turnDown: jest.fn(), dismiss: jest.fn(), move: jest.fn(), select: jest.fn(), close: jest.fn(), ...extra };
}

const found = faceSuggestionReducer(initialFaces, {
  type: 'found',
  faces: [
    { box: { x: 0.1, y: 0.1, width: 0.2, height: 0.2 }, descriptor: [0.1], score: 0.9 },
    { box: { x: 0.5, y: 0.1, width: 0.2, height: 0.2 }, descriptor: [0.2], score: 0.7 },
  ],
  candidates: [[rosa], []],
});

describe('the faces found on a photo', () => {
  it('asks "is this Rosa?" with the score, and tags her or turns her down as the person says', async () => {
    const faces = fakeFaces(found);
    const { user } = renderWithProviders(<FaceSuggestionsPanel memory={sampleMemory()} faces={faces} />, { mocks: [treesMock, peopleMock] });
    expect(screen.getByText(/Face 1: is this Rosa Rivera\?/)).toBeInTheDocument();
    expect(screen.getByText('0.82')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, tag Rosa Rivera' }));
    expect(faces.accept).toHaveBeenCalledWith(found.faces[0], { id: 'm-rosa', name: 'Rosa Rivera' }, 0.82);
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(faces.turnDown).toHaveBeenCalledWith(found.faces[0], rosa);
  });

  it('asks who a face nobody is suggested for is, and tags only once someone is chosen', async () => {
    const faces = fakeFaces(found);
    const { user } = renderWithProviders(<FaceSuggestionsPanel memory={sampleMemory()} faces={faces} />, { mocks: [treesMock, peopleMock] });
    expect(screen.getByText('Face 2: who is this?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tag' })).toBeDisabled();
    await user.click(screen.getAllByRole('button', { name: 'Dismiss' })[1]);
    expect(faces.dismiss).toHaveBeenCalledWith(found.faces[1]);
  });

  it('says a photo is too large, and says whose switch it is when suggestions are off', () => {
    const tooLarge = faceSuggestionReducer(initialFaces, { type: 'tooLarge', megapixels: 100 });
    const { unmount } = renderWithProviders(<FaceSuggestionsPanel memory={sampleMemory()} faces={fakeFaces(tooLarge)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This photo is 100 megapixels');
    unmount();
    renderWithProviders(<FaceSuggestionsPanel memory={sampleMemory()} faces={fakeFaces(initialFaces, { available: false, off: true })} />);
    expect(screen.getByText(/Face suggestions are off in your trees/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Find faces' })).not.toBeInTheDocument();
  });
});
