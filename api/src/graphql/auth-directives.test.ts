import { buildSchema as parseSdl } from 'graphql';
import { buildSchema } from './schema.ts';
import { undeclaredRootFields, applyAuthDirectives } from './auth-directives.ts';

describe('secure by default', () => {
  it('every root field of the schema declares @auth or @public', () => {
    expect(undeclaredRootFields(buildSchema())).toEqual([]);
  });

  it('refuses to load a schema with an undeclared root field', () => {
    const sdl = `directive @auth on FIELD_DEFINITION
      directive @public on FIELD_DEFINITION
      type Query { open: String @public, forgotten: String }`;
    expect(undeclaredRootFields(parseSdl(sdl))).toEqual(['Query.forgotten']);
    expect(() => applyAuthDirectives(parseSdl(sdl))).toThrow(/Query\.forgotten/);
  });

  it('refuses an anonymous subscription before it starts, not only each event', () => {
    const field = buildSchema().getSubscriptionType()!.getFields().notificationAdded;
    const anonymous = { viewer: null } as never;
    expect(() => field.subscribe!(undefined, {}, anonymous, {} as never)).toThrow('You must be signed in.');
  });
});
