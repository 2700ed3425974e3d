/**
 * The console's form and the backend refuse the same records: for generated records of each kind, whatever
 * the form's rules (src/features/admin/record-rules.ts) let through, as the form sends it, the backend's
 * schema and its normalizer rules (server/backend/admin/kinds.ts) take. So an edit in the console can never
 * produce a record the public page cannot show, nor one the backend refuses after the form said yes.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import fc from 'fast-check';
import { Value } from 'typebox/value';

import { KINDS as BACKEND_KINDS, createSchema } from '../../server/backend/admin/kinds';
import type { Db } from '../../server/backend/db';
import { KIND_NAMES, KINDS } from '../../src/features/admin/kinds';
import type { FieldDef, KindName } from '../../src/features/admin/kinds';
import { toFormValues, toRecordFields } from '../../src/features/admin/model';
import type { FormValues } from '../../src/features/admin/model';
import { recordSchema } from '../../src/features/admin/record-rules';

/** Kinds whose rules read nothing else from the database (a course's instructor and an article's slug do). */
const SELF_CONTAINED = KIND_NAMES.filter((name) => name !== 'courses' && name !== 'articles');
const NO_DB = {} as Db;

/** Values a person might type into a field: mostly good ones, then near misses, then anything at all. */
function typed(field: FieldDef): fc.Arbitrary<string | boolean> {
  if (field.type === 'boolean') return fc.boolean();
  const [good, near] = (
    {
      date: [
        ['2026-12-03', '2027-01-31'],
        ['2026-02-30', '2026-12-3', '03-12-2026', ''],
      ],
      time: [
        ['18:00', '18:00:00', '07:30'],
        ['24:00', '7:30', '18:60', ''],
      ],
      number: [
        ['1', '1.5', '24', '0.25'],
        ['0', '-1', '24.5', 'abc', ''],
      ],
      choice: [
        ['1', '2'],
        ['3', ''],
      ],
      reference: [['1'], ['']],
      upload: [
        [
          '',
          '0123456789abcdef.png',
          '0123456789abcdef.pdf',
          '/admin/uploads/webinars/0123456789abcdef-960.webp',
          'https://example.com/banner.png',
        ],
        ['../backend.sqlite', 'javascript:alert(1)', 'a/b.png'],
      ],
      text: [
        [
          'Tidy data with R',
          'https://example.com/register',
          'ravi@example.com',
          'https://youtube.com/shorts/abcdefghijk',
          'https://www.youtube.com/watch?v=abcdefghijk',
          'tidy-data',
          '15 December 2026',
          '',
        ],
        ['   ', 'javascript:alert(1)', 'not an e-mail', 'Tidy Data'],
      ],
    } satisfies Record<string, [string[], string[]]>
  )[field.type];
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...good) },
    { weight: 2, arbitrary: fc.constantFrom(...near) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  );
}

const formValues = (name: KindName): fc.Arbitrary<FormValues> =>
  fc.record(Object.fromEntries(KINDS[name].fields.map((field) => [field.name, typed(field)])));

describe('the console’s rules and the backend’s', () => {
  it('describe the same fields for every kind', () => {
    for (const name of KIND_NAMES)
      assert.deepEqual(
        KINDS[name].fields.map((field) => field.name).sort(),
        Object.keys(BACKEND_KINDS[name].fields).sort(),
        name,
      );
  });

  for (const name of SELF_CONTAINED) {
    it(`${name}: whatever the form accepts, the backend takes`, () => {
      const kind = KINDS[name];
      const schema = recordSchema(kind);
      const backend = BACKEND_KINDS[name];
      let accepted = 0;
      fc.assert(
        fc.property(formValues(name), (values) => {
          if (!schema.isValidSync(values)) return;
          accepted += 1;
          const body = toRecordFields(kind, values);
          assert.ok(Value.Check(createSchema(backend), body), `schema refuses ${JSON.stringify(body)}`);
          assert.deepEqual(backend.rules(body, NO_DB), {}, JSON.stringify(body));
        }),
        { numRuns: 2000 },
      );
      assert.ok(accepted > 0, `no generated ${name} passed the form's rules`);
    });
  }

  it('starts a new record of each kind with values the backend’s schema takes once the required fields are filled', () => {
    for (const name of KIND_NAMES) {
      const body = toRecordFields(KINDS[name], toFormValues(KINDS[name]));
      const problems = [...Value.Errors(createSchema(BACKEND_KINDS[name]), body)].filter(
        (problem) => !['instructorId'].includes(problem.instancePath.slice(1)),
      );
      assert.deepEqual(
        problems.map((problem) => problem.instancePath),
        [],
        name,
      );
    }
  });
});
