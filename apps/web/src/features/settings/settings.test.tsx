import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18next } from '@/shared/lib/i18n';
import { STORAGE_KEYS } from '@/shared/lib/storage';
import { makeStatus } from '@/test/fixtures';
import { mockStatus, renderApp } from '@/test/render-app';

describe('personal settings (/m/set)', () => {
  it('offers only the merchant languages, and a choice is saved, applied and announced', async () => {
    mockStatus(makeStatus({ info: { languages: ['EN', 'TY'] } }));
    renderApp('/m/set');
    const section = await screen.findByRole('region', { name: 'Language' });
    const filipino = within(section).getByRole('radio', { name: 'Filipino' });
    expect(within(section).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['EN', 'TY']);

    const listener = vi.fn();
    i18next.on('languageChanged', listener);
    await userEvent.click(filipino);
    await waitFor(() => expect(document.documentElement.lang).toBe('tl'));
    i18next.off('languageChanged', listener);

    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('TY');
    expect(listener).toHaveBeenCalledWith('TY');
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal na setting' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Filipino' })).toBeChecked();
  });

  it('saves the theme and applies it to <html>', async () => {
    mockStatus(makeStatus());
    renderApp('/m/set');
    const group = await screen.findByRole('radiogroup', { name: 'Theme' });
    expect(within(group).getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(group).getByRole('radio', { name: 'Light' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('light');
    expect(within(group).getByRole('radio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');
  });
});

describe('side menu preferences', () => {
  it('switches language from the accordion with SVG flags', async () => {
    mockStatus(makeStatus());
    renderApp('/m/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const trigger = within(menu).getByRole('button', { name: /Language/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const group = within(menu).getByRole('group', { name: 'Language' });
    expect(group.querySelectorAll('svg.flag')).toHaveLength(2);
    await userEvent.click(within(group).getByRole('radio', { name: 'Filipino' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('tl'));
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('TY');
    expect(await within(menu).findByRole('button', { name: /Wika/ })).toBeInTheDocument();
  });

  it('toggles the theme with the switch', async () => {
    mockStatus(makeStatus());
    renderApp('/m/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const toggle = await screen.findByRole('switch', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('light');
  });
});
