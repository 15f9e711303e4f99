import { describe, expect, it } from 'vitest';
import { docId, isUsableDocumentId, requestId, userId } from './fields';

describe('isUsableDocumentId', () => {
  it.each(['.', '..', '__x__', '____', '__.*__', '__name__', 'a/b', '', 'x'.repeat(1_501)])(
    'refuses %j, which Firestore refuses as a document id',
    (id) => expect(isUsableDocumentId(id)).toBe(false),
  );

  it.each(['a', 'ORDER-1', '__x', 'x__', '_x_', '___', 'x'.repeat(1_500), 'a.b'])('takes %j', (id) =>
    expect(isUsableDocumentId(id)).toBe(true),
  );
});

describe('the id fields of the callables', () => {
  it.each([
    ['docId', docId, '__x__'],
    ['requestId', requestId, '__request__'],
    ['userId', userId, '__uid__'],
    ['userId', userId, '..'],
    ['userId', userId, 'a/b'],
  ] as const)('%s refuses the reserved id %j', (_name, schema, id) => {
    expect(schema.safeParse(id).success).toBe(false);
  });

  it('take ordinary ids', () => {
    expect(docId.parse('hold_1-A')).toBe('hold_1-A');
    expect(requestId.parse('req_12345678')).toBe('req_12345678');
    expect(userId.parse(' uid-1 ')).toBe('uid-1');
  });
});
