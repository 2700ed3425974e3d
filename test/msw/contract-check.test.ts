import { HttpResponse, http } from 'msw';

import { answersOffContract, mockedAnswersProblems } from './contract-check';
import { server } from './server';

const BACKEND = 'http://localhost:4100';

/** The problems of the answers this test's mocks gave so far, taken so the test's own check passes. */
const taken = () => mockedAnswersProblems();

describe('the mocks’ answers against the backend’s document', () => {
  it('passes an answer of the declared shape, and a 5xx the document does not declare', async () => {
    await fetch(`${BACKEND}/api/articles`);
    server.use(
      http.get('*/api/articles', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
    );
    await fetch(`${BACKEND}/api/articles`);
    expect(await taken()).toEqual([]);
  });

  it('names a mock whose JSON is not the declared shape, one that is not JSON, and an undeclared status', async () => {
    server.use(
      http.get('*/api/articles', () => HttpResponse.json({ articles: [] })),
      http.get('*/api/newsletters', () => new HttpResponse('<html>PHP warning</html>', { status: 200 })),
      http.post('*/api/orders.php', () => HttpResponse.json({ ok: true }, { status: 200 })),
    );
    await fetch(`${BACKEND}/api/articles`);
    await fetch(`${BACKEND}/api/newsletters`);
    await fetch(`${BACKEND}/api/orders.php`, { method: 'POST', body: '{}' });
    expect(await taken()).toEqual([
      'GET /api/articles -> 200: (the body) must be array',
      'GET /api/newsletters -> 200: the body is not JSON',
      'POST /api/orders.php -> 200: the document declares no such answer (201, 400, 401, 409, 429, 503)',
    ]);
  });

  it('leaves the answers of a test that goes off the contract on purpose unchecked', async () => {
    answersOffContract();
    server.use(http.get('*/api/articles', () => HttpResponse.json({ articles: [] })));
    await fetch(`${BACKEND}/api/articles`);
    expect(await taken()).toEqual([]);
  });
});
