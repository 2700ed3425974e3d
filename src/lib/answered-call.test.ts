import { answeredCall } from './answered-call';

const copy = { failed: 'Failed to fetch things' };

describe('answeredCall', () => {
  const queryFn = answeredCall({
    request: (id: string) => `/things/${id}`,
    failures: copy,
    read: (body) => `found ${(body as { name: string }).name}`,
    answers: {
      404: (_body, id) => `nobody holds ${id}`,
      409: (body) => `missing ${(body as { missing: string[] }).missing.join(', ')}`,
    },
  });
  const answer = (result: unknown) => jest.fn().mockResolvedValue(result);

  it('reads an OK body, and a listed status from its JSON body instead of failing', async () => {
    await expect(queryFn('7', {}, {}, answer({ data: { name: 'Seven' } }))).resolves.toEqual({
      data: 'found Seven',
    });
    await expect(
      queryFn('8', {}, {}, answer({ error: { status: 404, data: { message: 'x' } } })),
    ).resolves.toEqual({
      data: 'nobody holds 8',
    });
    await expect(
      queryFn('9', {}, {}, answer({ error: { status: 409, data: { missing: ['a', 'b'] } } })),
    ).resolves.toEqual({ data: 'missing a, b' });
  });

  it('still fails for a listed status whose body is not JSON, an unlisted status, or a body its reader refuses', async () => {
    const failed = { error: { status: 'CUSTOM_ERROR', error: 'Failed to fetch things' } };
    const html = { error: { status: 'PARSING_ERROR', originalStatus: 404, data: '<html>', error: 'x' } };
    await expect(queryFn('1', {}, {}, answer(html))).resolves.toEqual(failed);
    await expect(queryFn('1', {}, {}, answer({ error: { status: 500, data: {} } }))).resolves.toEqual(failed);
    const refused = await queryFn('1', {}, {}, answer({ error: { status: 409, data: {} } }));
    expect(refused.error).toBeDefined();
  });
});
