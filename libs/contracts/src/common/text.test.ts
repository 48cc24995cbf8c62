import { capitalizeFirst } from './text';

describe('capitalizeFirst', () => {
  it('upper-cases only the first character', () => {
    expect(capitalizeFirst('you were removed by the host')).toBe(
      'You were removed by the host',
    );
    expect(capitalizeFirst('already Capitalised')).toBe('Already Capitalised');
    expect(capitalizeFirst('éclair')).toBe('Éclair');
  });

  it('leaves empty text, digits and leading spaces alone', () => {
    expect(capitalizeFirst('')).toBe('');
    expect(capitalizeFirst('42 reasons')).toBe('42 reasons');
    expect(capitalizeFirst(' spaced')).toBe(' spaced');
  });
});
