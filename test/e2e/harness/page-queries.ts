/**
 * The queries a journey finds elements with, answered inside the page by Testing Library's own DOM queries
 * (the same role and accessible-name rules as the jest tests), so every engine finds the same elements.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { NO_LIBRARY, Step } from './engine';

/** Testing Library's browser build; it defines `window.TestingLibraryDom`. */
export const testingLibrarySource = readFileSync(
  path.resolve('node_modules/@testing-library/dom/dist/@testing-library/dom.umd.min.js'),
  'utf8',
);

type DomQueries = {
  queryAllByRole: (scope: HTMLElement, role: string, options: object) => HTMLElement[];
  queryAllByLabelText: (scope: HTMLElement, text: unknown, options: object) => HTMLElement[];
  queryAllByText: (scope: HTMLElement, text: unknown, options: object) => HTMLElement[];
};

/**
 * Resolves `steps` from the document's body and returns the elements, in document order. Runs in the page:
 * it is serialised by the engine's client, so it uses nothing from outside its own body.
 */
export function pageQueries(steps: Step[]): HTMLElement[] | typeof NO_LIBRARY {
  const library = (window as unknown as { TestingLibraryDom?: DomQueries }).TestingLibraryDom;
  if (!library) return 'no-testing-library';
  const revive = (pattern: unknown) => {
    if (typeof pattern !== 'object' || pattern === null) return pattern;
    const { regex, flags } = pattern as { regex: string; flags: string };
    return new RegExp(regex, flags);
  };
  const visible = (element: HTMLElement) =>
    element.checkVisibility ? element.checkVisibility() : element.getClientRects().length > 0;
  const matches = (text: string, pattern: unknown) => {
    const revived = revive(pattern);
    return revived instanceof RegExp ? revived.test(text) : text.includes(String(revived));
  };

  const resolve = (from: HTMLElement[], chain: Step[]): HTMLElement[] => {
    let scopes = from;
    for (const step of chain) {
      const found: HTMLElement[] = [];
      if (step.kind === 'nth') {
        const picked = step.index < 0 ? scopes[scopes.length + step.index] : scopes[step.index];
        scopes = picked ? [picked] : [];
        continue;
      }
      for (const scope of scopes) {
        switch (step.kind) {
          case 'role': {
            const { name, ...rest } = step.options;
            const options = name === undefined ? rest : { ...rest, name: revive(name) };
            found.push(...library.queryAllByRole(scope, step.role, options));
            break;
          }
          case 'label':
            found.push(
              ...library.queryAllByLabelText(scope, revive(step.text), { exact: step.exact ?? false }),
            );
            break;
          case 'text':
            found.push(
              ...library
                .queryAllByText(scope, revive(step.text), { exact: step.exact ?? false })
                .filter(visible),
            );
            break;
          case 'testId':
            found.push(
              ...[...scope.querySelectorAll<HTMLElement>(`[data-testid="${step.id}"]`)].filter(visible),
            );
            break;
          case 'css':
            found.push(...scope.querySelectorAll<HTMLElement>(step.selector));
            break;
          case 'has':
            if (resolve([scope], step.steps).length > 0) found.push(scope);
            break;
          case 'hasText':
            if (matches(scope.textContent ?? '', step.text)) found.push(scope);
            break;
        }
      }
      scopes = [...new Set(found)].sort((a, b) =>
        a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
      );
    }
    return scopes;
  };
  return resolve([document.body], steps);
}
