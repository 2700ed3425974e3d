import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  TARGET_PHONE,
  budgetsMissed,
  calibrate,
  correctedMultiplier,
  entryScriptOf,
  latencyOf,
  multiplierFor,
  parseCommonArgs,
  runOrder,
} from './bench-host';

describe('the CPU slowdown for the target phone', () => {
  it("is the ratio of the host's benchmarkIndex to the phone's, to two decimals", () => {
    assert.equal(TARGET_PHONE.benchmarkIndex, 500);
    // The host (index 2436) is slowed more than Lighthouse's default 4x.
    assert.equal(multiplierFor(2436), 4.87);
    assert.equal(multiplierFor(2000), 4);
    assert.equal(multiplierFor(1000, 250), 4);
  });

  it('never speeds a host up: a host slower than the phone runs unthrottled', () => {
    assert.equal(multiplierFor(300), 1);
  });

  it('refuses a host it could not measure', () => {
    assert.throws(() => multiplierFor(0), /benchmark index/);
    assert.throws(() => multiplierFor(Number.NaN), /benchmark index/);
  });

  it('corrects a slowdown by how far the host scored from the phone under it', () => {
    assert.equal(correctedMultiplier(4, 600), 4.8);
    assert.equal(correctedMultiplier(4, 400), 3.2);
    assert.equal(correctedMultiplier(1.1, 200), 1);
  });
});

describe('calibrate', () => {
  /** A host of `index` whose benchmark falls less than in proportion to the slowdown, as a real one does. */
  function host(index: number) {
    let rate = 1;
    const rates: number[] = [];
    return {
      rates,
      cdp: {
        send: async (method: string, params?: { rate: number }) => {
          assert.equal(method, 'Emulation.setCPUThrottlingRate');
          rate = params?.rate ?? 1;
          rates.push(rate);
          return {};
        },
      },
      evaluate: async (source: string) => {
        assert.match(source, /^\(function computeBenchmarkIndex\(\)/);
        return index / rate ** 0.9;
      },
    };
  }

  it("finds the slowdown under which the host scores the phone's index, and leaves the page unthrottled", async () => {
    const { cdp, evaluate, rates } = host(2400);
    const calibration = await calibrate(evaluate, cdp as never, 'Chrome/156');
    assert.equal(calibration.hostIndex, 2400);
    assert.equal(calibration.browser, 'Chrome/156');
    // The first guess (4.8x) leaves the host faster than the phone; the correction slows it further.
    assert.ok(calibration.multiplier > 4.8, `multiplier ${calibration.multiplier}`);
    assert.ok(
      Math.abs(calibration.simulatedIndex / 500 - 1) <= 0.05,
      `simulated ${calibration.simulatedIndex}`,
    );
    assert.equal(rates.at(-1), 1);
  });

  it('leaves a host slower than the phone unthrottled', async () => {
    const { cdp, evaluate } = host(400);
    const calibration = await calibrate(evaluate, cdp as never, 'Chrome/156');
    assert.equal(calibration.multiplier, 1);
    assert.equal(calibration.simulatedIndex, 400);
  });
});

describe('the options both benchmarks share', () => {
  it('defaults to medians of three over dist/ on the calibrated phone', () => {
    assert.deepEqual(parseCommonArgs(['/about']), {
      runs: 3,
      dist: 'dist',
      targetIndex: 500,
      fixedMultiplier: null,
      rest: ['/about'],
    });
  });

  it('takes the runs, another build, another phone or a fixed slowdown', () => {
    const options = parseCommonArgs([
      '--runs',
      '5',
      '--dist',
      '/tmp/old',
      '--target-index',
      '264',
      '--cpu',
      '4',
    ]);
    assert.deepEqual(options, {
      runs: 5,
      dist: '/tmp/old',
      targetIndex: 264,
      fixedMultiplier: 4,
      rest: [],
    });
    assert.throws(() => parseCommonArgs(['--runs', 'x']), /--runs needs a positive number/);
  });
});

describe('the order of the runs', () => {
  it('measures round by round, every route once a round, so the routes compared meet the same load', () => {
    assert.deepEqual(
      runOrder(['/verify/MB-AAAA-BBBB-CCCC', '/profile'], 3).map(({ route, run }) => `${run}:${route}`),
      [
        '0:/verify/MB-AAAA-BBBB-CCCC',
        '0:/profile',
        '1:/verify/MB-AAAA-BBBB-CCCC',
        '1:/profile',
        '2:/verify/MB-AAAA-BBBB-CCCC',
        '2:/profile',
      ],
    );
    assert.deepEqual(runOrder(['/about'], 0), []);
  });
});

describe('which build the preview serves', () => {
  it("is known by the entry script's hashed name", () => {
    assert.equal(
      entryScriptOf('<script defer src="/assets/main.3da6eb2bcf.js"></script>'),
      '/assets/main.3da6eb2bcf.js',
    );
    assert.equal(entryScriptOf('<p>no script</p>'), undefined);
  });
});

describe("the issue's budgets", () => {
  it('names each budget a route misses', () => {
    assert.deepEqual(budgetsMissed({ score: 98, tbt: 150, lcp: 1800, cls: 0.01 }), []);
    assert.deepEqual(budgetsMissed({ score: 94, tbt: 151, lcp: 1801, cls: 0.011 }), [
      'TBT',
      'perf',
      'LCP',
      'CLS',
    ]);
  });
});

describe('latencyOf', () => {
  it("is the longest event of the worst interaction since the mark, as INP counts one page's input", () => {
    const events = [
      { id: 1, name: 'pointerdown', start: 50, duration: 400 }, // before the mark: loading the page
      { id: 2, name: 'pointerdown', start: 120, duration: 40 },
      { id: 2, name: 'click', start: 128, duration: 88 },
      { id: 3, name: 'keydown', start: 300, duration: 24 },
    ];
    assert.equal(latencyOf(events, 100), 88);
    assert.equal(latencyOf([], 100), 0);
  });
});
