import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { PublicPageLayout } from './public-page-layout';

// jsdom does not evaluate media queries: read the rules styled-components injected instead.
function cssInMedia(element: HTMLElement, query: string): string {
  const css = Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('')
    .replace(/\s+/g, '');
  const opening = `@media${query.replace(/\s+/g, '')}{`;
  const blocks: string[] = [];
  for (
    let at = css.indexOf(opening);
    at !== -1;
    at = css.indexOf(opening, at + 1)
  ) {
    let depth = 1;
    let end = at + opening.length;
    while (end < css.length && depth > 0) {
      if (css[end] === '{') depth++;
      if (css[end] === '}') depth--;
      end++;
    }
    blocks.push(css.slice(at + opening.length, end - 1));
  }
  return Array.from(element.classList)
    .flatMap((name) =>
      blocks.map(
        (block) => new RegExp(`\\.${name}\\{([^}]*)\\}`).exec(block)?.[1] ?? '',
      ),
    )
    .filter(Boolean)
    .join(';');
}

describe('PublicPageLayout', () => {
  it('has a header with the logo link and the content in the main landmark', () => {
    renderWithTheme(
      <PublicPageLayout logoTo="/register">
        <h1>access file / recording</h1>
      </PublicPageLayout>,
    );

    expect(screen.getByRole('banner')).toContainElement(
      screen.getByRole('link', { name: 'ruume home' }),
    );
    expect(screen.getByRole('link', { name: 'ruume home' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { name: 'access file / recording' }),
    );
  });

  it('leads the logo home by default', () => {
    renderWithTheme(<PublicPageLayout>content</PublicPageLayout>);

    expect(screen.getByRole('link', { name: 'ruume home' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('shows the side image in a complementary region', () => {
    renderWithTheme(
      <PublicPageLayout aside={<img src="/share-1.webp" alt="" />}>
        <h1>access file / recording</h1>
      </PublicPageLayout>,
    );

    const aside = screen.getByRole('complementary');
    expect(aside.querySelector('img')).toHaveAttribute('src', '/share-1.webp');
  });

  it('has no side region without an image', () => {
    renderWithTheme(<PublicPageLayout>content</PublicPageLayout>);

    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('hides the side image on phones', () => {
    renderWithTheme(
      <PublicPageLayout aside={<img src="/share-1.webp" alt="" />}>
        <h1>access file / recording</h1>
      </PublicPageLayout>,
    );

    expect(
      cssInMedia(screen.getByRole('complementary'), '(max-width: 767px)'),
    ).toContain('display:none');
  });

  it('shows header actions', () => {
    renderWithTheme(
      <PublicPageLayout headerActions={<a href="/login">sign in</a>}>
        content
      </PublicPageLayout>,
    );

    expect(screen.getByRole('banner')).toContainElement(
      screen.getByRole('link', { name: 'sign in' }),
    );
  });
});
