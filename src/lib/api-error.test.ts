import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

import { MALFORMED_REPLY, ReplyRejected, callEndpoint, classifyFailure, failureMessage } from './api-error';

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
