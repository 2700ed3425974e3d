import { answerOnly } from './page-data';

const result = (fields: { data?: string[]; isError?: boolean; error?: unknown; isFetching: boolean }) => ({
  isError: false,
  isLoading: false,
  isSuccess: fields.data !== undefined,
  status: 'fulfilled',
  fulfilledTimeStamp: 1,
  ...fields,
});

describe('answerOnly', () => {
  it('is the same answer while the page revalidates what it shows, and after', () => {
    const data = ['Workshop'];
    const before = answerOnly(result({ data, isFetching: false }));
    const during = answerOnly(result({ data, isFetching: true }));
    expect(during).toEqual(before);
    expect(during).toEqual({ data, isError: false, error: undefined, isFetching: false });
  });

  it('says a request is under way while there is no answer yet, or after a failure (Retry)', () => {
    expect(answerOnly(result({ isFetching: true }))).toEqual({
      data: undefined,
      isError: false,
      error: undefined,
      isFetching: true,
    });
    const error = { status: 500, data: '<html>' };
    expect(answerOnly(result({ isError: true, error, isFetching: false }))).toEqual({
      data: undefined,
      isError: true,
      error,
      isFetching: false,
    });
  });
});
