import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

import {
  MALFORMED_REPLY,
  ReplyRejected,
  backendCall,
  callEndpoint,
  classifyFailure,
  failureMessage,
} from './api-error';

const copy = { failed: 'Failed to fetch things' };

describe('failureMessage', () => {
  it.each<[string, FetchBaseQueryError]>([
    ['a 500 with JSON', { status: 500, data: { message: 'boom' } }],
    ['a 404 with nothing', { status: 404, data: undefined }],
    ['a 500 with an HTML body', { status: 'PARSING_ERROR', originalStatus: 500, data: '<html>', error: 'x' }],
    ['a 502 from a proxy', { status: 'PARSING_ERROR', originalStatus: 502, data: 'Bad Gateway', error: 'x' }],
  ])('gives the feature its "failed" words for %s', (_case, error) => {
    expect(failureMessage(error, copy)).toBe('Failed to fetch things');
  });

  it('calls an unreadable OK answer malformed, in the feature words when it has some', () => {
    const error: FetchBaseQueryError = {
      status: 'PARSING_ERROR',
      originalStatus: 200,
      data: '<b>Fatal error</b>',
      error: 'SyntaxError',
    };
    expect(failureMessage(error, copy)).toBe(MALFORMED_REPLY);
    expect(failureMessage(error, { ...copy, malformed: 'The list could not be read' })).toBe(
      'The list could not be read',
    );
  });

  it('keeps the browser words for a network error unless the feature names its own', () => {
    const error: FetchBaseQueryError = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
    expect(failureMessage(error, copy)).toBe('Failed to fetch');
    expect(failureMessage(new TypeError('Failed to fetch'), copy)).toBe('Failed to fetch');
    expect(failureMessage(error, { ...copy, network: 'You appear to be offline' })).toBe(
      'You appear to be offline',
    );
  });

  it('shows a refusal as the server worded it', () => {
    expect(failureMessage(new ReplyRejected('Database connection failed'), copy)).toBe(
      'Database connection failed',
    );
  });

  it('treats a non-OK fetch Response like a non-OK status', () => {
    expect(classifyFailure({ status: 503, ok: false })).toEqual({ kind: 'status', status: 503 });
  });
});

describe('callEndpoint', () => {
  const answer = (result: Awaited<ReturnType<Parameters<typeof callEndpoint>[0]>>) => () =>
    Promise.resolve(result);

  it('returns the normalized body', async () => {
    const result = await callEndpoint(answer({ data: { n: '2' } }), '/x', copy, (body) =>
      Number((body as { n: string }).n),
    );
    expect(result).toEqual({ data: 2 });
  });

  it('maps a failed answer and a body the normalizer refuses to the feature words', async () => {
    const failed = await callEndpoint(
      answer({ error: { status: 'PARSING_ERROR', originalStatus: 500, data: '<html>', error: 'x' } }),
      '/x',
      copy,
      () => 1,
    );
    expect(failed).toEqual({ error: { status: 'CUSTOM_ERROR', error: 'Failed to fetch things' } });
    const malformed = await callEndpoint(answer({ data: 'nope' }), '/x', copy, () => {
      throw new Error('bad shape');
    });
    expect(malformed).toEqual({ error: { status: 'CUSTOM_ERROR', error: MALFORMED_REPLY } });
  });
});

describe('backendCall', () => {
  it('asks for what the argument names and reads the reply with it, in the words the argument picks', async () => {
    const queryFn = backendCall({
      request: (id: number) => ({ url: `/things/${id}`, method: 'GET' }),
      failures: (id: number) => ({ failed: `Thing ${id} could not be loaded` }),
      read: (body, id) => `${id}: ${String(body)}`,
    });
    const baseQuery = jest.fn().mockResolvedValueOnce({ data: 'ok' });
    await expect(queryFn(7, {}, {}, baseQuery)).resolves.toEqual({ data: '7: ok' });
    expect(baseQuery).toHaveBeenCalledWith({ url: '/things/7', method: 'GET' });

    baseQuery.mockResolvedValueOnce({ error: { status: 503, data: '<html>' } });
    await expect(queryFn(8, {}, {}, baseQuery)).resolves.toEqual({
      error: { status: 'CUSTOM_ERROR', error: 'Thing 8 could not be loaded' },
    });
  });
});
