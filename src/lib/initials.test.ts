import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first and last word of the name, else the e-mail', () => {
    expect(initialsOf({ name: 'priya sharma', email: '' })).toBe('PS');
    expect(initialsOf({ name: 'priya devi sharma', email: '' })).toBe('PS');
    expect(initialsOf({ name: 'madonna', email: '' })).toBe('M');
    expect(initialsOf({ name: '  élodie   durand ', email: '' })).toBe('ÉD');
    expect(initialsOf({ name: '', email: 'learner@example.com' })).toBe('L');
    expect(initialsOf({ name: '', email: '' })).toBe('?');
  });
});
