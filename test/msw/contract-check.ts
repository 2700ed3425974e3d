/**
 * Every answer an msw handler gives a jest test is checked against the backend's OpenAPI document
 * (docs/openapi.json, test/contract/openapi-shapes.ts): a mock that drifts from what the backend declares it
 * sends fails the test that used it, whichever test that is. A 5xx the document does not declare passes (a
 * crash or a proxy's page is outside any contract); a test that sends an answer off the contract on purpose
 * (a PHP error page with status 200, JSON of the wrong shape) says so with `answersOffContract()`.
 */
import { answerProblems, declaredAnswer } from '../contract/openapi-shapes';

import { server } from './server';

let offContract = false;
const pending = new Set<Promise<void>>();
const problems: string[] = [];

/** This test's mocks answer off the contract on purpose: their answers are not checked. */
export function answersOffContract(): void {
  offContract = true;
}

async function problemsOf(request: Request, response: Response): Promise<string[]> {
  const answer = declaredAnswer(request.method, request.url, response.status);
  if (!answer || (response.status >= 500 && !answer.declared)) return [];
  // An undeclared status, or an answer declared without a body (a 204): the body is not read.
  if (!answer.declared || !answer.schema) return answerProblems(answer, undefined);
  const text = await response.clone().text();
  // A CSV is declared as a string.
  if (answer.schema.type === 'string') return answerProblems(answer, text);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [`${answer.what}: the body is not JSON`];
  }
  return answerProblems(answer, body);
}

/** Starts checking the mocked answers (from test/setup.ts). */
export function checkMockedAnswers(): void {
  server.events.on('response:mocked', ({ request, response }) => {
    if (offContract) return;
    const check = problemsOf(request, response).then((found) => {
      problems.push(...found);
    });
    pending.add(check);
    void check.finally(() => pending.delete(check));
  });
}

/** After each test: what its mocks answered off the contract, one line a call. */
export async function mockedAnswersProblems(): Promise<string[]> {
  await Promise.all(pending);
  const found = problems.splice(0);
  offContract = false;
  return found;
}
