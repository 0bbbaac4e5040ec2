import dayjs from 'dayjs';
import { emptyStory, storyValuesOf, toCreateStoryInput, toUpdateStoryInput } from './storyForm';
import { story } from '../test/storyFixtures';

describe('the story form’s payloads', () => {
  it('sends only the optional parts that were given when sharing', () => {
    expect(toCreateStoryInput({ ...emptyStory(), title: ' A ', content: ' B ' })).toEqual({ title: 'A', content: 'B', storyType: 'memory', isPublic: true });
    expect(toCreateStoryInput({ ...emptyStory(), title: 'A', content: 'B', eventDate: dayjs('1990-07-01'), attachments: [{ id: 'mem1', title: 'Lake', thumbnailUrl: null }] })).toMatchObject({
      eventDate: '1990-07-01',
      memoryIds: ['mem1'],
    });
  });

  it('sends the circle, people and memories of a change only when they changed', () => {
    const before = storyValuesOf(story({ circle: { id: 'c1', name: 'Cousins' }, taggedMembers: [{ id: 'm1', fullName: 'Rosa' }] }));
    expect(toUpdateStoryInput({ ...before, title: 'New' }, before)).toEqual({ title: 'New', content: before.content, storyType: 'tradition', eventDate: '1972-03-05', isPublic: true });
    expect(toUpdateStoryInput({ ...before, circleId: '', eventDate: null, taggedPeople: [] }, before)).toMatchObject({ circleId: null, eventDate: null, taggedMemberIds: [] });
  });
});
