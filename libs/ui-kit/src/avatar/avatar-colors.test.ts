import {
  AVATAR_TEXT_DARK,
  AVATAR_TEXT_LIGHT,
  DEFAULT_AVATAR_BACKGROUND,
  avatarColors,
  avatarTextColor,
  initials,
  parseColor,
  perceivedLuminance,
} from './avatar-colors';

describe('initials', () => {
  it('takes the first letter of first and last name', () => {
    expect(initials('ada', 'lovelace')).toBe('AL');
  });

  it('works with only one of the names', () => {
    expect(initials('ada', '')).toBe('A');
    expect(initials(undefined, 'lovelace')).toBe('L');
    expect(initials(null, 'lovelace')).toBe('L');
  });

  it("is 'n/a' when both names are empty", () => {
    expect(initials('', '')).toBe('n/a');
    expect(initials(undefined, undefined)).toBe('n/a');
    expect(initials(null, null)).toBe('n/a');
    expect(initials('   ', ' ')).toBe('n/a');
  });

  it('ignores surrounding spaces and keeps non-Latin letters whole', () => {
    expect(initials('  émile ', ' zola')).toBe('ÉZ');
    expect(initials('𝒜da', 'b')).toBe('𝒜B');
  });
});

describe('avatarTextColor', () => {
  it('is white on the default background #B74366', () => {
    expect(DEFAULT_AVATAR_BACKGROUND).toBe('#B74366');
    expect(avatarTextColor('#B74366')).toBe(AVATAR_TEXT_LIGHT);
  });

  it('is white when no background is set', () => {
    expect(avatarTextColor(undefined)).toBe('#FFFFFF');
    expect(avatarTextColor(null)).toBe('#FFFFFF');
    expect(avatarTextColor('')).toBe('#FFFFFF');
  });

  it('is black on light and white on dark backgrounds', () => {
    expect(avatarTextColor('#FFFFFF')).toBe(AVATAR_TEXT_DARK);
    expect(avatarTextColor('#FFD60A')).toBe('#000000');
    expect(avatarTextColor('#000000')).toBe('#FFFFFF');
    expect(avatarTextColor('#1E3A8A')).toBe('#FFFFFF');
  });

  it('switches exactly at a brightness of 128', () => {
    // (128*299 + 128*587 + 128*114) / 1000 = 128
    expect(perceivedLuminance([128, 128, 128])).toBe(128);
    expect(avatarTextColor('#808080')).toBe('#000000');
    // 127 → below the threshold
    expect(avatarTextColor('#7F7F7F')).toBe('#FFFFFF');
  });

  it('weighs green more than blue, like the eye', () => {
    expect(avatarTextColor('#00FF00')).toBe('#000000'); // 149.7
    expect(avatarTextColor('#FF0000')).toBe('#FFFFFF'); // 76.2
    expect(avatarTextColor('#0000FF')).toBe('#FFFFFF'); // 29.1
  });

  it('reads short hex, alpha hex and rgb() colours', () => {
    expect(avatarTextColor('#fff')).toBe('#000000');
    expect(avatarTextColor('#000f')).toBe('#FFFFFF');
    expect(avatarTextColor('rgb(250, 250, 250)')).toBe('#000000');
    expect(avatarTextColor('rgba(10, 10, 10, 0.5)')).toBe('#FFFFFF');
  });

  it('falls back to white for unreadable colours', () => {
    expect(avatarTextColor('not-a-colour')).toBe('#FFFFFF');
    expect(parseColor('#12')).toBeNull();
    expect(parseColor('rgb(300, 0, 0)')).toBeNull();
  });
});

describe('avatarColors', () => {
  it('uses the default background with white text when none is set', () => {
    expect(avatarColors(undefined)).toEqual({
      background: '#B74366',
      color: '#FFFFFF',
    });
  });

  it('uses the given background with the matching text colour', () => {
    expect(avatarColors('#F5F5DC')).toEqual({
      background: '#F5F5DC',
      color: '#000000',
    });
    expect(avatarColors('#2E1065')).toEqual({
      background: '#2E1065',
      color: '#FFFFFF',
    });
  });

  it('replaces an unreadable background by the default', () => {
    expect(avatarColors('tomato-ish')).toEqual({
      background: '#B74366',
      color: '#FFFFFF',
    });
  });
});
