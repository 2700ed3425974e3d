import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { csvCell, csvFile } from './csv';

describe("the console's CSV files", () => {
  it('quotes commas, quotes and line breaks (RFC 4180), with CRLF lines', () => {
    const file = csvFile(
      [
        ['Name', (row: { name: string; n: number }) => row.name],
        ['N', (row) => row.n],
      ],
      [
        { name: 'Sharma, Priya', n: 1 },
        { name: 'say "hi"\nthen', n: 2 },
      ],
    );
    assert.equal(file, 'Name,N\r\n"Sharma, Priya",1\r\n"say ""hi""\nthen",2\r\n');
  });

  it('keeps a spreadsheet from running a cell as a formula; numbers stay numbers', () => {
    for (const text of ['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx'])
      assert.equal(csvCell(text), `'${text}`);
    assert.equal(csvCell(-5), -5);
    assert.equal(csvCell('Priya'), 'Priya');
    assert.equal(csvCell(null), '');
  });
});
