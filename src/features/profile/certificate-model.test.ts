import {
  credentialFileName,
  formatCertificateDay,
  linkedInAddToProfileUrl,
  readCertificateCheck,
  readIncomplete,
  readLearnerCertificates,
  verificationAddress,
} from './certificate-model';

const valid = {
  id: 'MB-7K3Q-9D2X-TV0A',
  name: 'Priya Sharma',
  course: 'R Programming Fundamentals',
  completedOn: '2026-11-21',
  issuedAt: '2026-11-21T06:30:00.000Z',
  status: 'valid',
};

describe('readCertificateCheck', () => {
  it('reads a valid certificate and a revoked one with its day', () => {
    const { status: _status, ...certificate } = valid;
    expect(readCertificateCheck(valid)).toEqual({ kind: 'valid', certificate });
    expect(readCertificateCheck({ ...valid, status: 'revoked', revokedOn: '2026-11-25' })).toEqual({
      kind: 'revoked',
      certificate,
      revokedOn: '2026-11-25',
    });
  });

  it('refuses a reply that lacks what the page shows', () => {
    for (const body of [
      null,
      [],
      { ...valid, status: 'maybe' },
      { ...valid, status: 'revoked' },
      { ...valid, status: 'revoked', revokedOn: 'last week' },
      { ...valid, id: 'MB-1' },
      { ...valid, name: '' },
      { ...valid, course: null },
      { ...valid, completedOn: '21 November 2026' },
      { ...valid, issuedAt: 'soon' },
    ])
      expect(() => readCertificateCheck(body)).toThrow();
  });
});

describe('what a certificate shows and shares', () => {
  it('writes a day in full', () => {
    expect(formatCertificateDay('2026-11-21')).toBe('21 November 2026');
    expect(formatCertificateDay('2027-01-02')).toBe('2 January 2027');
  });

  it('gives the verification address on the site’s own origin', () => {
    expect(verificationAddress('https://www.mindbridgeconsulting.in/', 'MB-7K3Q-9D2X-TV0A')).toBe(
      'https://www.mindbridgeconsulting.in/verify/MB-7K3Q-9D2X-TV0A',
    );
    expect(credentialFileName('MB-7K3Q-9D2X-TV0A')).toBe('certificate-MB-7K3Q-9D2X-TV0A.jwt');
  });

  it('fills LinkedIn’s add-to-profile form: name, organisation, issue year and month, certUrl and certId', () => {
    const url = new URL(
      linkedInAddToProfileUrl({
        name: 'R Programming Fundamentals',
        organizationName: 'MindBridge Consulting',
        // 20:00 UTC on 31 December is 1:30 on 1 January in India.
        issuedAt: '2026-12-31T20:00:00.000Z',
        certUrl: 'https://www.mindbridgeconsulting.in/verify/MB-7K3Q-9D2X-TV0A',
        certId: 'MB-7K3Q-9D2X-TV0A',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'R Programming Fundamentals',
      organizationName: 'MindBridge Consulting',
      issueYear: '2027',
      issueMonth: '1',
      certUrl: 'https://www.mindbridgeconsulting.in/verify/MB-7K3Q-9D2X-TV0A',
      certId: 'MB-7K3Q-9D2X-TV0A',
    });
  });
});

describe('the learner’s certificates', () => {
  it('reads the list and the refusal the backend gives', () => {
    const { status: _status, ...certificate } = valid;
    expect(
      readLearnerCertificates({
        certificates: [
          { ...valid, courseId: '1', completedAt: '2026-11-21T05:00:00.000Z' },
          { ...valid, courseId: '2', status: 'revoked', revokedOn: '2026-11-25' },
        ],
      }),
    ).toEqual([
      { ...certificate, courseId: '1', status: 'valid', revokedOn: null },
      { ...certificate, courseId: '2', status: 'revoked', revokedOn: '2026-11-25' },
    ]);
    expect(() => readLearnerCertificates([])).toThrow();
    expect(() => readLearnerCertificates({ certificates: [{ ...valid }] })).toThrow('names no course');
    expect(
      readIncomplete({ message: 'x', missing: [{ id: 'v2', title: 'Vectors and data types' }] }),
    ).toEqual({ kind: 'incomplete', missing: ['Vectors and data types'] });
    expect(() => readIncomplete({ message: 'x' })).toThrow();
  });
});
