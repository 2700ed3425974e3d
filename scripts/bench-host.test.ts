import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { Calibration } from './bench-host';
import {
  DRIFT_TOLERANCE,
  TARGET_PHONE,
  budgetsMissed,
  calibrate,
  correctedMultiplier,
  driftOf,
  entryScriptOf,
  latencyOf,
  measureSteady,
  multiplierFor,
  onTarget,
  parseCommonArgs,
  runOrder,
} from './bench-host';

describe('the CPU slowdown for the target phone', () => {
  it("is the ratio of the host's benchmarkIndex to the phone's, to two decimals", () => {
    assert.equal(TARGET_PHONE.benchmarkIndex, 500);
    // The issue's host (index 2436) is slowed more than Lighthouse's default 4x.
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
  /**
   * A host whose benchmark falls less than in proportion to the slowdown, as a real one does; `index` gives
   * its unthrottled index at each measurement (a host that moves).
   */
  function host(index: number | ((measurement: number) => number)) {
    let rate = 1;
    let measurements = 0;
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
        measurements += 1;
        return (typeof index === 'number' ? index : index(measurements)) / rate ** 0.9;
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
    assert.equal(calibration.hostIndexAfter, 2400);
    assert.equal(calibration.steady, true);
  });

  it('calibrates again when the host moved while it was calibrated', async () => {
    // Twice as fast for the first calibration's last measurements, then steady at 2400.
    const { cdp, evaluate } = host((n) => (n >= 8 && n <= 20 ? 4800 : 2400));
    const calibration = await calibrate(evaluate, cdp as never, 'Chrome/156');
    assert.equal(calibration.steady, true);
    assert.equal(calibration.hostIndex, 2400);
    assert.ok(Math.abs(calibration.simulatedIndex / 500 - 1) <= 0.05);
  });

  it('calibrates again when the host moved during the corrections and left the slowdown off the phone', async () => {
    // Steady at 2400 before and after, but half as fast during two of the corrections: the last slowdown
    // found makes the host score about half the phone's index.
    const { cdp, evaluate } = host((n) => ((n >= 8 && n <= 10) || (n >= 14 && n <= 16) ? 1200 : 2400));
    const calibration = await calibrate(evaluate, cdp as never, 'Chrome/156');
    assert.equal(calibration.hostIndex, 2400);
    assert.equal(calibration.hostIndexAfter, 2400);
    assert.equal(calibration.steady, true);
    assert.ok(
      Math.abs(calibration.simulatedIndex / 500 - 1) <= 0.05,
      `simulated ${calibration.simulatedIndex}`,
    );
  });

  it('says so when the host never held still, after three calibrations', async () => {
    // The index alternates between 1200 and 2400 every three measurements.
    const { cdp, evaluate, rates } = host((n) => (Math.floor((n - 1) / 3) % 2 ? 1200 : 2400));
    const calibration = await calibrate(evaluate, cdp as never, 'Chrome/156');
    assert.equal(calibration.steady, false);
    assert.equal(rates.at(-1), 1);
  });

  it('leaves a host slower than the phone unthrottled', async () => {
    const { cdp, evaluate } = host(400);
    const calibration = await calibrate(evaluate, cdp as never, 'Chrome/156');
    assert.equal(calibration.multiplier, 1);
    assert.equal(calibration.simulatedIndex, 400);
    assert.equal(calibration.targetIndex, 500);
  });
});

describe('a host whose speed moves under the benchmark', () => {
  const calibrated = (hostIndex: number, multiplier: number): Calibration => ({
    hostIndex,
    multiplier,
    simulatedIndex: 500,
    targetIndex: 500,
    hostIndexAfter: hostIndex,
    steady: true,
    browser: 'Chrome/156',
  });

  it('holds a slowdown to be on the phone when the host scores within the tolerance of it, or is slower unthrottled', () => {
    assert.equal(onTarget(2.4, 520, 500), true);
    assert.equal(onTarget(2.4, 430, 500), true);
    assert.equal(onTarget(4.23, 291, 500), false);
    assert.equal(onTarget(2, 600, 500), false);
    assert.equal(onTarget(1, 400, 500), true);
  });

  it("measures how far a run's own host index is from the calibration's, as a fraction", () => {
    assert.equal(DRIFT_TOLERANCE, 0.15);
    assert.equal(driftOf(2000, 2000), 0);
    assert.equal(driftOf(1500, 2000), 0.25);
    assert.ok(Math.abs(driftOf(2300, 2000) - 0.15) < 1e-9);
    assert.equal(driftOf(0, 2000), Number.POSITIVE_INFINITY);
    assert.equal(driftOf(Number.NaN, 2000), Number.POSITIVE_INFINITY);
  });

  it('keeps a run whose host index is within the tolerance, under the calibration it was given', async () => {
    const slowdowns: number[] = [];
    let calibrations = 0;
    const steady = await measureSteady(
      async (multiplier) => {
        slowdowns.push(multiplier);
        return { result: 'run', hostIndex: 1850 }; // 7.5% slower than calibrated: the benchmark's own noise
      },
      calibrated(2000, 4.2),
      async () => {
        calibrations += 1;
        return calibrated(1000, 2.1);
      },
    );
    assert.deepEqual(slowdowns, [4.2]);
    assert.equal(calibrations, 0);
    assert.deepEqual(
      { ...steady, drift: Math.round(steady.drift * 1000) / 1000 },
      { result: 'run', calibration: calibrated(2000, 4.2), drift: 0.075, attempts: 1, drifted: false },
    );
  });

  it('calibrates again and measures the run again when the host has slowed, and keeps the new calibration', async () => {
    const slowdowns: number[] = [];
    const hostIndexes = [1100, 1120]; // the host halved its speed after the calibration, then held
    const lines: string[] = [];
    const steady = await measureSteady(
      async (multiplier) => {
        slowdowns.push(multiplier);
        return { result: `run at ${multiplier}x`, hostIndex: hostIndexes.shift() ?? 0 };
      },
      calibrated(2200, 4.6),
      async () => calibrated(1100, 2.3),
      { log: (line) => lines.push(line) },
    );
    // The first run simulated a phone half as fast as the target; it is measured again at the new slowdown.
    assert.deepEqual(slowdowns, [4.6, 2.3]);
    assert.equal(steady.result, 'run at 2.3x');
    assert.equal(steady.calibration.multiplier, 2.3);
    assert.equal(steady.attempts, 2);
    assert.equal(steady.drifted, false);
    assert.match(lines[0] ?? '', /host index 1100 is 50% from the calibration's 2200/);
    assert.match(lines[1] ?? '', /calibrated again: host benchmarkIndex 1100, CPU slowdown 2.3x/);
  });

  it('measures a run again when the host slowed during it: its index as the run ended strays, though the run found it calibrated', async () => {
    const slowdowns: number[] = [];
    const lines: string[] = [];
    const indexesAfterRun = [1100, 1950]; // a neighbour took half the host mid-run, then let it go
    let calibrations = 0;
    const steady = await measureSteady(
      async (multiplier) => {
        slowdowns.push(multiplier);
        return { result: `run ${slowdowns.length}`, hostIndex: 2000 };
      },
      calibrated(2000, 4.2),
      async () => {
        calibrations += 1;
        return calibrated(2000, 4.2);
      },
      { log: (line) => lines.push(line), indexAfterRun: async () => indexesAfterRun.shift() ?? 0 },
    );
    assert.deepEqual(slowdowns, [4.2, 4.2]);
    assert.equal(calibrations, 1);
    assert.equal(steady.result, 'run 2');
    assert.equal(steady.attempts, 2);
    assert.equal(steady.drifted, false);
    assert.ok(Math.abs(steady.drift - 0.025) < 1e-9);
    assert.match(lines[0] ?? '', /host index 1100 as the run ended is 45% from the calibration's 2000/);
  });

  it('counts a run whose host index held at both ends within the tolerance, without calibrating again', async () => {
    let calibrations = 0;
    const steady = await measureSteady(
      async () => ({ result: 'run', hostIndex: 2100 }),
      calibrated(2000, 4.2),
      async () => {
        calibrations += 1;
        return calibrated(2000, 4.2);
      },
      { indexAfterRun: async () => 1800 }, // 10% slower as it ended: within the benchmark's noise and margin
    );
    assert.equal(calibrations, 0);
    assert.equal(steady.attempts, 1);
    assert.equal(steady.drifted, false);
    // The farther of the two ends is the run's drift.
    assert.ok(Math.abs(steady.drift - 0.1) < 1e-9);
  });

  it('measures a run again, after calibrating again, when its calibration did not hold, though the host held still', async () => {
    const slowdowns: number[] = [];
    const lines: string[] = [];
    const offTarget = { ...calibrated(2000, 4.23), simulatedIndex: 291, steady: false };
    const steady = await measureSteady(
      async (multiplier) => {
        slowdowns.push(multiplier);
        return { result: `run at ${multiplier}x`, hostIndex: 2000 };
      },
      offTarget,
      async () => calibrated(2000, 3.6),
      { log: (line) => lines.push(line) },
    );
    assert.deepEqual(slowdowns, [4.23, 3.6]);
    assert.equal(steady.result, 'run at 3.6x');
    assert.equal(steady.drifted, false);
    assert.match(
      lines[0] ?? '',
      /the calibration did not hold \(under 4.23x it scores 291, not the phone's 500\)/,
    );
  });

  it('keeps the last run, marked as drifted, when the host never holds still for the attempts', async () => {
    let runs = 0;
    let calibrations = 0;
    const steady = await measureSteady(
      // Whatever the slowdown, the host has moved the other way by the time the run starts.
      async (multiplier) => {
        runs += 1;
        return { result: runs, hostIndex: multiplier < 4.5 ? 2400 : 1000 };
      },
      calibrated(2000, 4),
      async () => {
        calibrations += 1;
        return calibrations % 2 ? calibrated(2400, 4.8) : calibrated(1000, 2);
      },
      { attempts: 3 },
    );
    assert.equal(runs, 3);
    assert.equal(calibrations, 2);
    assert.equal(steady.result, 3);
    assert.equal(steady.attempts, 3);
    assert.equal(steady.drifted, true);
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
