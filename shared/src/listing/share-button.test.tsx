import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from './share-button';
import { absoluteAddress, shareLinks } from './share-links';

afterEach(cleanup);

describe('the share addresses (§2.8)', () => {
  it('make a path of this site absolute and keep an absolute address', () => {
    expect(absoluteAddress('/product-detail/GBX00000042', 'https://gbx.example')).toBe('https://gbx.example/product-detail/GBX00000042');
    expect(absoluteAddress('https://other.example/x', 'https://gbx.example')).toBe('https://other.example/x');
  });

  it('carry the address to each of the four sites, encoded', () => {
    const url = 'https://gbx.example/vendor-store/nimbus-store-ltd-70?x=1&y=2';
    const links = shareLinks(url, 'Nimbus & Co');
    expect(links.map((link) => link.site)).toEqual(['x', 'facebook', 'linkedin', 'whatsapp']);
    for (const link of links) {
      expect(link.href.startsWith('https://')).toBe(true);
      expect(decodeURIComponent(new URL(link.href).search)).toContain(url);
    }
    expect(new URL(links[0]!.href).searchParams.get('text')).toBe('Nimbus & Co');
  });
});

describe('the Share button', () => {
  // The dialog arrives with its module the first time a modal opens (ui/modal.tsx), its links and Copy link with theirs (share-dialog-body.tsx).
  const open = async () => {
    render(<ShareButton address="/product-detail/GBX00000042" title="Tamarind Eco Speedboats" />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share' });
    await within(dialog).findByRole('button', { name: 'Copy link' });
    return dialog;
  };

  it("opens a dialog whose four links carry the product's absolute address and open a new tab, said to screen readers", async () => {
    const dialog = await open();
    const address = `${window.location.origin}/product-detail/GBX00000042`;
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'XXMicro-blogging site(opens in a new tab)',
      'fFacebookSocial network(opens in a new tab)',
      'inLinkedInProfessional network(opens in a new tab)',
      'WWhatsAppMessaging app(opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain(address);
    }
    expect((within(dialog).getByRole('textbox', { name: 'Address to share' }) as HTMLInputElement).value).toBe(address);
  });

  it('copies the address and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const dialog = await open();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/product-detail/GBX00000042`);
    expect(within(dialog).getByRole('status').textContent).toBe('Link copied');
  });

  it('selects the address for the keyboard when there is no clipboard', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const dialog = await open();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' })));
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox'));
    expect(within(dialog).getByRole('status').textContent).toBe('The address is selected: copy it with your keyboard');
  });
});
