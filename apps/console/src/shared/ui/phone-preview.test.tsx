import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhonePreview, sanitizeBody } from './phone-preview';

describe('announcement phone preview', () => {
  it('renders the body sanitized: no scripts, handlers, or javascript: links', () => {
    const html =
      '<p onclick="steal()">Hello <strong>players</strong></p><script>alert(1)</script>' +
      '<img src=x onerror="alert(2)"><a href="javascript:alert(3)">bad</a> <a href="https://example.com/promo">good</a>' +
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>';
    render(<PhonePreview title="Weekend bonus" html={html} />);
    const body = screen.getByTestId('preview-body');
    expect(screen.getByRole('heading', { name: 'Weekend bonus' })).toBeInTheDocument();
    expect(body.querySelector('strong')).toHaveTextContent('players');
    expect(body.innerHTML).not.toMatch(/script|onclick|onerror|iframe|<style|<img|javascript:/i);
    expect(body.querySelector('a[href="https://example.com/promo"]')).toHaveTextContent('good');
    expect(body.querySelector('a:not([href])')).toHaveTextContent('bad');
  });

  it('keeps the formatting the editor makes', () => {
    const html = '<h3>Title</h3><ul><li><em>one</em></li></ul><blockquote><p>q</p></blockquote>';
    expect(sanitizeBody(html)).toBe(html);
  });
});
