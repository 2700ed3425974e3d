import { contactFailureDetail } from './contact-failure';

describe('contactFailureDetail', () => {
  it('asks to check the connection when the SDK’s own code could not be fetched', () => {
    // What webpack rejects an import() with when the chunk's script fails to load.
    const chunkLoadError = Object.assign(new Error('Loading chunk emailjs failed.\n(error: /assets/x.js)'), {
      name: 'ChunkLoadError',
      type: 'error',
    });
    expect(contactFailureDetail(chunkLoadError)).toBe(
      'We could not reach the e-mail service. Please check your internet connection and try again.',
    );
  });

  it('keeps an unknown error apart from a failed connection', () => {
    expect(contactFailureDetail(new Error('boom'))).toMatch(
      /^Something unexpected went wrong while sending\./,
    );
  });
});
