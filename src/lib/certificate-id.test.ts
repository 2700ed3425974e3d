import { formatCertificateId, isCertificateId, readCertificateId } from './certificate-id';

describe('certificate ids', () => {
  it('accepts only the printed form', () => {
    expect(isCertificateId('MB-7K3Q-9D2X-TV0A')).toBe(true);
    expect(isCertificateId('MB-0000-0000-0000')).toBe(true);
    for (const text of [
      'mb-7k3q-9d2x-tv0a',
      'MB-7K3Q-9D2X-TV0',
      'MB-7K3Q-9D2X-TV0AA',
      'MB7K3Q9D2XTV0A',
      'MB-7K3Q-9D2X-TVOA', // the letter O is not a digit
      'MB-7K3Q-9D2X-TVIA',
      'MB-7K3Q-9D2X-TVUA',
      ' MB-7K3Q-9D2X-TV0A',
      'XY-7K3Q-9D2X-TV0A',
      '',
    ])
      expect(isCertificateId(text)).toBe(false);
  });

  it('reads what a person types with Crockford’s rules: case, O for 0, I and L for 1, any spacing', () => {
    expect(readCertificateId('mb-7k3q-9d2x-tv0a')).toBe('MB-7K3Q-9D2X-TV0A');
    expect(readCertificateId('  MB 7K3Q 9D2X TVOA ')).toBe('MB-7K3Q-9D2X-TV0A');
    expect(readCertificateId('7K3Q9D2XTV0A')).toBe('MB-7K3Q-9D2X-TV0A');
    expect(readCertificateId('MB–7K3Q–9D2X–TV0A')).toBe('MB-7K3Q-9D2X-TV0A'); // en dashes from a PDF
    expect(readCertificateId('mb-lk3q-9d2x-tvia')).toBe('MB-1K3Q-9D2X-TV1A');
  });

  it('refuses text that cannot be an id', () => {
    for (const text of [
      '',
      'hello',
      'MB-7K3Q-9D2X',
      'MB-7K3Q-9D2X-TV0A-1',
      'MB-UUUU-9D2X-TV0A',
      'MB-7K3Q-9D2X-TV0!',
    ])
      expect(readCertificateId(text)).toBeNull();
  });

  it('formats twelve digits in three groups', () => {
    expect(formatCertificateId('ABCDEFGHJKMN')).toBe('MB-ABCD-EFGH-JKMN');
  });
});
