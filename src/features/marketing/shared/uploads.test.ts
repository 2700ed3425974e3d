import { uploadUrl } from './uploads';

const BASE = 'http://localhost:4100';

describe('uploadUrl', () => {
  it('puts a file name under its uploads folder', () => {
    expect(uploadUrl(BASE, 'certificates', 'iso-9001.svg')).toBe(
      `${BASE}/admin/uploads/certificates/iso-9001.svg`,
    );
  });

  it('encodes names and cannot climb out of the folder', () => {
    expect(uploadUrl(BASE, 'text_testimonials', '../../secret file.png')).toBe(
      `${BASE}/admin/uploads/text_testimonials/secret%20file.png`,
    );
  });

  it('gives nothing for a missing name, so the page shows its placeholder', () => {
    expect(uploadUrl(BASE, 'certificates', null)).toBeNull();
    expect(uploadUrl(BASE, 'certificates', '')).toBeNull();
    expect(uploadUrl(BASE, 'certificates', '/')).toBeNull();
  });
});
